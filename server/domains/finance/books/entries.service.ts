import { and, asc, eq, sql } from 'drizzle-orm';
import type { JournalEntry, ReversalInput, AccountTransferInput } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { accounts, checks, closedPeriods, journalEntries, journalLines, students, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { constraintOf, HttpError, isUniqueViolation, notFound, unprocessable } from '../../../lib/errors';
import { postOnce, writeEntry } from '../ledger/ledger';
import { employeeName, studentFullname } from '../../people/public';
import { lockSchool } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { allocatePayments } from '../ledger/student-ledger';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/** Transfer A2A: both sides must be cash or bank accounts of the school. */
export async function transfer(db: Db, actor: Actor, claim: IdempotencyClaim, input: AccountTransferInput) {
  return postOnce(db, actor, claim, async (tx) => {
    const cash = await tx
      .select({ id: accounts.id, isCash: accounts.isCash })
      .from(accounts)
      .where(and(eq(accounts.schoolId, actor.schoolId), eq(accounts.isCash, true)));
    const isCash = new Set(cash.map((a) => a.id));
    if (!isCash.has(input.from_account_id)) throw unprocessable('from_account_id', 'Choose a cash or bank account to move the money from.');
    if (!isCash.has(input.to_account_id)) throw unprocessable('to_account_id', 'Choose a cash or bank account to move the money to.');
    return writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'transfer',
      memo: input.memo,
      lines: [
        { accountId: input.to_account_id, debit: input.amount, field: 'to_account_id' },
        { accountId: input.from_account_id, credit: input.amount, field: 'from_account_id' },
      ],
    });
  });
}

/** An entry with its lines, and the entries it reverses or is reversed by. */
export async function getEntry(db: DbOrTx, user: SessionRecord, id: number): Promise<JournalEntry> {
  const [entry] = await db
    .select({
      id: journalEntries.id,
      date: journalEntries.entryDate,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      reference: journalEntries.reference,
      author: users.fullname,
      reverses_id: journalEntries.reversesId,
    })
    .from(journalEntries)
    .leftJoin(users, eq(users.id, journalEntries.authorId))
    .where(and(eq(journalEntries.id, id), eq(journalEntries.schoolId, user.schoolId)));
  if (!entry) throw notFound('Entry');
  const [reversal] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.schoolId, user.schoolId), eq(journalEntries.reversesId, id)));
  const lines = await db
    .select({
      account_id: journalLines.accountId,
      account_code: accounts.code,
      account_name: accounts.name,
      debit: journalLines.debit,
      credit: journalLines.credit,
      student_id: journalLines.studentId,
      employee_id: journalLines.employeeId,
      // Named, so the voucher says whom a line is about rather than a bare number.
      student_name: sql<string | null>`case when ${students.id} is null then null else ${studentFullname} end`,
      employee_name: sql<string | null>`${employeeName('journal_lines.employee_id')}`,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .leftJoin(students, and(eq(students.id, journalLines.studentId), eq(students.schoolId, user.schoolId)))
    .where(and(eq(journalLines.schoolId, user.schoolId), eq(journalLines.entryId, id)))
    .orderBy(asc(journalLines.lineNo));
  return { ...entry, kind: entry.kind as JournalEntry['kind'], reversed_by_id: reversal?.id ?? null, lines };
}

/**
 * Payroll entries belong to their run, and payouts to their recovery (ADR 023): reversing one
 * here would leave the run or the schedule saying otherwise.
 */
async function refuseOwnedEntry(tx: DbOrTx, schoolId: number, entry: { kind: string; reverses_id: number | null }) {
  if (entry.kind === 'payroll') throw new HttpError(422, 'Cancel the payroll run instead.');
  if (entry.kind === 'advance' || entry.kind === 'loan') throw new HttpError(422, 'Advances and loans are not reversed here.');
  if (entry.kind !== 'reversal' || entry.reverses_id === null) return;
  const [undone] = await tx
    .select({ kind: journalEntries.kind })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entry.reverses_id), eq(journalEntries.schoolId, schoolId)));
  if (undone?.kind === 'payroll') throw new HttpError(422, 'This entry cancelled a payroll run: generate the month again instead.');
  // Undoing it would put the balance back with no schedule to recover it (issue 32).
  if (undone?.kind === 'advance' || undone?.kind === 'loan') throw new HttpError(422, 'This entry reversed a brought-forward advance or loan: bring it forward again instead.');
}

/**
 * A correction: a new entry with every line's sides swapped, dated in an open month. What the
 * entry carried goes with it: its students' payments are matched afresh (a reversed charge
 * frees the money that covered it), and a check it paid is voided. A retry of a reversal that
 * went through answers with it (the key is looked up before the entry is read).
 */
export async function reverseEntry(db: Db, actor: Actor, claim: IdempotencyClaim, id: number, input: ReversalInput) {
  return postOnce(db, actor, claim, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const original = await getEntry(tx, actor, id);
    await refuseOwnedEntry(tx, actor.schoolId, original);
    if (original.reversed_by_id !== null) throw new HttpError(409, 'This entry has already been reversed.');
    if (input.date < original.date) throw unprocessable('date', 'A reversal cannot be dated before the entry it reverses.');
    const reversalId = await writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'reversal',
      memo: input.reason,
      reference: original.reference,
      reversesId: id,
      lines: original.lines.map((l) => ({
        accountId: l.account_id,
        debit: l.credit,
        credit: l.debit,
        studentId: l.student_id,
        employeeId: l.employee_id,
      })),
    });
    const studentIds = [...new Set(original.lines.flatMap((l) => (l.student_id === null ? [] : [l.student_id])))];
    await allocatePayments(tx, actor.schoolId, studentIds);
    await tx
      .update(checks)
      .set({ status: 'Voided', voidEntryId: reversalId })
      .where(and(eq(checks.schoolId, actor.schoolId), eq(checks.entryId, id)));
    return reversalId;
  }).catch((err: unknown) => {
    // Two reversals of one entry at once: the unique index lets one through.
    if (isUniqueViolation(err) && constraintOf(err) === 'journal_entries_reverses_uq') {
      throw new HttpError(409, 'This entry has already been reversed.');
    }
    throw err;
  });
}

export async function listClosedPeriods(db: DbOrTx, user: SessionRecord) {
  return db
    .select({ month: closedPeriods.month, closed_at: closedPeriods.closedAt, closed_by: users.fullname })
    .from(closedPeriods)
    .leftJoin(users, eq(users.id, closedPeriods.closedBy))
    .where(eq(closedPeriods.schoolId, user.schoolId))
    .orderBy(asc(closedPeriods.month));
}

/** Closes a month (Admin): entries already in it stay; no new one may be dated in it. */
export async function closePeriod(db: Db, actor: Actor, month: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(closedPeriods)
      .values({ schoolId: actor.schoolId, month: `${month}-01`, closedBy: actor.id })
      .onConflictDoNothing()
      .returning({ month: closedPeriods.month });
    if (!row) throw new HttpError(409, 'This month is already closed.', [{ path: 'month', message: 'This month is already closed.' }]);
    await audit(tx, actor, { action: 'close-period', entity: 'closed-period', ids: [], detail: { month } });
  });
}
