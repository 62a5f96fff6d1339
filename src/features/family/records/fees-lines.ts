import { formatMoney, type FamilyFees, type StatementLine } from '@contract';

type Statement = FamilyFees['statement'];

/** One entry of the phone's statement: what happened, the money either way, and what was owed after it. */
export interface FeeItem {
  key: string;
  date: string;
  /** "Tuition, October 2026", "Payment", "Payment reversed". */
  what: string;
  /** The reference the office wrote on it ("Ref. T-10"), when any. */
  reference: string | null;
  /** Minor units; 0 when the line is not a charge. */
  charge: number;
  /** Minor units; 0 when the line is not a payment. */
  payment: number;
  /** What was owed after this line (negative: paid ahead). */
  balance: number;
  /** A payment's receipt, to open and print. */
  receipt: number | null;
  /** The balance brought forward from before the statement starts. */
  opening?: true;
}

/** What a line records, in a parent's words: the office's memo when it says more than the kind. */
export function lineWhat(l: Pick<StatementLine, 'kind' | 'memo' | 'receipt_no' | 'charge' | 'payment'>): string {
  // A payment posted without a memo is memoed "Receipt 12" by the server: the number shows apart.
  const memo = l.memo && l.memo !== `Receipt ${l.receipt_no}` ? l.memo : null;
  switch (l.kind) {
    case 'payment':
      return memo ? `Payment: ${memo}` : 'Payment';
    case 'reversal':
      // A reversal undoes an entry: money back on the account is a payment undone, else a charge taken off.
      return l.charge > 0 ? (memo ? `Payment reversed: ${memo}` : 'Payment reversed') : memo ? `Charge cancelled: ${memo}` : 'Charge cancelled';
    case 'fee':
      return memo ?? 'Fee';
    case 'adjustment':
      return memo ? `Adjustment: ${memo}` : 'Adjustment';
    default:
      return memo ?? l.kind.charAt(0).toUpperCase() + l.kind.slice(1);
  }
}

/**
 * The reference worth showing a parent: what the office typed (an M-PESA code, a cheque number).
 * The ledger's own keys (`tuition:2026-09`, `receipt:17388`) say nothing the line does not.
 */
export function lineReference(reference: string | null): string | null {
  if (!reference || /^[a-z][a-z_-]*:\S+$/.test(reference)) return null;
  return reference;
}

/**
 * The statement as a phone reads it: newest first, each line on its own with the balance after
 * it, and the balance brought forward last (only when the statement starts owing something).
 */
export function feeItems(s: Pick<Statement, 'from' | 'opening' | 'lines'>): FeeItem[] {
  const items: FeeItem[] = s.lines.map((l, i) => ({
    key: `${l.entry_id}-${i}`,
    date: l.date,
    what: lineWhat(l),
    reference: lineReference(l.reference),
    charge: l.charge,
    payment: l.payment,
    balance: l.balance,
    receipt: l.payment > 0 ? l.receipt_no : null,
  }));
  items.reverse();
  if (s.opening !== 0) {
    items.push({ key: 'opening', date: s.from, what: 'Balance brought forward', reference: null, charge: 0, payment: 0, balance: s.opening, receipt: null, opening: true });
  }
  return items;
}

/** A balance in words beside its amount: "USD 45.00 owed", "USD 10.00 paid ahead", "Nothing owed". */
export function balanceText(minor: number, currency?: string): string {
  if (minor > 0) return `${formatMoney(minor, currency)} owed`;
  if (minor < 0) return `${formatMoney(-minor, currency)} paid ahead`;
  return 'Nothing owed';
}

/** The statement's top line: what is due now, said plainly. */
export function balanceHeadline(closing: number, currency?: string): { label: string; amount: string; tone: 'owed' | 'ahead' | 'settled' } {
  if (closing > 0) return { label: 'Balance due', amount: formatMoney(closing, currency), tone: 'owed' };
  if (closing < 0) return { label: 'Paid ahead', amount: formatMoney(-closing, currency), tone: 'ahead' };
  return { label: 'Nothing owed', amount: formatMoney(0, currency), tone: 'settled' };
}

/** "Bus 3 · Zone North · two way": the assignment's line under its heading. */
export function busLine(bus: NonNullable<FamilyFees['bus']>): string {
  return [`Bus ${bus.bus_number}`, bus.zone_name, bus.category_name].filter(Boolean).join(' · ');
}
