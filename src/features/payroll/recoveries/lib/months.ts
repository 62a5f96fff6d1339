import { addMonths } from '@contract';

/** The month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * Where a new recovery starts by default: the pay month after the payout. This month's payroll
 * may already be generated, and an advance paid today is rarely meant to come out of it.
 */
export const monthAfter = (day: string) => addMonths(monthOf(day), 1);
