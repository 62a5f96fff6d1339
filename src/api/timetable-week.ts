import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints, type Period, type TimetableEntry, type TimetableWeek } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';

/** Whose week: exactly one of a section, a teacher and a room. */
export type WeekOf = { section_id: number } | { teacher_id: number } | { room_id: number };

/** A period as a week shows it; its version is the builder's business. */
export type WeekPeriod = Omit<Period, 'version'>;
/** A lesson as a week shows it, with the ids its links need; nothing of the builder's (version, lock). */
export type WeekEntry = Pick<
  TimetableEntry,
  'id' | 'weekday' | 'period_id' | 'section_id' | 'section_name' | 'class_id' | 'class_name' | 'subject_name' | 'teacher_id' | 'teacher_name' | 'room_name'
>;
/** A week as it is saved on the device (ADR 026): what the page shows and no more. */
export type SavedWeek = Omit<TimetableWeek, 'periods' | 'entries'> & { periods: WeekPeriod[]; entries: WeekEntry[] };

const PERIOD_FIELDS = fieldsOf<Period>()({ id: true, version: true, name: true, start_time: true, end_time: true, kind: true, sort_order: true, weekdays: true });
const WEEK_PERIOD_FIELDS = fieldsOf<WeekPeriod>()({ id: true, name: true, start_time: true, end_time: true, kind: true, sort_order: true, weekdays: true });
const WEEK_ENTRY_FIELDS = fieldsOf<WeekEntry>()({
  id: true, weekday: true, period_id: true, section_id: true, section_name: true, class_id: true, class_name: true,
  subject_name: true, teacher_id: true, teacher_name: true, room_name: true,
});

export const keepWeek = (week: TimetableWeek): SavedWeek => ({
  of: { kind: week.of.kind, id: week.of.id, name: week.of.name },
  academic_year: week.academic_year && { id: week.academic_year.id, name: week.academic_year.name },
  school_days: week.school_days,
  periods: week.periods.map((p) => keepFields<WeekPeriod>(p, WEEK_PERIOD_FIELDS)),
  entries: week.entries.map((e) => keepFields<WeekEntry>(e, WEEK_ENTRY_FIELDS)),
  lessons: week.lessons,
});

/** `GET /timetable/week`: one week of a section, a teacher or a room. Saved, so a timetable opened once reads offline. */
export const weekQueryOptions = (of: WeekOf) =>
  queryOptions({
    queryKey: timetableKeys.week(of),
    queryFn: ({ signal }) => http.call(timetableEndpoints.week, { query: of }, { signal }).then(keepWeek),
    meta: { persist: true },
  });

/**
 * `GET /timetable/periods`: the bell schedule, whole, as the builder reads it under the same
 * key (so neither finds the other's copy short of a field). Saved for offline.
 */
export const schoolPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.periods(),
    queryFn: ({ signal }) => http.call(timetableEndpoints.periods, {}, { signal }).then((rows) => rows.map((p) => keepFields(p, PERIOD_FIELDS))),
    meta: { persist: true },
  });
