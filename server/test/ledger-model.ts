/**
 * The reference model the ledger's property test checks the real one against: every posted
 * entry as a plain list of account and student movements, and every report recomputed from
 * it by the simplest possible sums. Test-only; nothing in the product uses it.
 */

/** Debit-normal accounts (assets 1xxx, expenses 5xxx) show debit − credit; the rest credit − debit. */
const debitNormal = (code: string) => code.startsWith('1') || code.startsWith('5');

export interface ModelEntry {
  id: number;
  date: string;
  /** Per account code: debit − credit. */
  accounts: Map<string, number>;
  /** Per student: what the entry adds to what they owe. */
  students: Map<number, number>;
  /** 'payment' for a payment or its reversal; 'charge' for everything else that touches a student. */
  side: 'payment' | 'charge';
  reversible: boolean;
  reversedBy?: number;
  /** A fee's `student:month`, billed until the fee is reversed. */
  billing?: string;
}

export interface ModelCheck {
  id: number;
  number: string;
  entryId: number;
  date: string;
  status: 'Issued' | 'Cleared' | 'Voided';
}

export class SchoolModel {
  entries: ModelEntry[] = [];
  closed = new Set<string>();
  billed = new Set<string>();
  checks: ModelCheck[] = [];
  checkNo = 1000;

  constructor(
    readonly schoolId: number,
    /** Student id → monthly charge (class fee less discount). */
    readonly fees: Map<number, number>,
  ) {}

  isOpen(date: string) {
    return !this.closed.has(date.slice(0, 7));
  }

  /** Some day in a month still open (the test closes a few of 240). */
  openDate() {
    for (let year = 2007; year <= 2026; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const date = `${year}-${String(month).padStart(2, '0')}-15`;
        if (this.isOpen(date)) return date;
      }
    }
    throw new Error('every month is closed');
  }

  post(entry: ModelEntry) {
    this.entries.push(entry);
  }

  /** The reversal of `original`: every movement negated, on the side of what it undoes. */
  reverse(original: ModelEntry, id: number, date: string) {
    original.reversedBy = id;
    const negate = (m: Map<string | number, number>) => new Map([...m].map(([k, v]) => [k, -v]));
    this.post({ id, date, accounts: negate(original.accounts) as Map<string, number>, students: negate(original.students) as Map<number, number>, side: original.side, reversible: false });
  }

  private sum<K>(pick: (e: ModelEntry) => Map<K, number>, key: K, keep: (e: ModelEntry) => boolean) {
    let total = 0;
    for (const e of this.entries) if (keep(e)) total += pick(e).get(key) ?? 0;
    return total;
  }

  /** An account's balance in its normal direction, from entries dated within [from, to]. */
  account(code: string, from = '0000-00-00', to = '9999-12-31') {
    const net = this.sum((e) => e.accounts, code, (e) => e.date >= from && e.date <= to);
    return (debitNormal(code) ? net : -net) + 0; // + 0: never -0
  }

  codes() {
    return [...new Set(this.entries.flatMap((e) => [...e.accounts.keys()]))];
  }

  studentOwes(id: number, to = '9999-12-31') {
    return this.sum((e) => e.students, id, (e) => e.date <= to);
  }

  /** Billed and paid within [from, to], as the student summary counts them. */
  studentFlows(id: number, from: string, to: string) {
    const inRange = (e: ModelEntry) => e.date >= from && e.date <= to;
    const billed = this.sum((e) => e.students, id, (e) => inRange(e) && e.side === 'charge');
    const paid = 0 - this.sum((e) => e.students, id, (e) => inRange(e) && e.side === 'payment');
    return { opening: this.studentOwes(id, prevDay(from)), billed, paid, balance: this.studentOwes(id, to) };
  }
}

/** The day before an ISO date. */
export function prevDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
