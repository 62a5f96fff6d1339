import * as v from 'valibot';
import { monthField } from '@contract';

/** "2026-11" → "November 2026"; anything else as it came. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m || m > 12) return month;
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** "2026-11" → "November". */
export const monthName = (month: string) => monthLabel(month).split(' ')[0] ?? month;

export const isMonth = (text: string | undefined): text is string => !!text && v.is(monthField, text);

/**
 * The month in the address of the billing and report pages (`?month=2026-11`), so the report's
 * "Bill this month" opens billing on the same month. A bad value falls back to this month.
 */
export const monthSearch = v.object({ month: v.fallback(v.optional(monthField), undefined) });
export type MonthSearch = v.InferOutput<typeof monthSearch>;
