import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney, instalmentFor, monthLabel, planInstalments, type AdvanceInput, type LoanInput, type RecoveryKind, type RecoveryUpdateInput } from '@contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { employees, payrollRuns, payslipItems, payslips, recoveries, recoveryInstalments } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { counterAccount, defaultAccount, postOnce, writeEntry } from '../../finance/public';
import { HttpError, notFound, unprocessable } from '../../../lib/errors';
import { expectedVersion, lockSchool } from '../../../lib/rows';
import { scheduleOf } from './recovery-reads';
import { moveInstalmentToEnd } from './schedule';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/** How each kind reads and posts; the route fixes the kind. */
export const KINDS = {
  advance: { noun: 'advance', title: 'Advance', role: 'advances', memo: 'Salary advance' },
  loan: { noun: 'loan', title: 'Loan', role: 'loans', memo: 'Staff loan' },
} as const;

export type PayoutInput = (AdvanceInput & { kind: 'advance' }) | (LoanInput & { kind: 'loan' });

const firstDay = (month: string) => `${month}-01`;

/** The employee a payout goes to: one of the school's, and still working there. */
export async function activeEmployee(tx: DbOrTx, schoolId: number, id: number) {
  const [row] = await tx
    .select({ number: employees.number, status: employees.status })
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.schoolId, schoolId)));
  if (!row) throw unprocessable('employee_id', 'Choose an employee of this school.');
  if (row.status !== 'Active') throw unprocessable('employee_id', 'This employee is inactive.');
  return row;
}

async function insertPlan(tx: DbOrTx, schoolId: number, recoveryId: number, plan: { month: string; amount: number }[], firstSeq: number) {
  if (plan.length === 0) return;
  await tx.insert(recoveryInstalments).values(plan.map((p, i) => ({ schoolId, recoveryId, seq: firstSeq + i, month: firstDay(p.month), amount: p.amount })));
}

/** What a recovery starts with, paid out here or brought forward: the entry's credit side differs. */
export interface RecoveryStart {
  kind: RecoveryKind;
  employee_id: number;
  date: string;
  amount: number;
  reason: string;
  first_month: string;
  /** The monthly instalment (an advance's follows from its count of instalments). */
  instalment: number;
  /** The account credited: the cash or bank paid from, or Opening equity. */
  creditAccountId: number;
  creditField: string;
  memo: string;
  reference: string;
}

/**
 * Dr Employee advances (or loans) for the employee, Cr `creditAccountId`, and the planned
 * instalments: what a payout and a brought-forward balance share. Runs in the caller's
 * transaction (`postOnce`), so the entry, the recovery and its plan are written whole or not at all.
 */
export async function startRecovery(tx: Tx, actor: Actor, claim: IdempotencyClaim, start: RecoveryStart): Promise<{ entryId: number; recoveryId: number }> {
  const kind = KINDS[start.kind];
  const receivable = await defaultAccount(tx, actor.schoolId, kind.role, 'employee_id');
  const entryId = await writeEntry(tx, actor, claim, {
    date: start.date,
    kind: start.kind,
    memo: start.memo,
    reference: start.reference,
    lines: [
      { accountId: receivable, debit: start.amount, employeeId: start.employee_id, field: 'employee_id' },
      { accountId: start.creditAccountId, credit: start.amount, field: start.creditField },
    ],
  });
  const [row] = await tx
    .insert(recoveries)
    .values({ schoolId: actor.schoolId, kind: start.kind, employeeId: start.employee_id, paidOn: start.date, amount: start.amount, instalment: start.instalment, reason: start.reason, accountId: start.creditAccountId, entryId })
    .returning({ id: recoveries.id });
  await insertPlan(tx, actor.schoolId, row!.id, planInstalments(start.amount, start.instalment, start.first_month), 1);
  return { entryId, recoveryId: row!.id };
}

/** The first month payroll may recover in: not before the month the recovery starts. */
export function checkFirstMonth(kind: RecoveryKind, started: string, date: string, firstMonth: string) {
  if (firstMonth < date.slice(0, 7)) {
    throw unprocessable('first_month', `Recovery cannot start before the ${KINDS[kind].noun} is ${started} (${monthLabel(date)}).`);
  }
}

/** The planned monthly instalment: a loan's as asked, an advance's from its count. */
export const instalmentOf = (input: { amount: number } & ({ kind: 'advance'; instalments: number } | { kind: 'loan'; instalment: number })) =>
  input.kind === 'advance' ? instalmentFor(input.amount, input.instalments) : input.instalment;

/** The recovery a posted entry started. */
export async function recoveryOfEntry(db: DbOrTx, entryId: number): Promise<number> {
  const [row] = await db.select({ id: recoveries.id }).from(recoveries).where(eq(recoveries.entryId, entryId));
  return row!.id;
}

/**
 * Pays an advance or a loan out: Dr Employee advances (or loans) for the employee, Cr the cash
 * or bank account, and the planned instalments, in one transaction. The same key again answers
 * with the first payout.
 */
export async function payOut(db: Db, actor: Actor, claim: IdempotencyClaim, input: PayoutInput) {
  const kind = KINDS[input.kind];
  const posted = await postOnce(db, actor, claim, async (tx) => {
    const employee = await activeEmployee(tx, actor.schoolId, input.employee_id);
    checkFirstMonth(input.kind, 'paid out', input.date, input.first_month);
    const cash = await counterAccount(tx, actor, input.account_id);
    const started = await startRecovery(tx, actor, claim, {
      kind: input.kind,
      employee_id: input.employee_id,
      date: input.date,
      amount: input.amount,
      reason: input.reason,
      first_month: input.first_month,
      instalment: instalmentOf(input),
      creditAccountId: cash,
      creditField: 'account_id',
      memo: `${kind.memo}: ${input.reason}`,
      reference: `${input.kind}:${employee.number}`,
    });
    return started.entryId;
  });
  return { ...posted, id: await recoveryOfEntry(db, posted.entryId) };
}

/**
 * Locks the school's recovery of this kind for a change; another kind's or school's is a 404.
 * Runs are generated under the school's lock, so a run never claims an instalment being re-planned.
 */
export async function lockRecovery(tx: Tx, actor: Actor, kind: RecoveryKind, id: number) {
  await lockSchool(tx, actor.schoolId);
  const [row] = await tx
    .select({ amount: recoveries.amount, paidOn: recoveries.paidOn, entryId: recoveries.entryId, accountId: recoveries.accountId })
    .from(recoveries)
    .where(and(eq(recoveries.id, id), eq(recoveries.schoolId, actor.schoolId), eq(recoveries.kind, kind)))
    .for('update');
  if (!row) throw notFound(KINDS[kind].title);
  return row;
}

/** A pending run with a line of this recovery: its plan is the run's until approved or cancelled. */
export async function pendingRunMonth(tx: DbOrTx, recoveryId: number): Promise<string | null> {
  const [run] = await tx
    .select({ month: payrollRuns.month })
    .from(payslipItems)
    .innerJoin(payslips, eq(payslips.id, payslipItems.payslipId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(eq(payslipItems.recoveryId, recoveryId), eq(payslipItems.released, false), eq(payrollRuns.status, 'Pending')))
    .limit(1);
  return run?.month ?? null;
}

/** Instalments an unreleased line points at (a run that deferred one in full): they are moved, never deleted. */
const heldByLine = sql`exists (select 1 from ${payslipItems} where ${payslipItems.instalmentId} = ${recoveryInstalments.id} and not ${payslipItems.released})`;

/**
 * Re-plans what is left to recover: `instalment` a month from `first_month`. Recovered
 * instalments stay; the planned ones give way to the new plan, numbered after the last, so
 * the schedule still adds up to the amount paid out.
 */
export async function replanRecovery(db: Db, actor: Actor, kind: RecoveryKind, id: number, input: RecoveryUpdateInput) {
  const { noun } = KINDS[kind];
  await db.transaction(async (tx) => {
    const current = await lockRecovery(tx, actor, kind, id);
    await tx
      .update(recoveries)
      .set({ reason: input.reason, instalment: Math.min(input.instalment, current.amount), ...expectedVersion(input) })
      .where(eq(recoveries.id, id));
    const pending = await pendingRunMonth(tx, id);
    if (pending) throw unprocessable('instalment', `The pending payroll for ${monthLabel(pending)} recovers from this ${noun}: approve or cancel it first.`);
    const schedule = await scheduleOf(tx, actor.schoolId, id);
    const done = schedule.filter((i) => i.status === 'Recovered');
    const left = current.amount - done.reduce((sum, i) => sum + i.amount, 0);
    if (left <= 0) throw new HttpError(422, `This ${noun} is repaid.`);
    const lastRecovered = done.reduce((last, i) => (i.month > last ? i.month : last), '');
    if (input.first_month <= lastRecovered) throw unprocessable('first_month', `Payroll has recovered up to ${monthLabel(lastRecovered)}: start the new plan after it.`);
    if (input.first_month < current.paidOn.slice(0, 7)) throw unprocessable('first_month', `Recovery cannot start before the ${noun} was paid out (${monthLabel(current.paidOn)}).`);
    if (input.instalment > left) throw unprocessable('instalment', `The monthly instalment cannot be more than what is left to recover (${formatMoney(left)}).`);
    const plan = planInstalments(left, input.instalment, input.first_month);
    const nextSeq = Math.max(0, ...schedule.map((i) => i.seq)) + 1;
    const planned = schedule.filter((i) => i.status === 'Planned').map((i) => i.id);
    const kept = planned.length === 0 ? [] : await tx
      .select({ id: recoveryInstalments.id })
      .from(recoveryInstalments)
      .where(and(eq(recoveryInstalments.recoveryId, id), inArray(recoveryInstalments.id, planned), heldByLine))
      .orderBy(recoveryInstalments.seq);
    if (kept.length > plan.length) throw unprocessable('instalment', 'Payroll has deferred more instalments than this plan has: choose a smaller monthly instalment.');
    if (planned.length) await tx.delete(recoveryInstalments).where(and(eq(recoveryInstalments.recoveryId, id), inArray(recoveryInstalments.id, planned), sql`not ${heldByLine}`));
    // A deferred instalment a line still names takes a place in the new plan instead of going.
    for (const [i, row] of kept.entries()) {
      await tx.update(recoveryInstalments).set({ seq: nextSeq + i, month: firstDay(plan[i]!.month), amount: plan[i]!.amount }).where(eq(recoveryInstalments.id, row.id));
    }
    await insertPlan(tx, actor.schoolId, id, plan.slice(kept.length), nextSeq + kept.length);
    await audit(tx, actor, { action: 'replan', entity: kind, ids: [id], detail: { instalment: input.instalment, first_month: input.first_month } });
  });
}

/**
 * Skips a month: the planned instalment of that month moves to the month after the schedule's
 * last, so no month is asked for two.
 */
export async function skipMonth(db: Db, actor: Actor, kind: RecoveryKind, id: number, month: string) {
  await db.transaction(async (tx) => {
    await lockRecovery(tx, actor, kind, id);
    const schedule = await scheduleOf(tx, actor.schoolId, id);
    const target = schedule.find((i) => i.month === month && i.status === 'Planned');
    if (!target) throw unprocessable('month', `No planned instalment of this ${KINDS[kind].noun} falls in ${monthLabel(month)}.`);
    await moveInstalmentToEnd(tx, actor.schoolId, id, target.id);
    // The schedule changed: a form holding the old version must reload before it re-plans.
    await tx.update(recoveries).set({ reason: sql`${recoveries.reason}` }).where(eq(recoveries.id, id));
    await audit(tx, actor, { action: 'skip', entity: kind, ids: [id], detail: { month, instalment_id: target.id } });
  });
}
