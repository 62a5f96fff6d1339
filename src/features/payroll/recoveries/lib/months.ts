import { addMonths } from '@contract';

const NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "2026-12" as "December 2026": how a bursar says which pay month. Anything else is shown as it came. */
export function monthName(month: string | null | undefined): string {
  if (!month) return '';
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "2026-12" as "Dec 2026", for table cells. */
export function shortMonth(month: string | null | undefined): string {
  const long = monthName(month);
  return /^[A-Z][a-z]+ \d{4}$/.test(long) ? `${long.slice(0, 3)} ${long.slice(-4)}` : long;
}

/** The month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * Where a new recovery starts by default: the pay month after the payout. This month's payroll
 * may already be generated, and an advance paid today is rarely meant to come out of it.
 */
export const monthAfter = (day: string) => addMonths(monthOf(day), 1);
