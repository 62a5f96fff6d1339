import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { formatMoney, MONEY_MAX, type ApiIssue, type StudentOpeningInput, type StudentOpeningPreview, type StudentOpeningResult } from '@contract';
import { readRows, type Db, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { HttpError } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';
import { allOf } from '../../../lib/listing';
import { lockSchool } from '../../../lib/rows';
import { studentInScope } from '../../../lib/scope';
import { defaultAccount } from '../ledger/chart';
import { checkOpenPeriod, earlierBatch, writeEntries, type BatchDraft } from '../ledger/ledger';
import { allocatePayments } from '../ledger/student-ledger';
import { equityAccount, STUDENT_OPENING_REF, standingOpenings } from './opening-equity';

// Students' brought-forward balances (ADR 041): one entry per student against Opening balance equity, all or none.

interface StudentRow {
  row: number;
  admission_no: string;
  student_id: number;
  student_name: string;
  amount: number;
}

/** At most this many row problems are listed; the message counts them all. */
const MAX_ISSUES = 200;

/**
 * Each row names a student of the school (in the user's scope) once, with a non-zero whole
 * amount, and a student without a standing opening balance. Every problem is listed at its
 * row (`rows.N.field`, "Row N+1: …"); one problem refuses the whole file.
 */
async function resolveStudentRows(tx: DbOrTx, actor: Actor, input: StudentOpeningInput): Promise<StudentRow[]> {
  await checkOpenPeriod(tx, actor.schoolId, input.date);
  const issues: ApiIssue[] = [];
  const fail = (i: number, field: string, message: string) => issues.push({ path: `rows.${i}.${field}`, message: `Row ${i + 1}: ${message}` });
  const numbers = [...new Set(input.rows.map((r) => r.admission_no).filter((n) => n !== ''))];
  const found =
    numbers.length === 0
      ? []
      : await tx
          .select({ id: students.id, admissionNo: students.admissionNo, name: sql<string>`concat_ws(' ', ${students.firstName}, ${students.lastName})` })
          .from(students)
          .where(allOf(eq(students.schoolId, actor.schoolId), inArray(students.admissionNo, numbers), studentInScope(actor, students.id)));
  const byNumber = new Map(found.map((s) => [s.admissionNo, s]));
  const standing = new Map(
    (await standingOpenings(tx, actor.schoolId, STUDENT_OPENING_REF, found.length ? found.map((s) => s.id) : [-1])).map((o) => [o.studentId, o.entryId]),
  );
  const firstRow = new Map<string, number>();
  const rows: StudentRow[] = [];
  for (const [i, r] of input.rows.entries()) {
    if (r.admission_no === '') {
      fail(i, 'admission_no', 'Enter the admission number.');
      continue;
    }
    const key = r.admission_no.toLowerCase();
    const earlier = firstRow.get(key);
    if (earlier !== undefined) fail(i, 'admission_no', `Admission number ${r.admission_no} is also on row ${earlier + 1}: give each student one row.`);
    else firstRow.set(key, i);
    const student = byNumber.get(r.admission_no);
    if (!student) fail(i, 'admission_no', `No student of this school has admission number ${r.admission_no}.`);
    if (!Number.isSafeInteger(r.amount)) fail(i, 'amount', 'The amount must be whole minor units (cents).');
    else if (r.amount === 0) fail(i, 'amount', 'The amount is zero: leave the student out.');
    else if (Math.abs(r.amount) > MONEY_MAX) fail(i, 'amount', `The amount is too large (at most ${formatMoney(MONEY_MAX)}).`);
    if (student && standing.has(student.id)) {
      fail(i, 'admission_no', `${student.name} already has an opening balance (entry ${standing.get(student.id)}): reverse it to enter another.`);
    }
    if (student && earlier === undefined) rows.push({ row: i + 1, admission_no: r.admission_no, student_id: student.id, student_name: student.name, amount: r.amount });
  }
  if (issues.length > 0) {
    const n = new Set(issues.map((x) => x.path.split('.')[1])).size;
    throw new HttpError(422, `${n} ${n === 1 ? 'row needs' : 'rows need'} attention; nothing was posted.`, issues.slice(0, MAX_ISSUES));
  }
  return rows;
}

const totals = (rows: readonly { amount: number }[]) => ({
  owed: rows.reduce((s, r) => s + Math.max(r.amount, 0), 0),
  paid_ahead: rows.reduce((s, r) => s + Math.max(-r.amount, 0), 0),
});

export async function previewStudentOpening(db: DbOrTx, actor: Actor, input: StudentOpeningInput): Promise<StudentOpeningPreview> {
  const rows = await resolveStudentRows(db, actor, input);
  return { date: input.date, rows, students: rows.length, ...totals(rows) };
}

/**
 * One student's balance brought forward. Owed: a charge (kind `adjustment`), Dr Students
 * receivable / Cr Opening balance equity, matched to their payments like a fee. Paid ahead: a
 * payment (kind `payment`, no receipt), Dr Opening balance equity / Cr Students receivable, which
 * pays their later charges as money paid ahead at the counter does.
 */
function studentOpening(r: StudentRow, date: string, receivable: number, equity: number): BatchDraft {
  const amount = Math.abs(r.amount);
  const owed = r.amount > 0;
  return {
    keySuffix: `s${r.student_id}`,
    date,
    kind: owed ? 'adjustment' : 'payment',
    reference: STUDENT_OPENING_REF,
    memo: owed ? 'Balance brought forward' : 'Paid ahead, brought forward',
    lines: owed
      ? [
          { accountId: receivable, debit: amount, studentId: r.student_id },
          { accountId: equity, credit: amount },
        ]
      : [
          { accountId: equity, debit: amount },
          { accountId: receivable, credit: amount, studentId: r.student_id },
        ],
  };
}

const postedMessage = (students: number, date: string) => `Opening balances of ${students} ${students === 1 ? 'student' : 'students'} posted as of ${date}`;

/**
 * Posts every row's opening balance, or none: one entry per student, one audit row for the
 * import. The same Idempotency-Key again answers with what it posted.
 */
export async function postStudentOpening(db: Db, actor: Actor, claim: IdempotencyClaim, input: StudentOpeningInput): Promise<StudentOpeningResult & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const replay = await earlierBatch(tx, actor.schoolId, claim);
    if (replay) {
      const [sum] = await readRows(
        tx,
        v.object({ owed: int8, paid_ahead: int8 }),
        sql`select coalesce(sum(l.debit), 0) as owed, coalesce(sum(l.credit), 0) as paid_ahead
            from journal_entries je join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id
            where je.school_id = ${actor.schoolId} and starts_with(je.idempotency_key, ${`${claim.key}:`}) and l.student_id is not null`,
      );
      return { message: postedMessage(replay.entries, input.date), students: replay.entries, owed: Number(sum!.owed), paid_ahead: Number(sum!.paid_ahead), replayed: true };
    }
    const rows = await resolveStudentRows(tx, actor, input);
    const receivable = await defaultAccount(tx, actor.schoolId, 'receivable', 'rows');
    const equity = await equityAccount(tx, actor, 'rows');
    await writeEntries(
      tx,
      actor,
      claim,
      rows.map((r) => studentOpening(r, input.date, receivable, equity)),
      { action: 'post-opening', entity: 'journal-entry' },
    );
    // Paid ahead meets any charge already on the account, and owed meets any payment.
    await allocatePayments(tx, actor.schoolId, rows.map((r) => r.student_id));
    return { message: postedMessage(rows.length, input.date), students: rows.length, ...totals(rows), replayed: false };
  });
}
