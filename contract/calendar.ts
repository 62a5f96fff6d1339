/**
 * The calendar's words, one copy for the client and the server: month and weekday names and how a
 * month or a day reads on screen. Spelled here rather than taken from Intl, whose names differ by
 * locale and ICU version ("Sep" / "Sept"). Months travel as `YYYY-MM`, days as `YYYY-MM-DD`.
 */

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** ISO order: index 0 is Monday (weekday 1), index 6 Sunday (weekday 7). */
export const WEEKDAY_LONG_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A month number (1-12) by name: "November", or "Nov" when `short`; '' for none. */
export const monthNameOf = (month: number, short = false): string => (short ? MONTH_SHORT_NAMES : MONTH_NAMES)[month - 1] ?? '';

/** An ISO weekday (1 Monday … 7 Sunday) as "Mon", or "Monday" when `long`. */
export const weekdayNameOf = (weekday: number, long = false): string => (long ? WEEKDAY_LONG_NAMES : WEEKDAY_SHORT_NAMES)[weekday - 1] ?? '';

/**
 * A month (`YYYY-MM`, or a day of it) as "November 2026", or "Nov 2026" when `short`; '' for none.
 * Anything else is shown as it came.
 */
export function monthLabel(month: string | null | undefined, short = false): string {
  if (!month) return '';
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? monthNameOf(Number(match[2]), short) : '';
  return match && name ? `${name} ${match[1]}` : month;
}

/** A calendar day (`YYYY-MM-DD`, or a timestamp whose first 10 characters are one) as "12 Mar 2026"; '' for none. */
export function dayLabel(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const name = match ? monthNameOf(Number(match[2]), true) : '';
  // Anything else is shown as it came, never as "Invalid Date".
  return match && name ? `${Number(match[3])} ${name} ${match[1]}` : day;
}

/** `day` (YYYY-MM-DD) moved by `days`, negative for earlier: counted in UTC, so a clock change never skips a day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
