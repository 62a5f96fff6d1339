import { monthLabel, monthNameOf, weekdayNameOf, weekdayOf } from '@contract';

export { addDays } from '@contract';

/** Days from `start` to `end`, both counted: 1 for a single day. */
export const daysSpanned = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/** A grid column's heading: "Mon 3". */
export function dayHeading(day: string): string {
  return `${weekdayNameOf(weekdayOf(day))} ${Number(day.slice(8, 10))}`;
}

/** "Nov 2026": the months row above the day headings. */
export const monthOf = (day: string) => monthLabel(day, true);

/** Consecutive days grouped by month, in order, for the months row. */
export function monthRuns(days: readonly string[]): { month: string; span: number }[] {
  const runs: { month: string; span: number }[] = [];
  for (const day of days) {
    const month = monthOf(day);
    const last = runs[runs.length - 1];
    if (last?.month === month) last.span += 1;
    else runs.push({ month, span: 1 });
  }
  return runs;
}

/** A day in a list of days: "Mon 24 Nov" (the year is the report's). */
export const shortDate = (day: string) => `${dayHeading(day)} ${monthNameOf(Number(day.slice(5, 7)), true)}`;
