import { eq } from 'drizzle-orm';
import type { OpenCharge, Payer, PayerAccount } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { students } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { studentCards, studentSearch } from '../../people/public';
import { studentBalances, studentItems } from '../ledger/student-ledger';

/** How many covered charges the counter shows under the open ones: enough to answer "did I pay March?". */
const RECENT_COVERED = 3;

/**
 * The counter's search: the roster's own (name, admission number, parent phone, class scope),
 * ten at most, each with what they owe now.
 */
export async function findPayers(db: DbOrTx, user: SessionRecord, q: string): Promise<Payer[]> {
  const found = await studentCards(db, user, studentSearch(db, user, q), 10);
  const balances = await studentBalances(db, user.schoolId, found.map((s) => s.id));
  return found.map((s) => ({ ...s, balance: balances.get(s.id) ?? 0 }));
}

/** One student at the counter: balance, open charges oldest first, and money paid ahead. */
export async function payerAccount(db: DbOrTx, user: SessionRecord, id: number): Promise<PayerAccount> {
  const [student] = await studentCards(db, user, eq(students.id, id), 1);
  if (!student) throw notFound('Student');
  const [balances, items] = await Promise.all([studentBalances(db, user.schoolId, [id]), studentItems(db, user.schoolId, [id])]);
  const charges = items.filter((i) => i.side === 'charge');
  const open = charges.filter((c) => c.open > 0);
  const covered = charges.filter((c) => c.open === 0).slice(-RECENT_COVERED);
  const shown: OpenCharge[] = [...covered, ...open].map((c) => ({ entry_id: c.entry_id, date: c.date, memo: c.memo, amount: c.amount, paid: c.amount - c.open }));
  return {
    ...student,
    balance: balances.get(id) ?? 0,
    charges: shown,
    unallocated: items.filter((i) => i.side === 'payment').reduce((sum, p) => sum + p.open, 0),
  };
}
