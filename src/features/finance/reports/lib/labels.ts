import type { EntryKind } from '@contract';

const KIND_LABELS: Record<EntryKind, string> = {
  fee: 'Fee',
  payment: 'Payment',
  check: 'Check',
  transfer: 'Transfer',
  payroll: 'Payroll',
  advance: 'Advance',
  loan: 'Loan',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
};

/** What an entry records, as a bursar says it; a kind added later shows as it is stored. */
export const kindLabel = (kind: string) => KIND_LABELS[kind as EntryKind] ?? kind;
