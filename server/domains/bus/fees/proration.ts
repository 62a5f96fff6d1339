import type { BusProration } from '@contract';

/**
 * A month's bus fee from a student's assignments (ADR 024), pure so the rule is tested on its
 * own and the preview, the run and the report's check all charge alike.
 */

/** One assignment: first and last day ridden (`to` null while open) and its monthly rate. */
export interface Ride {
  from: string;
  to: string | null;
  rate: number;
}

export interface MonthCharge {
  /** Days of the month some assignment was in force. */
  days: number;
  amount: number;
  /** Index in `rides` of the last assignment in force in the month (the one the row names); -1 when none. */
  last: number;
}

export function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/**
 * The first day in `month` some assignment was in force, or null when none was: a mid-month
 * rider's charge is dated from it, not from the 1st (nothing is owed before the first ride).
 */
export function firstDayRidden(month: string, rides: readonly Ride[]): string | null {
  const first = `${month}-01`;
  const lastDay = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  let earliest: string | null = null;
  for (const ride of rides) {
    const start = ride.from > first ? ride.from : first;
    const end = ride.to === null || ride.to > lastDay ? lastDay : ride.to;
    if (start <= end && (earliest === null || start < earliest)) earliest = start;
  }
  return earliest;
}

/** numerator ÷ denominator rounded half up, in whole numbers (no float at .5). */
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The charge for `month` (YYYY-MM) under the school's setting:
 * - `month`: any day ridden charges the full rate of the last assignment in force;
 * - `days`: Σ rate × days of each assignment ÷ days in the month, rounded once;
 * - `none`: only a month ridden every day is charged, at the last assignment's rate.
 * The last assignment is the one starting latest in the month (ties: the later in `rides`).
 */
export function monthCharge(month: string, proration: BusProration, rides: readonly Ride[]): MonthCharge {
  const inMonth = daysInMonth(month);
  const first = `${month}-01`;
  const lastDay = `${month}-${String(inMonth).padStart(2, '0')}`;
  const covered = new Array<boolean>(inMonth + 1).fill(false);
  let weighted = 0;
  let last = -1;
  let lastStart = '';
  rides.forEach((ride, i) => {
    const start = ride.from > first ? ride.from : first;
    const end = ride.to === null || ride.to > lastDay ? lastDay : ride.to;
    if (start > end) return;
    const [a, b] = [Number(start.slice(8, 10)), Number(end.slice(8, 10))];
    for (let d = a; d <= b; d++) covered[d] = true;
    weighted += ride.rate * (b - a + 1);
    if (start >= lastStart) [last, lastStart] = [i, start];
  });
  const days = covered.filter(Boolean).length;
  const rate = last >= 0 ? rides[last]!.rate : 0;
  const amount = proration === 'days' ? roundHalfUp(weighted, inMonth) : proration === 'month' ? (days > 0 ? rate : 0) : days === inMonth ? rate : 0;
  return { days, amount, last };
}
