import { dayLabel } from '@contract';

/** Calendar days as `YYYY-MM-DD` strings, for messages and date arithmetic on the server. */

/** A day as refusals and messages name it: "1 Dec 2026". */
export const dayName = (day: string) => dayLabel(day);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day before `day`, where a replaced row ends. */
export const dayBefore = (day: string) => addDays(day, -1);
