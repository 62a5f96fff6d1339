import { BUS_PRORATION_LABELS, formatMoney, type BusFeePreview, type BusFeeRow, type BusFeeRowState } from '@contract';
import { monthName } from './months';

export const STATE_LABELS: Record<BusFeeRowState, string> = { new: 'New', billed: 'Billed', changed: 'Changed' };

const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** "Part months: By days ridden (30 days in November)": the school's rule, as this preview applies it. */
export function prorationLine(preview: Pick<BusFeePreview, 'proration' | 'month' | 'days_in_month'>): string {
  const rule = BUS_PRORATION_LABELS[preview.proration];
  return preview.proration === 'days' ? `Part months: ${rule} (${preview.days_in_month} days in ${monthName(preview.month)})` : `Part months: ${rule}`;
}

/** The totals of each state: "New: 12 students, USD 1,250.00". */
export function stateTotals(preview: BusFeePreview, currency?: string): { state: BusFeeRowState; label: string; students: number; amount: string }[] {
  return (['new', 'billed', 'changed'] as const).map((state) => ({
    state,
    label: STATE_LABELS[state],
    students: preview.totals[state].students,
    amount: formatMoney(preview.totals[state].amount, currency),
  }));
}

/** What Bill does with this preview: how many students, or why there is nothing to bill. */
export function billState(preview: BusFeePreview | undefined): { count: number; reason: string } {
  if (!preview) return { count: 0, reason: 'Reading the preview…' };
  const count = preview.totals.new.students;
  if (count > 0) return { count, reason: '' };
  if (preview.rows.length === 0) return { count, reason: 'Nobody rides a bus in this month: there is nothing to bill.' };
  return { count, reason: 'Nothing new to bill: every rider of this month is billed already.' };
}

export const billLabel = (count: number) => `Bill ${students(count)}`;

/** "30 of 30": the days the rider is on a bus, of the month's. */
export const daysOf = (row: Pick<BusFeeRow, 'days'>, daysInMonth: number) => `${row.days} of ${daysInMonth}`;

/** Why a Changed row is left alone, and what to do about it. */
export const changedNote = (row: Pick<BusFeeRow, 'billed'>, currency?: string) =>
  `Billed at ${formatMoney(row.billed ?? 0, currency)}; the assignment or rate has changed since. Reverse the old charge to bill the new amount.`;

/** The entry Bill posts, for the confirm step: one per student, summed here. */
export const entryLines = (amount: number) => [
  { side: 'Dr' as const, account: 'Students receivable', amount },
  { side: 'Cr' as const, account: 'Bus fee income', amount },
];
