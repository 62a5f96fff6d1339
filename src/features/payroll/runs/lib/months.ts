/** Today as YYYY-MM-DD in `timeZone` (the school's), or the device's when it is unknown. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const format = (zone?: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(now);
  try {
    return format(timeZone || undefined);
  } catch {
    return format();
  }
}

/** "2026-11" → "November 2026"; anything else as it came. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m || m < 1 || m > 12) return month;
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** "2026-02" → "2026-02-28": the day an approval is dated unless the bursar says otherwise (the server's default too). */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The first date a payment or reversal of an approved run may take: the run posts on its
 * month's last day unless dated otherwise, and nothing may be paid before it is owed. The
 * server has the final word (it knows the approval's date); this only keeps the default sane.
 */
export function notBeforeMonthEnd(today: string, month: string): string {
  const end = lastDayOf(month);
  return today > end ? today : end;
}
