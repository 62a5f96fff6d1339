import { queryOptions } from '@tanstack/react-query';
import { addDays, coverEndpoints, weekdayOf, type CoverTask, type CoverWeek } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';

/**
 * Lesson cover reads (issue 35, ADR 046). The day's cover list is fetched live: the office
 * arranges cover online. A teacher's cover lessons of a week are saved on the device with
 * their timetable, so My week reads offline. Assigning or removing cover invalidates the
 * day and every saved week; a cancelled leave request (it removes its cover) invalidates `all`.
 */
const all = ['cover'] as const;
export const coverKeys = {
  all,
  days: () => [...all, 'day'] as const,
  day: (date: string) => [...all, 'day', date] as const,
  weeks: () => [...all, 'week'] as const,
  week: (teacherId: number, weekStart: string) => [...all, 'week', teacherId, weekStart] as const,
};

/** The Monday of the week (Monday to Sunday) holding `day`, both YYYY-MM-DD. */
export function weekStartOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  // Not a day: left as it came, for the server to refuse, rather than thrown here.
  if (Number.isNaN(d.getTime())) return day;
  d.setUTCDate(d.getUTCDate() + 1 - weekdayOf(day));
  return d.toISOString().slice(0, 10);
}

/**
 * The day whose week My week's cover lessons are of: today, or once the school's week is over
 * (a Saturday or Sunday of a Monday-to-Friday school) the Monday after, the week a teacher is
 * getting ready for.
 */
export function coverWeekDay(today: string, schoolDays: readonly number[] = [1, 2, 3, 4, 5]): string {
  const weekday = weekdayOf(today);
  return schoolDays.length > 0 && weekday > Math.max(...schoolDays) ? addDays(today, 8 - weekday) : today;
}

/** `GET /timetable/cover?date=`: the day's lessons that need cover, with who takes them and who could. Live. */
export const coverDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: coverKeys.day(date),
    queryFn: ({ signal }) => http.call(coverEndpoints.day, { query: { date } }, { signal }),
  });

/** A cover lesson as My week shows it; the timetable entry it replaces is the server's business. */
export type SavedCoverTask = Omit<CoverTask, 'entry_id'>;
export type SavedCoverWeek = Omit<CoverWeek, 'covers'> & { covers: SavedCoverTask[] };

const TASK_FIELDS = fieldsOf<SavedCoverTask>()({
  id: true, date: true, weekday: true, period_id: true, section_id: true, section_name: true, class_name: true, subject_name: true,
  room_name: true, absent_teacher_name: true,
});

export const keepCoverWeek = (week: CoverWeek): SavedCoverWeek => ({
  week_start: week.week_start,
  week_end: week.week_end,
  covers: week.covers.map((c) => keepFields<SavedCoverTask>(c, TASK_FIELDS)),
});

/**
 * `GET /timetable/cover/week`: the lessons `teacherId` covers in the week holding `day`. Keyed
 * by the week's Monday, so any day of it finds the same copy. Saved, like the week it sits in.
 */
export const coverWeekQueryOptions = (teacherId: number, day: string) => {
  const weekStart = weekStartOf(day);
  return queryOptions({
    queryKey: coverKeys.week(teacherId, weekStart),
    queryFn: ({ signal }) => http.call(coverEndpoints.week, { query: { teacher_id: teacherId, date: weekStart } }, { signal }).then(keepCoverWeek),
    meta: { persist: true },
  });
};
