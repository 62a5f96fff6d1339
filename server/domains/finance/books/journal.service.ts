import { and, eq, inArray } from 'drizzle-orm';
import type { JournalInput } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { accounts, employees } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { unprocessable } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';
import { lockSchool } from '../../../lib/rows';
import { requireStudentInScope } from '../../../lib/scope';
import { postOnce, writeEntry } from '../ledger/ledger';
import { allocatePayments } from '../ledger/student-ledger';

/** What the general journal may not touch by hand: balances another screen owns (ADR 039). */
const OWNED_ROLES: Record<string, string> = {
  advances: 'Employee advances follow their recovery schedules: pay out or recover an advance under Employees.',
  loans: 'Employee loans follow their recovery schedules: pay out or recover a loan under Employees.',
};

export const RECEIVABLE_NEEDS_STUDENT = 'Name the student whose account this line is on.';
export const STUDENT_ONLY_ON_RECEIVABLE = 'A student is named only on a Students receivable line.';
export const NO_STUDENT_CREDIT = "A journal entry only adds to what a student owes: lower it by a payment or by reversing the charge.";

const at = (i: number, field: string) => `lines.${i}.${field}`;

/** Every line's account is the school's and active, and obeys the rules of its role. */
async function checkLines(tx: DbOrTx, actor: Actor, input: JournalInput) {
  const ids = [...new Set(input.lines.map((l) => l.account_id))];
  const found = await tx
    .select({ id: accounts.id, status: accounts.status, defaultFor: accounts.defaultFor })
    .from(accounts)
    .where(and(eq(accounts.schoolId, actor.schoolId), inArray(accounts.id, ids)));
  const byId = new Map(found.map((a) => [a.id, a]));
  for (const [i, line] of input.lines.entries()) {
    const account = byId.get(line.account_id);
    if (!account) throw unprocessable(at(i, 'account_id'), 'Choose an account of this school.');
    if (account.status !== 'Active') throw unprocessable(at(i, 'account_id'), 'This account is inactive: choose an active account.');
    const owned = account.defaultFor ? OWNED_ROLES[account.defaultFor] : undefined;
    if (owned) throw unprocessable(at(i, 'account_id'), owned);
    const receivable = account.defaultFor === 'receivable';
    if (receivable && line.student_id === null) throw unprocessable(at(i, 'student_id'), RECEIVABLE_NEEDS_STUDENT);
    if (!receivable && line.student_id !== null) throw unprocessable(at(i, 'student_id'), STUDENT_ONLY_ON_RECEIVABLE);
    if (receivable && line.credit > 0) throw unprocessable(at(i, 'credit'), NO_STUDENT_CREDIT);
  }
}

/** The named students are the school's and in the user's scope; the employees the school's. */
async function checkPeople(tx: DbOrTx, actor: Actor, input: JournalInput) {
  for (const [i, line] of input.lines.entries()) {
    if (line.student_id !== null) {
      await requireStudentInScope(tx, actor, line.student_id, () => unprocessable(at(i, 'student_id'), 'Choose a student of this school.'));
    }
  }
  const employeeIds = [...new Set(input.lines.flatMap((l) => (l.employee_id === null ? [] : [l.employee_id])))];
  if (employeeIds.length === 0) return;
  const found = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.schoolId, actor.schoolId), inArray(employees.id, employeeIds)));
  const known = new Set(found.map((e) => e.id));
  const i = input.lines.findIndex((l) => l.employee_id !== null && !known.has(l.employee_id));
  if (i >= 0) throw unprocessable(at(i, 'employee_id'), 'Choose an employee of this school.');
}

/**
 * General journal: a balanced manual entry (kind `adjustment`) written whole through the one
 * posting path, which checks the balance, the accounts and the open month again and writes the
 * audit row. A charge to a student is matched to their payments like a fee. The same key again
 * answers with the first entry.
 */
export async function postJournal(db: Db, actor: Actor, claim: IdempotencyClaim, input: JournalInput) {
  return postOnce(db, actor, claim, async (tx) => {
    const studentIds = [...new Set(input.lines.flatMap((l) => (l.student_id === null ? [] : [l.student_id])))];
    // Payments are matched under the school's lock (allocatePayments), as a fee run or a payment does.
    if (studentIds.length > 0) await lockSchool(tx, actor.schoolId);
    await checkLines(tx, actor, input);
    await checkPeople(tx, actor, input);
    const entryId = await writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'adjustment',
      memo: input.memo,
      lines: input.lines.map((l, i) => ({
        accountId: l.account_id,
        debit: l.debit,
        credit: l.credit,
        studentId: l.student_id,
        employeeId: l.employee_id,
        field: at(i, 'account_id'),
      })),
    });
    await allocatePayments(tx, actor.schoolId, studentIds);
    return entryId;
  });
}
