import { formatMoney, type Payer } from '@contract';

/**
 * How a student's balance reads. The ledger's balance is what the student owes: positive owes,
 * negative is money paid ahead (a prepayment), zero is settled. "owes USD 20.00".
 */
export function balanceShort(balance: number, currency?: string): string {
  if (balance > 0) return `owes ${formatMoney(balance, currency)}`;
  if (balance < 0) return `paid ahead ${formatMoney(-balance, currency)}`;
  return 'settled';
}

/** "Grade 4 A": where the student sits, or '' when not enrolled. */
export const placeOf = (p: Pick<Payer, 'class_name' | 'section_name'>) => [p.class_name, p.section_name].filter(Boolean).join(' ');
