import { WEEKDAY_NAMES, type Weekday } from '@contract';
import type { SavedWeek, WeekEntry, WeekPeriod } from '@/api/timetable-week';

/** The bell schedule in the school's order: by its order, then by the clock. */
export const inSchoolOrder = <P extends Pick<WeekPeriod, 'sort_order' | 'start_time'>>(periods: readonly P[]): P[] =>
  [...periods].sort((a, b) => a.sort_order - b.sort_order || a.start_time.localeCompare(b.start_time));

export const timeSpan = (p: Pick<WeekPeriod, 'start_time' | 'end_time'>) => `${p.start_time}–${p.end_time}`;

export const dayName = (day: Weekday) => WEEKDAY_NAMES[day];
export const dayShort = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** The days a week's columns show: the school's days, Monday first. */
export const weekDays = (week: Pick<SavedWeek, 'school_days'>): Weekday[] => [...week.school_days].sort((a, b) => a - b);

const cellKey = (day: Weekday, periodId: number) => `${day}:${periodId}`;

/**
 * The lessons of each cell. The database keeps one lesson a cell for a section, a teacher and
 * a room alike, so a cell holds one; a list keeps the grid honest if it ever held more.
 */
export function lessonsByCell(entries: readonly WeekEntry[]): (day: Weekday, periodId: number) => WeekEntry[] {
  const cells = new Map<string, WeekEntry[]>();
  for (const e of entries) {
    const key = cellKey(e.weekday, e.period_id);
    cells.set(key, [...(cells.get(key) ?? []), e]);
  }
  return (day, periodId) => cells.get(cellKey(day, periodId)) ?? [];
}

export const sectionLabel = (e: Pick<WeekEntry, 'class_name' | 'section_name'>) => `${e.class_name} ${e.section_name}`;

/** "1 lesson", "24 lessons". */
export const lessonCount = (n: number) => `${n} lesson${n === 1 ? '' : 's'}`;
