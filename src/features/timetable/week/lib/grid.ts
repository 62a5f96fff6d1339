import { WEEKDAY_NAMES, weekdayOf, type Weekday } from '@contract';
import type { SavedCoverTask } from '@/api/cover';
import type { SavedWeek, WeekEntry, WeekPeriod } from '@/api/timetable-week';
import { formatDate } from '@/lib/format-date';

/** The bell schedule in the school's order: by its order, then by the clock. */
export const inSchoolOrder = <P extends Pick<WeekPeriod, 'sort_order' | 'start_time'>>(periods: readonly P[]): P[] =>
  [...periods].sort((a, b) => a.sort_order - b.sort_order || a.start_time.localeCompare(b.start_time));

export const timeSpan = (p: Pick<WeekPeriod, 'start_time' | 'end_time'>) => `${p.start_time}–${p.end_time}`;

export const dayName = (day: Weekday) => WEEKDAY_NAMES[day];
export const dayShort = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** The days a week's columns show: the school's days, Monday first. */
export const weekDays = (week: Pick<SavedWeek, 'school_days'>): Weekday[] => [...week.school_days].sort((a, b) => a - b);

const cellKey = (day: number, periodId: number) => `${day}:${periodId}`;

/**
 * The lessons of each cell (a week's lessons, or a teacher's cover lessons). The database keeps
 * one lesson a cell for a section, a teacher and a room alike, so a cell holds one; a list keeps
 * the grid honest if it ever held more.
 */
export function lessonsByCell<E extends Pick<WeekEntry, 'period_id'> & { weekday: number }>(entries: readonly E[]): (day: Weekday, periodId: number) => E[] {
  const cells = new Map<string, E[]>();
  for (const e of entries) {
    const key = cellKey(e.weekday, e.period_id);
    cells.set(key, [...(cells.get(key) ?? []), e]);
  }
  return (day, periodId) => cells.get(cellKey(day, periodId)) ?? [];
}

export const sectionLabel = (e: Pick<WeekEntry, 'class_name' | 'section_name'>) => `${e.class_name} ${e.section_name}`;

/** "1 lesson", "24 lessons". */
export const lessonCount = (n: number) => `${n} lesson${n === 1 ? '' : 's'}`;

/** A cover lesson's day as its cell shows it: "Tue 1 Dec". */
export const coverDay = (date: string) => `${dayShort(weekdayOf(date))} ${formatDate(date).replace(/ \d{4}$/, '')}`;

/** "Covers 1 lesson this week", "Covers 3 lessons this week". */
/** `ahead`: the week shown is next week (at the weekend). */
export const coverLine = (n: number, ahead = false) => `Covers ${lessonCount(n)} ${ahead ? 'next' : 'this'} week`;

/** The register of a section on a day, which the teacher covering a lesson there may take. */
export const registerHref = (cover: Pick<SavedCoverTask, 'section_id' | 'date'>) => `#/attendance/generate?section=${cover.section_id}&date=${cover.date}`;
