import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  formatMoney,
  journalTotals,
  MONEY_MAX,
  type ApiIssue,
  type OpeningInput,
  type OpeningPreview,
  type StudentOpeningInput,
  type StudentOpeningPreview,
  type StudentOpeningResult,
} from '@contract';
import { readRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { accounts, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { HttpError, unprocessable } from '../../../lib/errors';
import type { IdempotencyClaim } from '../../../lib/idempotency';
import { allOf } from '../../../lib/listing';
import { lockSchool } from '../../../lib/rows';
import { studentInScope } from '../../../lib/scope';
import { defaultAccount } from '../ledger/chart';
import { checkOpenPeriod, earlierBatch, postOnce, writeEntries, writeEntry, type BatchDraft, type LedgerLine } from '../ledger/ledger';
import { allocatePayments } from '../ledger/student-ledger';
import { balanceSheet } from '../reports/statements';

/**
 * Opening balances (ADR 041). The accounts' balances are one entry (reference
 * `opening:accounts`), each student's balance one entry of their own (reference
 * `opening:student`), all against Opening balance equity. A school holds one standing opening
 * of each: another is refused until the first is reversed.
 */
export const OPENING_ACCOUNTS_REF = 'opening:accounts';
export const STUDENT_OPENING_REF = 'opening:student';

/** The account the chart seeds as `3000 Opening equity`; added under this name when missing. */
export const OPENING_EQUITY = { code: '3000', name: 'Opening balance equity' } as const;
const OPENING_EQUITY_NAMES = ['opening equity', 'opening balance equity', 'opening balances equity'];

const OWNED: Record<string, string> = {
  receivable: "Students' balances are brought forward per student, under Students' balances.",
  advances: 'Employee advances follow their recovery schedules: enter an advance under Employees.',
  loans: 'Employee loans follow their recovery schedules: enter a loan under Employees.',
};

interface EquityAccount {
  id: number;
  code: string;
  name: string;
  status: string;
}

/** Opening balance equity: the equity account coded 3000, else one named like it. */
async function findEquity(tx: DbOrTx, schoolId: number): Promise<EquityAccount | undefined> {
  const [row] = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, status: accounts.status })
    .from(accounts)
    .where(
      and(
        eq(accounts.schoolId, schoolId),
        eq(accounts.type, 'equity'),
        sql`(${accounts.code} = ${OPENING_EQUITY.code} or lower(${accounts.name}) in (${sql.join(OPENING_EQUITY_NAMES.map((n) => sql`${n}`), sql`, `)}))`,
      ),
    )
    .orderBy(sql`${accounts.code} = ${OPENING_EQUITY.code} desc`, accounts.id)
    .limit(1);
  return row;
}

/**
 * Opening balance equity, added to the chart when the school has none: the account every
 * brought-forward balance is credited to (accounts, students here; staff loans in payroll).
 */
export async function equityAccount(tx: DbOrTx, actor: Actor, field: string): Promise<number> {
  const found = await findEquity(tx, actor.schoolId);
  if (found) {
    if (found.status !== 'Active') throw unprocessable(field, `${found.code} ${found.name} is inactive: make it active in the chart of accounts first.`);
    return found.id;
  }
  const taken = await tx
    .select({ code: accounts.code, name: sql<string>`lower(${accounts.name})` })
    .from(accounts)
    .where(eq(accounts.schoolId, actor.schoolId));
  if (taken.some((a) => a.name === OPENING_EQUITY.name.toLowerCase())) {
    throw unprocessable(field, `The account named ${OPENING_EQUITY.name} is not an equity account: make it equity in the chart of accounts.`);
  }
  const codes = new Set(taken.map((a) => a.code.toLowerCase()));
  let n = Number(OPENING_EQUITY.code);
  while (codes.has(String(n)) && n < 3999) n += 1;
  const [row] = await tx
    .insert(accounts)
    .values({ schoolId: actor.schoolId, code: String(n), name: OPENING_EQUITY.name, type: 'equity', isCash: false, defaultFor: null })
    .returning({ id: accounts.id });
  // Not audited apart: the request's one audit row is the entry's, and the account is its balancing line.
  return row!.id;
}

/** The standing (not reversed, not a reversal) entries carrying `reference`, with the students on their lines. */
async function standingOpenings(tx: DbOrTx, schoolId: number, reference: string, studentIds?: readonly number[]) {
  const rows = await readRows(
    tx,
    v.object({ entry_id: int8, student_id: v.nullable(int8) }),
    sql`select distinct je.id as entry_id, l.student_id
        from journal_entries je join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id
        where je.school_id = ${schoolId} and je.reference = ${reference} and je.kind <> 'reversal'
          and not exists (select 1 from journal_entries r where r.school_id = je.school_id and r.reverses_id = je.id)
          ${studentIds ? sql`and l.student_id in (${sql.join(studentIds.map((id) => sql`${id}`), sql`, `)})` : sql``}`,
  );
  return rows.map((r) => ({ entryId: Number(r.entry_id), studentId: r.student_id === null ? null : Number(r.student_id) }));
}

/** The lines' accounts: the school's, active, and not one whose balance another screen owns. */
async function checkAccountLines(tx: DbOrTx, actor: Actor, input: OpeningInput, equityId: number | undefined) {
  const ids = input.lines.map((l) => l.account_id);
  const found = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, status: accounts.status, defaultFor: accounts.defaultFor })
    .from(accounts)
    .where(and(eq(accounts.schoolId, actor.schoolId), inArray(accounts.id, ids)));
  const byId = new Map(found.map((a) => [a.id, a]));
  return input.lines.map((line, i) => {
    const field = `lines.${i}.account_id`;
    const account = byId.get(line.account_id);
    if (!account) throw unprocessable(field, 'Choose an account of this school.');
    if (account.status !== 'Active') throw unprocessable(field, 'This account is inactive: choose an active account.');
    const owned = account.defaultFor ? OWNED[account.defaultFor] : undefined;
    if (owned) throw unprocessable(field, owned);
    if (account.id === equityId) throw unprocessable(field, `${account.name} is the balancing line: it is computed, not entered.`);
    return { ...line, code: account.code, name: account.name };
  });
}

/** The opening entry: the lines and, on Opening balance equity, their difference. */
async function writeOpening(tx: Tx, actor: Actor, claim: IdempotencyClaim, input: OpeningInput) {
  await checkOpenPeriod(tx, actor.schoolId, input.date);
  const existing = await findEquity(tx, actor.schoolId);
  const lines = await checkAccountLines(tx, actor, input, existing?.id);
  const [standing] = await standingOpenings(tx, actor.schoolId, OPENING_ACCOUNTS_REF);
  if (standing) {
    const message = `The accounts' opening balances are already posted (entry ${standing.entryId}): reverse that entry to enter them again.`;
    throw new HttpError(409, message, [{ path: 'date', message }], { entry_id: standing.entryId });
  }
  const equityId = await equityAccount(tx, actor, 'lines');
  const { debits, credits } = journalTotals(lines);
  const equity = { debit: Math.max(credits - debits, 0), credit: Math.max(debits - credits, 0) };
  const ledgerLines: LedgerLine[] = lines.map((l, i) => ({ accountId: l.account_id, debit: l.debit, credit: l.credit, field: `lines.${i}.account_id` }));
  if (equity.debit > 0 || equity.credit > 0) ledgerLines.push({ accountId: equityId, ...equity, field: 'lines' });
  if (ledgerLines.length < 2) throw unprocessable('lines', 'Enter the balances of at least two accounts, or of one that Opening balance equity balances.');
  if (Math.max(debits, credits) > MONEY_MAX) throw unprocessable('lines', `The balances add up to more than ${formatMoney(MONEY_MAX)}.`);
  const entryId = await writeEntry(tx, actor, claim, {
    date: input.date,
    kind: 'adjustment',
    reference: OPENING_ACCOUNTS_REF,
    memo: `Opening balances as of ${input.date}`,
    lines: ledgerLines,
  });
  return { entryId, lines, equity, existing };
}

/** Thrown to roll a preview's transaction back with its answer. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Runs `work` in a transaction that is always rolled back: a preview that posts nothing. */
async function dryRun<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
  throw new Error('unreachable');
}

const previewClaim = (input: unknown): IdempotencyClaim => ({ key: `preview:${randomUUID()}`, request: input });

/**
 * What posting would do: the entry is written in a transaction that is rolled back, and the
 * balance sheet report read inside it, so the preview is the very sheet the post will produce.
 */
export async function previewOpening(db: Db, actor: Actor, input: OpeningInput): Promise<OpeningPreview> {
  return dryRun(db, async (tx) => {
    const { lines, equity, existing } = await writeOpening(tx, actor, previewClaim(input), input);
    const sheet = await balanceSheet(tx, actor, { on: input.date });
    return {
      date: input.date,
      equity_account: existing ? { id: existing.id, code: existing.code, name: existing.name } : null,
      lines: lines.map((l) => ({ account_id: l.account_id, code: l.code, name: l.name, debit: l.debit, credit: l.credit })),
      equity,
      sheet,
    };
  });
}

/** Posts the accounts' opening entry once per Idempotency-Key, and once per school until reversed. */
export async function postOpening(db: Db, actor: Actor, claim: IdempotencyClaim, input: OpeningInput) {
  return postOnce(db, actor, claim, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    return (await writeOpening(tx, actor, claim, input)).entryId;
  });
}

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
