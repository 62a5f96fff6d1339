import * as v from 'valibot';
import { monthField, monthNameOf } from '@contract';

/** "2026-11" → "November". */
export const monthName = (month: string) => monthNameOf(Number(month.slice(5, 7))) || month;

export const isMonth = (text: string | undefined): text is string => !!text && v.is(monthField, text);

/**
 * The month in the address of the billing and report pages (`?month=2026-11`), so the report's
 * "Bill this month" opens billing on the same month. A bad value falls back to this month.
 */
export const monthSearch = v.object({ month: v.fallback(v.optional(monthField), undefined) });
export type MonthSearch = v.InferOutput<typeof monthSearch>;
