import * as v from 'valibot';
import { idField, intParam, isoDate } from '@contract';
import { addDays } from '../../view/lib/days';

/**
 * The absent report's address: the filter dialog's choice, so a list can be bookmarked. Every
 * key is typed by hand or pasted, so a bad value falls back to "not set".
 */
const count = (label: string) => v.fallback(v.optional(intParam(label, 1, 366)), undefined);
export const absentSearch = v.object({
  lastDay: count('Last days'),
  times: count('Times absent'),
  date: v.fallback(v.optional(isoDate), undefined),
  class_id: v.fallback(v.optional(idField), undefined),
});
export type AbsentSearch = v.InferOutput<typeof absentSearch>;

/** What the report asks for: absent on a day, or absent at least `times` times in the last `lastDay` days. */
export type AbsentChoice = { date: string; class_id?: number } | { lastDay: number; times: number; class_id?: number };

/** A week back, anyone absent: the office's morning list of whom to call. */
export const DEFAULT_LAST_DAYS = 7;
export const DEFAULT_TIMES = 1;

/** The choice the page shows: the address's, a day when it names one, else the last week. */
export function absentChoice(search: AbsentSearch): AbsentChoice {
  const class_id = search.class_id;
  if (search.date) return { date: search.date, class_id };
  return { lastDay: search.lastDay ?? DEFAULT_LAST_DAYS, times: search.times ?? DEFAULT_TIMES, class_id };
}

/** The choice as the address keeps it (no key left over from the other kind). */
export const searchOf = (choice: AbsentChoice): AbsentSearch =>
  'date' in choice ? { date: choice.date, class_id: choice.class_id } : { lastDay: choice.lastDay, times: choice.times, class_id: choice.class_id };

/** The days the report covers before the server says so: the day, or the last days up to today. */
export const windowOf = (choice: AbsentChoice, today: string) =>
  'date' in choice ? { from: choice.date, to: choice.date } : { from: addDays(today, 1 - choice.lastDay), to: today };

export const timesWords = (times: number) => `${times} ${times === 1 ? 'time' : 'times'}`;
