/** Today as YYYY-MM-DD in `timeZone` (the school's), or the device's when it is unknown. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const format = (zone?: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(now);
  try {
    return format(timeZone || undefined);
  } catch {
    return format();
  }
}
