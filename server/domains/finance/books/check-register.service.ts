import { and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Check, CheckRow, CheckStatus, Page } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { accounts, checks, journalEntries, journalLines, schools, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { allOf, foundRow, orderOf, readPage, searchOf, totalRows, type ListArgs } from '../../../lib/listing';
import type { SessionRecord } from '../../../lib/session';

/** A check's amount is its entry's debits; nothing in the register holds money. */
const amountOf = sql<number>`(select sum(l.debit) from journal_lines l where l.entry_id = ${checks.entryId})`.mapWith(Number);
const voidedOn = sql<string | null>`(select r.entry_date::text from journal_entries r where r.id = ${checks.voidEntryId})`;

function checkColumns() {
  return {
    id: checks.id,
    version: checks.version,
    number: checks.number,
    payee: checks.payee,
    date: journalEntries.entryDate,
    bank_account_id: checks.bankAccountId,
    bank_account_name: accounts.name,
    amount: amountOf,
    status: sql<CheckStatus>`${checks.status}`,
    cleared_on: checks.clearedOn,
    voided_on: voidedOn,
    entry_id: checks.entryId,
    void_entry_id: checks.voidEntryId,
    written_by: users.fullname,
  };
}

function selectChecks(db: DbOrTx) {
  return db
    .select({ ...checkColumns(), memo: journalEntries.memo, total: totalRows })
    .from(checks)
    .innerJoin(journalEntries, eq(journalEntries.id, checks.entryId))
    .innerJoin(accounts, eq(accounts.id, checks.bankAccountId))
    .leftJoin(users, eq(users.id, journalEntries.authorId));
}

/** The check, or 404 when it is not the school's; `lock` for a change of state. */
export async function requireCheck(db: DbOrTx, user: SessionRecord, id: number, lock = false) {
  const query = db
    .select({ id: checks.id, status: checks.status, entryId: checks.entryId, date: journalEntries.entryDate })
    .from(checks)
    .innerJoin(journalEntries, eq(journalEntries.id, checks.entryId))
    .where(and(eq(checks.id, id), eq(checks.schoolId, user.schoolId)));
  const [row] = lock ? await query.for('update', { of: checks }) : await query;
  if (!row) throw notFound('Check');
  return row;
}

export interface CheckListArgs extends ListArgs {
  status?: CheckStatus;
  bank_account_id?: number;
  from?: string;
  to?: string;
}

/** The check register, newest first by default. */
export async function listChecks(db: DbOrTx, user: SessionRecord, args: CheckListArgs): Promise<Page<CheckRow>> {
  const query = selectChecks(db)
    .where(
      allOf(
        eq(checks.schoolId, user.schoolId),
        args.status ? eq(checks.status, args.status) : undefined,
        args.bank_account_id ? eq(checks.bankAccountId, args.bank_account_id) : undefined,
        args.from ? gte(journalEntries.entryDate, args.from) : undefined,
        args.to ? lte(journalEntries.entryDate, args.to) : undefined,
        searchOf(args.search, [checks.payee, checks.number]),
      ),
    )
    .orderBy(...(args.sort ? orderOf(args, { date: journalEntries.entryDate, number: checks.number, payee: checks.payee, amount: amountOf }, checks.id, checks.id) : [desc(journalEntries.entryDate), desc(checks.id)]));
  return readPage(query, args);
}

/** A check and its lines: the voucher. */
export async function getCheck(db: DbOrTx, user: SessionRecord, id: number): Promise<Check> {
  const row = foundRow(await selectChecks(db).where(and(eq(checks.id, id), eq(checks.schoolId, user.schoolId))), 'Check');
  const lines = await db
    .select({ account_id: journalLines.accountId, account_code: accounts.code, account_name: accounts.name, amount: journalLines.debit })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(eq(journalLines.schoolId, user.schoolId), eq(journalLines.entryId, row.entry_id), gt(journalLines.debit, 0)))
    .orderBy(asc(journalLines.lineNo));
  const [school] = await db
    .select({ name: schools.name, address: schools.address, phone: schools.phone, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, user.schoolId));
  return { ...row, lines, school: school! };
}
