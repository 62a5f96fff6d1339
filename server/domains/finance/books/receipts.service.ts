import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Page, PaymentMethod, Receipt, ReceiptRow } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { journalEntries, receipts, schools, students, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { studentFullname } from '../../people/public';
import { allOf, offsetOf, searchOf, orderOf, type ListArgs } from '../../../lib/listing';
import { studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { payerAccount } from './payers.service';
import { selectCounted } from '../../../db/select-rows';

/** A payment's amount is its entry's debits: the receipt stores no money of its own. */
const amountOf = sql<number>`(select sum(l.debit) from journal_lines l where l.entry_id = ${receipts.entryId})`.mapWith(Number);
/**
 * The entry that voided the receipt, one probe of the reversal's unique index per receipt: an
 * `exists` here was planned as a hash over every journal entry of every school (issue 30).
 */
const reversal = alias(journalEntries, 'reversal');
const reversalOf = and(eq(reversal.reversesId, receipts.entryId), eq(reversal.schoolId, receipts.schoolId));
const voided = sql<boolean>`(${reversal.id} is not null)`;

/** What the book and the printed receipt both show of a receipt. */
const receiptColumns = {
  number: receipts.number,
  entry_id: receipts.entryId,
  date: receipts.entryDate,
  amount: amountOf,
  method: sql<PaymentMethod>`${receipts.method}`,
  student_id: receipts.studentId,
  received_by: users.fullname,
  voided,
};

export interface ReceiptListArgs extends ListArgs {
  from?: string;
  to?: string;
  student_id?: number;
}

/**
 * The receipt book, newest first: the receipts of students in the user's scope. The page is
 * read by itself (the receipts' number index, stopping at the page's end) and counted apart,
 * joining only what a filter needs, so neither grows with the book's whole history of joins.
 */
export async function listReceipts(db: DbOrTx, user: SessionRecord, args: ReceiptListArgs): Promise<Page<ReceiptRow>> {
  const where = allOf(
    eq(receipts.schoolId, user.schoolId),
    studentInScope(user, receipts.studentId),
    args.from ? gte(receipts.entryDate, args.from) : undefined,
    args.to ? lte(receipts.entryDate, args.to) : undefined,
    args.student_id ? eq(receipts.studentId, args.student_id) : undefined,
    searchOf(args.search, [studentFullname, students.admissionNo, sql`${receipts.number}::text`, receipts.payer]),
  );
  let counted = db.select({ n: count() }).from(receipts).$dynamic();
  if (args.search) counted = counted.innerJoin(students, eq(students.id, receipts.studentId));
  counted = counted.where(where);
  // The count rides in the page's statement as a subquery PostgreSQL runs once: one round trip.
  const { rows, total: counted_ } = await selectCounted(db
    .select({ ...receiptColumns, student_name: studentFullname, admission_no: students.admissionNo, total: sql<number>`(${counted})`.mapWith(Number) })
    .from(receipts)
    .innerJoin(journalEntries, eq(journalEntries.id, receipts.entryId))
    .innerJoin(students, eq(students.id, receipts.studentId))
    .leftJoin(users, eq(users.id, journalEntries.authorId))
    .leftJoin(reversal, reversalOf)
    .where(where)
    .orderBy(...(args.sort ? orderOf(args, { number: receipts.number, date: receipts.entryDate, amount: amountOf }, receipts.number, receipts.number) : [desc(receipts.number)]))
    .limit(args.limit)
    .offset(offsetOf(args)));
  // A page past the end has no row to carry the count.
  const total = counted_ ?? (offsetOf(args) ? ((await counted)[0]?.n ?? 0) : 0);
  return { data: rows, total, page: args.page, limit: args.limit };
}

/** The charges a payment was matched to, summed per charge. */
const allocationRow = v.object({ charge_entry_id: int8, date: v.string(), memo: v.nullable(v.string()), amount: int8 });

/** Everything a printed receipt shows; 404 for another school's number or a student out of scope. */
export async function getReceipt(db: DbOrTx, user: SessionRecord, number: number): Promise<Receipt> {
  // Receipt numbers are int4: a larger one names no receipt (and would be refused by the query).
  if (number > 2_147_483_647) throw notFound('Receipt');
  const [row] = await db
    .select({
      ...receiptColumns,
      payer: receipts.payer,
      memo: journalEntries.memo,
      reversal: { entry_id: reversal.id, date: reversal.entryDate, reason: reversal.memo },
      school: { name: schools.name, address: schools.address, phone: schools.phone, logo: schools.logo, currency: schools.currency },
    })
    .from(receipts)
    .innerJoin(journalEntries, eq(journalEntries.id, receipts.entryId))
    .innerJoin(schools, eq(schools.id, receipts.schoolId))
    .leftJoin(users, eq(users.id, journalEntries.authorId))
    .leftJoin(reversal, reversalOf)
    .where(and(eq(receipts.schoolId, user.schoolId), eq(receipts.number, number), studentInScope(user, receipts.studentId)));
  if (!row) throw notFound('Receipt');
  const { student_id, reversal: voidedBy, ...receipt } = row;
  const [account, allocations, cash] = await Promise.all([
    payerAccount(db, user, student_id),
    readRows(
      db,
      allocationRow,
      sql`select pa.charge_entry_id, je.entry_date::text as date, je.memo, sum(pa.amount) as amount
          from payment_allocations pa join journal_entries je on je.id = pa.charge_entry_id
          where pa.school_id = ${user.schoolId} and pa.payment_entry_id = ${row.entry_id}
            and not exists (select 1 from journal_entries r where r.school_id = pa.school_id and r.reverses_id = pa.charge_entry_id)
          group by pa.charge_entry_id, je.entry_date, je.memo order by je.entry_date, pa.charge_entry_id`,
    ),
    readRows(
      db,
      v.object({ name: v.string() }),
      sql`select a.name from journal_lines l join accounts a on a.id = l.account_id where l.entry_id = ${row.entry_id} and l.debit > 0 order by l.line_no limit 1`,
    ),
  ]);
  // What the student owed just after this payment: a reprint shows the figure of its day.
  const owed = await readRows(
    db,
    v.object({ balance: int8 }),
    sql`select coalesce(sum(l.debit - l.credit), 0) as balance
        from journal_lines l join accounts a on a.id = l.account_id and a.type = 'asset'
        where l.school_id = ${user.schoolId} and l.student_id = ${student_id}
          and (l.entry_date < ${row.date} or (l.entry_date = ${row.date} and l.entry_id <= ${row.entry_id}))`,
  );
  const matched = allocations.reduce((sum, a) => sum + Number(a.amount), 0);
  return {
    ...receipt,
    account_name: cash[0]?.name ?? '',
    student: { id: account.id, name: account.name, admission_no: account.admission_no, class_name: account.class_name, section_name: account.section_name },
    allocations: allocations.map((a) => ({ charge_entry_id: Number(a.charge_entry_id), date: a.date, memo: a.memo, amount: Number(a.amount) })),
    unallocated: receipt.voided ? 0 : receipt.amount - matched,
    balance_after: Number(owed[0]?.balance ?? 0),
    reversal: voidedBy,
    balance_now: account.balance,
  };
}
