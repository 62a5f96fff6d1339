import * as v from 'valibot';
import { GRID_MAX_DAYS, idField, isoDate } from '@contract';
import { addDays, daysSpanned } from './days';

/**
 * View Attendance's address: the section and the days, so a grid can be bookmarked or sent.
 * Every key is typed by hand or pasted, so a bad value falls back to "not chosen".
 */
const day = v.fallback(v.optional(isoDate), undefined);
const id = v.fallback(v.optional(idField), undefined);

export const viewSearch = v.object({ class_id: id, section_id: id, start: day, end: day });
export type ViewSearch = v.InferOutput<typeof viewSearch>;

export interface DayRange {
  start: string;
  end: string;
}

/** Four weeks to today: a month of registers, the span a teacher looks back over. */
export const lastFourWeeks = (today: string): DayRange => ({ start: addDays(today, -27), end: today });

/** The days the page shows: the address's, the missing end from the last four weeks. */
export function effectiveDays(search: Pick<ViewSearch, 'start' | 'end'>, today: string): DayRange {
  const fallback = lastFourWeeks(today);
  const end = search.end ?? (search.start && search.start > today ? search.start : today);
  const start = search.start ?? (end < fallback.start ? addDays(end, -27) : fallback.start);
  return { start, end };
}

/** Why the server would refuse the days (the same rule as the contract's gridQuery), or null. */
export function rangeProblem({ start, end }: DayRange): string | null {
  if (end < start) return 'The end date cannot be before the start date.';
  if (daysSpanned(start, end) > GRID_MAX_DAYS) return `Choose at most ${GRID_MAX_DAYS} days.`;
  return null;
}
