import type { OpenCharge } from '@contract';
import { balanceShort } from '@/components/print/balance-text';

// Shared with the printed receipt (src/components/print), which the family portal reuses.
export { balanceShort, placeOf } from '@/components/print/balance-text';

/** The balance on its own line: "Owes USD 45.00", "Settled: owes nothing". */
export function balanceWords(balance: number, currency?: string): string {
  if (balance === 0) return 'Settled: owes nothing';
  const short = balanceShort(balance, currency);
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** The balance once `amount` (minor units) is paid; null while no amount is typed. */
export function balanceAfter(balance: number, amount: number | null): number | null {
  return amount === null ? null : balance - amount;
}

/** "After this payment: owes USD 20.00" (or paid ahead, or settled); '' with no amount. */
export function afterWords(balance: number, amount: number | null, currency?: string): string {
  const after = balanceAfter(balance, amount);
  return after === null ? '' : `After this payment: ${balanceShort(after, currency)}`;
}

/** What is left to pay on a charge. */
export const chargeLeft = (c: OpenCharge) => Math.max(0, c.amount - c.paid);
