/**
 * How dates read on screen, everywhere: "12 Mar 2026" (issue 10: one format across pages).
 * Inputs, the API, CSV and file names keep YYYY-MM-DD. The month names are spelled here rather
 * than taken from Intl, whose short months differ by locale and ICU version ("Sep" / "Sept").
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day (YYYY-MM-DD, or a timestamp whose first 10 characters are one) as "12 Mar 2026"; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  // Anything else is shown as it came, never as "Invalid Date".
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : iso;
}

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
