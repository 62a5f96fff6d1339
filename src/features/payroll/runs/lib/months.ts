/** "2026-02" → "2026-02-28": the day an approval is dated unless the bursar says otherwise (the server's default too). */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** "2026-11" → "2026-11-01". */
const firstDayOf = (month: string) => `${month}-01`;

/**
 * The approval's default date: today while the month runs, its last day once it is over, its
 * first day when it is still ahead (the server refuses a date outside the month's start).
 * Dating it today lets the month be paid today as well.
 */
export function approvalDay(today: string, month: string): string {
  const [first, last] = [firstDayOf(month), lastDayOf(month)];
  return today < first ? first : today > last ? last : today;
}

/**
 * The default date of a payment or reversal of an approved run: today, unless the run was
 * approved on a later date (the server refuses anything before the approval). Without the
 * approval's date, the month's last day stands in for it (the server's default approval date).
 */
export function payDay(today: string, run: { month: string; approved_on?: string | null }): string {
  const approved = run.approved_on ?? lastDayOf(run.month);
  return today > approved ? today : approved;
}
