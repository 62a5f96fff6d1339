import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * A student's account is their lines on asset accounts (Students receivable): a fee entry
 * also names the student on its income line, which is not what they owe.
 */
const ids = (studentIds: readonly number[]) => sql.join(studentIds.map((id) => sql`${id}`), sql`, `);

/** What each student owes now (negative: paid ahead), from the postings alone. */
export async function studentBalances(db: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await queryRows<{ student_id: number; balance: string }>(
    db,
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
    standing as (
      select l.entry_id, l.student_id, min(l.entry_date) as date, je.kind, sum(l.debit) - sum(l.credit) as net
      from journal_lines l
      join accounts a on a.id = l.account_id and a.type = 'asset'
      join journal_entries je on je.id = l.entry_id
      where l.school_id = ${schoolId} and l.student_id in (${ids(studentIds)})
        and je.kind <> 'reversal'
        and not exists (select 1 from journal_entries r where r.school_id = ${schoolId} and r.reverses_id = je.id)
      group by l.entry_id, l.student_id, je.kind
    ),
    counted as (
      select pa.payment_entry_id, pa.charge_entry_id, pa.amount
      from payment_allocations pa
      where pa.school_id = ${schoolId} and pa.student_id in (${ids(studentIds)})
        and not exists (select 1 from journal_entries r where r.school_id = ${schoolId} and r.reverses_id in (pa.payment_entry_id, pa.charge_entry_id))
    ),
    items as (
      select s.entry_id, s.student_id, s.date,
        case when s.kind = 'payment' then 'payment' else 'charge' end as side,
        abs(s.net) - coalesce((select sum(c.amount) from counted c where c.payment_entry_id = s.entry_id or c.charge_entry_id = s.entry_id), 0) as open
      from standing s
      where (s.kind = 'payment' and s.net < 0) or (s.kind <> 'payment' and s.net > 0)
    )`;
}

/**
 * Matches the students' unmatched payments to their open charges, oldest first on both sides,
 * and writes the matches in the caller's transaction (a payment, a fee run, a reversal). Each
 * side is laid end to end per student as running intervals; a payment covers the part of a
 * charge its interval overlaps. Callers hold the school's lock, so two runs never match the
 * same money twice.
 */
export async function allocatePayments(tx: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await tx.execute(sql`
    with ${standingItems(schoolId, studentIds)},
    laid as (
      select i.*, sum(i.open) over (partition by i.student_id, i.side order by i.date, i.entry_id) - i.open as start
      from items i where i.open > 0
    )
    insert into payment_allocations (school_id, payment_entry_id, charge_entry_id, student_id, amount)
    select ${schoolId}, p.entry_id, c.entry_id, c.student_id,
      least(c.start + c.open, p.start + p.open) - greatest(c.start, p.start)
    from laid c join laid p on p.student_id = c.student_id and p.side = 'payment' and c.side = 'charge'
      and p.start < c.start + c.open and c.start < p.start + p.open`);
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

/** Each standing charge and payment of the students with what is still unmatched of it, oldest first. */
export async function studentItems(db: DbOrTx, schoolId: number, studentIds: readonly number[]): Promise<StudentItem[]> {
  if (studentIds.length === 0) return [];
  const rows = await queryRows<StudentItem>(
    db,
    sql`with ${standingItems(schoolId, studentIds)}
        select i.entry_id, i.student_id, i.date::text as date, i.side, i.open, abs(s.net) as amount, je.memo
        from items i join standing s on s.entry_id = i.entry_id and s.student_id = i.student_id
        join journal_entries je on je.id = i.entry_id
        order by i.date, i.entry_id`,
  );
  return rows.map((r) => ({ ...r, entry_id: Number(r.entry_id), student_id: Number(r.student_id), open: Number(r.open), amount: Number(r.amount) }));
}
