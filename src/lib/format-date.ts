/**
 * How dates read on screen, everywhere: "12 Mar 2026" (issue 10: one format across pages).
 * Inputs, the API, CSV and file names keep YYYY-MM-DD. The month names are contract/calendar.ts's.
 */
import { dayLabel } from '@contract';

/** A calendar day (YYYY-MM-DD, or a timestamp whose first 10 characters are one) as "12 Mar 2026"; '' for none. */
export const formatDate = (iso: string | null | undefined): string => dayLabel(iso);

/**
 * A moment as "12 Mar 2026, 14:05" on a 24-hour clock, in `timeZone` (default: the device's).
 * An unknown zone falls back to UTC rather than throwing.
 */
export function formatDateTime(moment: string | number | Date, timeZone?: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  const parts = partsOf(date, timeZone);
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`)}, ${parts.hour}:${parts.minute}`;
}

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  } catch {
    return partsOf(date, 'UTC');
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}
