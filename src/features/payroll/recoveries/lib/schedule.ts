import { addMonths, type Instalment } from '@contract';

/** The schedule in the order it is recovered: by month, then as planned. */
export const inOrder = (schedule: readonly Instalment[]) => [...schedule].sort((a, b) => a.month.localeCompare(b.month) || a.seq - b.seq);

/** What payroll has not touched yet: what Skip a month and Change plan may move. */
export const plannedOf = (schedule: readonly Instalment[]) => inOrder(schedule).filter((i) => i.status === 'Planned');

export const sumOf = (instalments: readonly Instalment[]) => instalments.reduce((sum, i) => sum + i.amount, 0);

/** Where a skipped instalment goes: the month after the schedule's last. */
export function monthAfterLast(schedule: readonly Instalment[]): string | null {
  const last = inOrder(schedule).at(-1);
  return last ? addMonths(last.month, 1) : null;
}
