import type { NoteDatePeriod } from '@contract';
import { formatDate } from '@/lib/format-date';

/**
 * The days a note about the student may carry, as the server checks them (GET
 * /students/performance/dates): within one of the student's enrolment periods.
 */
export const dateAllowed = (periods: NoteDatePeriod[], date: string) => periods.some((p) => p.start <= date && date <= p.end);

/** "1 Sep 2026 to 31 Aug 2027", periods joined by "or". */
export const periodsText = (periods: NoteDatePeriod[]) => periods.map((p) => `${formatDate(p.start)} to ${formatDate(p.end)}`).join(' or ');

/** What the form says under the date: the allowed days, and whether the chosen one is among them. */
export function noteDateHint(periods: NoteDatePeriod[] | undefined, date: string): { text: string; problem: boolean } | null {
  if (!periods) return null;
  if (!periods.length) return { text: 'This student has no enrolment, so a note about them cannot be dated.', problem: true };
  // An incomplete date is the date field's own error, not the enrolment's.
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && !dateAllowed(periods, date)) {
    return { text: `Pick a date within the student's enrolment: ${periodsText(periods)}.`, problem: true };
  }
  return { text: `Enrolled ${periodsText(periods)}.`, problem: false };
}
