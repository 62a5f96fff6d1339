import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { paymentAllocations } from '../../../db/schema';

/**
 * A student's account is their lines on asset accounts (Students receivable): a fee entry
 * also names the student on its income line, which is not what they owe.
 */
const ids = (studentIds: readonly number[]) => sql.join(studentIds.map((id) => sql`${id}`), sql`, `);

/** What each student owes now (negative: paid ahead), from the postings alone. */
export async function studentBalances(db: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await readRows(
    db,
    v.object({ student_id: int8, balance: int8 }),
    sql`select l.student_id, sum(l.debit - l.credit) as balance
        from journal_lines l join accounts a on a.id = l.account_id and a.type = 'asset'
        where l.school_id = ${schoolId} and l.student_id in (${ids(studentIds)})
        group by l.student_id`,
  );
  return new Map(rows.map((r) => [Number(r.student_id), Number(r.balance)]));
}

/**
 * The students' charges and payments that still stand (neither reversed nor a reversal), each
 * with what allocations have matched of it so far. An allocation counts only while both its
 * payment and its charge stand.
 */
function standingItems(schoolId: number, studentIds: readonly number[]): SQL {
  return sql`
    reversed as (
      select reverses_id as entry_id from journal_entries where school_id = ${schoolId} and reverses_id is not null
    ),
    standing as (
      select l.entry_id, l.student_id, min(l.entry_date) as date, je.kind, sum(l.debit) - sum(l.credit) as net
      from journal_lines l
      join accounts a on a.id = l.account_id and a.type = 'asset'
      join journal_entries je on je.id = l.entry_id
      where l.school_id = ${schoolId} and l.student_id in (${ids(studentIds)})
        and je.kind <> 'reversal' and je.id not in (select entry_id from reversed)
      group by l.entry_id, l.student_id, je.kind
    ),
    items as (
      select s.entry_id, s.student_id, s.date,
        case when s.kind = 'payment' then 'payment' else 'charge' end as side,
        abs(s.net) - coalesce(
          case when s.kind = 'payment'
            then (select sum(pa.amount) from payment_allocations pa where pa.payment_entry_id = s.entry_id and pa.charge_entry_id not in (select entry_id from reversed))
            else (select sum(pa.amount) from payment_allocations pa where pa.charge_entry_id = s.entry_id and pa.payment_entry_id not in (select entry_id from reversed))
          end, 0) as open,
        abs(s.net) as amount
      from standing s
      where (s.kind = 'payment' and s.net < 0) or (s.kind <> 'payment' and s.net > 0)
    )`;
}

/**
 * Matches the students' unmatched payments to their open charges, oldest first on both sides,
 * and writes the matches in the caller's transaction (a payment, a fee run, a reversal).
 * Callers hold the school's lock, so two runs never match the same money twice.
 */
export async function allocatePayments(tx: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<void> {
  const items = (await studentItems(tx, schoolId, studentIds)).filter((i) => i.open > 0);
  const rows: (typeof paymentAllocations.$inferInsert)[] = [];
  const byStudent = new Map<number, StudentItem[]>();
  for (const item of items) byStudent.set(item.student_id, [...(byStudent.get(item.student_id) ?? []), item]);
  for (const [studentId, mine] of byStudent) {
    const charges = mine.filter((i) => i.side === 'charge');
    const payments = mine.filter((i) => i.side === 'payment');
    let c = 0;
    for (const payment of payments) {
      while (payment.open > 0 && c < charges.length) {
        const charge = charges[c]!;
        const amount = Math.min(payment.open, charge.open);
        rows.push({ schoolId, paymentEntryId: payment.entry_id, chargeEntryId: charge.entry_id, studentId, amount });
        payment.open -= amount;
        charge.open -= amount;
        if (charge.open === 0) c += 1;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 2_000) await tx.insert(paymentAllocations).values(rows.slice(i, i + 2_000));
}

export interface StudentItem {
  entry_id: number;
  student_id: number;
  date: string;
  side: 'charge' | 'payment';
  open: number;
  amount: number;
  memo: string | null;
}

/** A standing item as the driver returns it: ids and sums as int8 (number or text by driver). */
const itemRow = v.object({
  entry_id: int8,
  student_id: int8,
  date: v.string(),
  side: v.picklist(['charge', 'payment']),
  open: int8,
  amount: int8,
  memo: v.nullable(v.string()),
});

/** Each standing charge and payment of the students with what is still unmatched of it, oldest first. */
export async function studentItems(db: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<StudentItem[]> {
  if (studentIds.length === 0) return [];
  const rows = await readRows(db, itemRow, itemsSql(schoolId, studentIds));
  return rows.map((r) => ({ ...r, entry_id: Number(r.entry_id), student_id: Number(r.student_id), open: Number(r.open), amount: Number(r.amount) }));
}

function itemsSql(schoolId: number, studentIds: readonly number[]) {
  return sql`with ${standingItems(schoolId, studentIds)}
        select i.entry_id, i.student_id, i.date::text as date, i.side, i.open, i.amount, je.memo
        from items i join journal_entries je on je.id = i.entry_id
        order by i.date, i.entry_id`;
}
