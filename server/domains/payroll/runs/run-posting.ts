import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { monthLabel, type CancelPayrollInput, type PayPayrollInput } from '@contract';
import { readRows, type Db, type Tx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { journalLines, payrollRuns, payslipItems, payslips } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { counterAccount, defaultAccount, postOnce, writeEntry, type EntryDraft, type LedgerLine } from '../../finance/public';
import { schoolToday } from '../../people/public';
import { HttpError, notFound, staleRow, unprocessable } from '../../../lib/errors';
import { expectedVersion, lockSchool } from '../../../lib/rows';
import { bulkInsert } from '../../../lib/bulk-insert';
import { monthBounds } from './runs.service';
import { isClaimed } from './schedule';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/**
 * Approving, paying and cancelling a run (issue 12, ADR 023). Each posts one entry inside
 * `postOnce`, under the school's lock, so a retry answers with the first entry and two clerks
 * at once take turns: a run is approved, paid or cancelled whole or not at all.
 */

/**
 * `writeEntry` for thousands of lines. `groups` each balance on their own (one employee's
 * lines, say). The first groups, enough to name every account the entry uses, go through
 * `writeEntry` with all its checks and the audit row; the rest follow on the same entry in one
 * INSERT, whose balance the database checks again at commit. One statement could not bind the
 * lines of a large run, and building it row by row would cost more than the run itself.
 */
async function writeLargeEntry(tx: Tx, actor: Actor, claim: IdempotencyClaim, draft: Omit<EntryDraft, 'lines'>, groups: LedgerLine[][]): Promise<number> {
  const filled = groups.filter((g) => g.length > 0);
  if (filled.length === 0) throw new HttpError(422, 'There is nothing to post: every amount in this run is zero.');
  const accounts = new Set(filled.flat().map((l) => l.accountId));
  const named = new Set<number>();
  let split = 0;
  while (split < filled.length && (split === 0 || named.size < accounts.size)) for (const line of filled[split++]!) named.add(line.accountId);
  const head = filled.slice(0, split).flat();
  const entryId = await writeEntry(tx, actor, claim, { ...draft, lines: head });
  await bulkInsert(
    tx,
    'journal_lines',
    { school_id: 'bigint', entry_id: 'bigint', entry_date: 'date', line_no: 'int', account_id: 'bigint', debit: 'bigint', credit: 'bigint', employee_id: 'bigint' },
    filled
      .slice(split)
      .flat()
      .map((l, i) => ({ school_id: actor.schoolId, entry_id: entryId, entry_date: draft.date, line_no: head.length + i + 1, account_id: l.accountId, debit: l.debit ?? 0, credit: l.credit ?? 0, employee_id: l.employeeId ?? null })),
  );
  return entryId;
}

/** The run under the caller's lock; 404 for another school's. */
async function lockedRun(tx: Tx, schoolId: number, id: number) {
  await lockSchool(tx, schoolId);
  const [run] = await tx
    .select({
      id: payrollRuns.id,
      month: sql<string>`to_char(${payrollRuns.month}, 'YYYY-MM')`,
      status: payrollRuns.status,
      version: payrollRuns.version,
      entryId: payrollRuns.entryId,
      approvedOn: sql<string | null>`(select je.entry_date::text from journal_entries je where je.id = ${payrollRuns.entryId})`,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.schoolId, schoolId)))
    .for('update');
  if (!run) throw notFound('Payroll run');
  return { ...run, name: monthLabel(run.month) };
}

const checkVersion = (run: { version: number }, input: { version?: number }) => {
  if (input.version !== undefined && input.version !== run.version) throw staleRow();
};

const reference = (month: string) => `payroll:${month}`;

/**
 * Applies the floor's deferrals to the schedules, in two statements for the whole run. A cut
 * instalment keeps what this run recovers and the rest becomes a new instalment after the
 * last; a fully deferred one moves after the last itself (unless another run took it
 * meanwhile). Each recovery has at most one line per run, so the two never meet. This is
 * `appendInstalment` and `moveInstalmentToEnd` (schedule.ts) for many rows at once.
 */
async function applyDeferrals(tx: Tx, schoolId: number, runId: number) {
  const afterLast = (recoveryId: ReturnType<typeof sql>) =>
    sql`(select (max(x.month) + interval '1 month')::date from recovery_instalments x where x.recovery_id = ${recoveryId})`;
  await tx.execute(sql`
    with cut as (
      select ri.id, ri.recovery_id, i.amount as kept, ri.amount - i.amount as rest
      from payslip_items i join payslips p on p.id = i.payslip_id join recovery_instalments ri on ri.id = i.instalment_id
      where p.school_id = ${schoolId} and p.run_id = ${runId} and i.deferred > 0 and i.amount > 0 and ri.amount > i.amount
    ), kept as (
      update recovery_instalments ri set amount = cut.kept from cut where ri.id = cut.id returning ri.id
    )
    insert into recovery_instalments (school_id, recovery_id, seq, month, amount)
    select ${schoolId}, cut.recovery_id, (select max(x.seq) + 1 from recovery_instalments x where x.recovery_id = cut.recovery_id),
      ${afterLast(sql`cut.recovery_id`)}, cut.rest
    from cut`);
  await tx.execute(sql`
    update recovery_instalments set month = ${afterLast(sql`recovery_instalments.recovery_id`)}
    where school_id = ${schoolId} and not ${isClaimed} and id in (
      select i.instalment_id from payslip_items i join payslips p on p.id = i.payslip_id
      where p.school_id = ${schoolId} and p.run_id = ${runId} and i.amount = 0 and i.instalment_id is not null)`);
}

/** A slip's pay and its lines summed by kind. */
const slipFigures = v.object({ employee_id: int8, gross: int8, net: int8, advances: int8, loans: int8, deductions: int8 });

/**
 * Approve: one entry for the run (Dr Salary expense the gross; Cr Employee advances, Employee
 * loans, Deductions payable and Salaries payable the net; a line per employee and account),
 * the floor's deferrals written into the schedules, and the run Approved.
 */
export async function approveRun(db: Db, actor: Actor, claim: IdempotencyClaim, id: number, input: { version?: number; date?: string }) {
  return postOnce(db, actor, claim, async (tx) => {
    const run = await lockedRun(tx, actor.schoolId, id);
    if (run.status === 'Cancelled') throw new HttpError(409, 'This payroll run is cancelled.');
    if (run.status !== 'Pending') throw new HttpError(409, `${run.name} payroll is already approved.`);
    checkVersion(run, input);
    const { first, last } = monthBounds(run.month);
    const date = input.date ?? last;
    if (date < first) throw unprocessable('date', `Date the payroll in ${run.name} or later.`);
    const slips = await readRows(
      tx,
      slipFigures,
      sql`select p.employee_id, p.gross, p.net,
            coalesce(sum(i.amount) filter (where i.kind = 'advance'), 0) as advances,
            coalesce(sum(i.amount) filter (where i.kind = 'loan'), 0) as loans,
            coalesce(sum(i.amount) filter (where i.kind = 'deduction'), 0) as deductions
          from payslips p left join payslip_items i on i.payslip_id = p.id
          where p.school_id = ${actor.schoolId} and p.run_id = ${id}
          group by p.school_id, p.id order by p.employee_id`,
    );
    if (!slips.some((s) => Number(s.gross) > 0)) throw new HttpError(422, `There is nothing to approve: no one in ${run.name} payroll earns anything.`);
    const [expense, advances, loans, withheld, payable] = [
      await defaultAccount(tx, actor.schoolId, 'salary-expense', 'id'),
      await defaultAccount(tx, actor.schoolId, 'advances', 'id'),
      await defaultAccount(tx, actor.schoolId, 'loans', 'id'),
      await defaultAccount(tx, actor.schoolId, 'deductions-payable', 'id'),
      await defaultAccount(tx, actor.schoolId, 'salaries-payable', 'id'),
    ];
    const perEmployee = slips.map((s) => {
      const employeeId = Number(s.employee_id);
      const lines: LedgerLine[] = [
        { accountId: expense, debit: Number(s.gross), employeeId },
        { accountId: advances, credit: Number(s.advances), employeeId },
        { accountId: loans, credit: Number(s.loans), employeeId },
        { accountId: withheld, credit: Number(s.deductions), employeeId },
        { accountId: payable, credit: Number(s.net), employeeId },
      ];
      return lines.filter((l) => (l.debit ?? l.credit ?? 0) > 0);
    });
    const entryId = await writeLargeEntry(tx, actor, claim, { date, kind: 'payroll', reference: reference(run.month), memo: `Payroll ${run.name}` }, perEmployee);
    await applyDeferrals(tx, actor.schoolId, id);
    await tx
      .update(payrollRuns)
      .set({ status: 'Approved', entryId, ...expectedVersion(input) })
      .where(eq(payrollRuns.id, id));
    return entryId;
  });
}

/**
 * Pay: Dr Salaries payable each employee's net, Cr the cash or bank account, for the listed
 * employees or everyone still unpaid. Once every slip with pay is paid, the run is Paid.
 */
export async function payRun(db: Db, actor: Actor, claim: IdempotencyClaim, id: number, input: PayPayrollInput) {
  return postOnce(db, actor, claim, async (tx) => {
    const run = await lockedRun(tx, actor.schoolId, id);
    if (run.status === 'Pending') throw new HttpError(422, `Approve ${run.name} payroll before paying it.`);
    if (run.status === 'Cancelled') throw new HttpError(409, 'This payroll run is cancelled.');
    if (run.status === 'Paid') throw new HttpError(409, `Everyone in ${run.name} payroll has been paid.`);
    if (run.approvedOn && input.date < run.approvedOn) throw unprocessable('date', `Pay on or after the approval date, ${run.approvedOn}.`);
    const slips = await tx
      .select({ employeeId: payslips.employeeId, net: payslips.net, paid: sql<boolean>`${payslips.paidEntryId} is not null` })
      .from(payslips)
      .where(and(eq(payslips.schoolId, actor.schoolId), eq(payslips.runId, id)));
    const byEmployee = new Map(slips.map((s) => [s.employeeId, s]));
    const listed = [...new Set(input.employee_ids)];
    for (const employeeId of listed) {
      const slip = byEmployee.get(employeeId);
      if (!slip) throw unprocessable('employee_ids', `Employee ${employeeId} is not in ${run.name} payroll.`);
      if (slip.paid) throw unprocessable('employee_ids', `Employee ${employeeId} has already been paid for ${run.name}.`);
      if (slip.net === 0) throw unprocessable('employee_ids', `Employee ${employeeId} has no net pay for ${run.name}.`);
    }
    const paying = listed.length > 0 ? listed.map((e) => byEmployee.get(e)!) : slips.filter((s) => !s.paid && s.net > 0);
    if (paying.length === 0) throw new HttpError(409, `Everyone in ${run.name} payroll has been paid.`);
    const [payable, cash] = [await defaultAccount(tx, actor.schoolId, 'salaries-payable', 'account_id'), await counterAccount(tx, actor, input.account_id)];
    // Two balanced groups: the first employee with their own cash line (what writeEntry checks), then everyone else.
    const [lead, ...others] = paying;
    const groups: LedgerLine[][] = [
      [{ accountId: payable, debit: lead!.net, employeeId: lead!.employeeId }, { accountId: cash, credit: lead!.net, field: 'account_id' }],
      others.length === 0 ? [] : [...others.map((s) => ({ accountId: payable, debit: s.net, employeeId: s.employeeId })), { accountId: cash, credit: others.reduce((sum, s) => sum + s.net, 0) }],
    ];
    const entryId = await writeLargeEntry(tx, actor, claim, { date: input.date, kind: 'payroll', reference: `payroll-pay:${run.month}`, memo: `Salaries ${run.name}` }, groups);
    const paidIds = new Set(paying.map((s) => s.employeeId));
    const scope = listed.length > 0 ? inArray(payslips.employeeId, listed) : and(isNull(payslips.paidEntryId), sql`${payslips.net} > 0`);
    await tx.update(payslips).set({ paidEntryId: entryId }).where(and(eq(payslips.schoolId, actor.schoolId), eq(payslips.runId, id), scope));
    if (slips.every((s) => s.paid || s.net === 0 || paidIds.has(s.employeeId))) {
      await tx.update(payrollRuns).set({ status: 'Paid' }).where(eq(payrollRuns.id, id));
    }
    return entryId;
  });
}

/** Lets a cancelled run's lines go: the instalments they held can be taken again. */
async function releaseLines(tx: Tx, schoolId: number, runId: number) {
  await tx
    .update(payslipItems)
    .set({ released: true })
    .where(and(eq(payslipItems.schoolId, schoolId), sql`${payslipItems.payslipId} in (select p.id from payslips p where p.run_id = ${runId})`));
}

/** How the caller sent its Idempotency-Key: needed only to cancel an approved run. */
export interface CancelClaim {
  sent: boolean;
  /** The claim, or the 400 saying the key is missing. */
  claim: () => IdempotencyClaim;
}

export type CancelResult = { entryId: number; replayed: boolean } | { entryId: null; replayed: false };

const cannotCancel = (status: string) => {
  if (status === 'Cancelled') return new HttpError(409, 'This payroll run is already cancelled.');
  return new HttpError(422, 'Some employees have been paid: the run cannot be cancelled.');
};

/** A pending run: no entry to undo; its lines are released and it is Cancelled. */
async function dropPending(db: Db, actor: Actor, id: number, input: CancelPayrollInput): Promise<CancelResult> {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, actor.schoolId, id);
    if (run.status !== 'Pending') throw run.status === 'Approved' ? new HttpError(409, 'This run has just been approved: reload it to cancel it.') : cannotCancel(run.status);
    checkVersion(run, input);
    await releaseLines(tx, actor.schoolId, id);
    await tx.update(payrollRuns).set({ status: 'Cancelled', cancelReason: input.reason, ...expectedVersion(input) }).where(eq(payrollRuns.id, id));
    await audit(tx, actor, { action: 'cancel', entity: 'payroll-run', ids: [id], detail: { month: run.month, reason: input.reason } });
  });
  return { entryId: null, replayed: false };
}

/**
 * An approved run nobody has been paid from: its entry is reversed (every line's sides
 * swapped, dated `date`, else today or the approval date if that is later), its lines are
 * released so the next run recovers those instalments again, and it is Cancelled.
 */
async function reverseApproved(db: Db, actor: Actor, claim: IdempotencyClaim, id: number, input: CancelPayrollInput) {
  return postOnce(db, actor, claim, async (tx) => {
    const run = await lockedRun(tx, actor.schoolId, id);
    if (run.status !== 'Approved') throw cannotCancel(run.status);
    checkVersion(run, input);
    const [paid] = await tx.select({ id: payslips.id }).from(payslips).where(and(eq(payslips.runId, id), sql`${payslips.paidEntryId} is not null`)).limit(1);
    if (paid) throw cannotCancel('Paid');
    const approvedOn = run.approvedOn!;
    const today = await schoolToday(tx, actor);
    const date = input.date ?? (today > approvedOn ? today : approvedOn);
    if (date < approvedOn) throw unprocessable('date', `A cancellation cannot be dated before the approval, ${approvedOn}.`);
    const lines = await tx
      .select({ accountId: journalLines.accountId, debit: journalLines.credit, credit: journalLines.debit, employeeId: journalLines.employeeId })
      .from(journalLines)
      .where(and(eq(journalLines.schoolId, actor.schoolId), eq(journalLines.entryId, run.entryId!)))
      .orderBy(journalLines.lineNo);
    const perEmployee = new Map<number | null, LedgerLine[]>();
    for (const line of lines) perEmployee.set(line.employeeId, [...(perEmployee.get(line.employeeId) ?? []), line]);
    const entryId = await writeLargeEntry(
      tx,
      actor,
      claim,
      { date, kind: 'reversal', reversesId: run.entryId, reference: reference(run.month), memo: `Payroll ${run.name} cancelled: ${input.reason}` },
      [...perEmployee.values()],
    );
    await releaseLines(tx, actor.schoolId, id);
    await tx
      .update(payrollRuns)
      .set({ status: 'Cancelled', cancelEntryId: entryId, cancelReason: input.reason, ...expectedVersion(input) })
      .where(eq(payrollRuns.id, id));
    return entryId;
  });
}

/**
 * Cancel: a pending run is simply dropped; an approved one is reversed, which needs an
 * Idempotency-Key; one that has paid anybody cannot be cancelled. A retry of a reversal that
 * went through answers with its entry even though the run is cancelled by then.
 */
export async function cancelRun(db: Db, actor: Actor, id: number, input: CancelPayrollInput, key: CancelClaim): Promise<CancelResult> {
  const [run] = await db.select({ status: payrollRuns.status }).from(payrollRuns).where(and(eq(payrollRuns.id, id), eq(payrollRuns.schoolId, actor.schoolId)));
  if (!run) throw notFound('Payroll run');
  if (run.status === 'Approved' || (run.status === 'Cancelled' && key.sent)) return reverseApproved(db, actor, key.claim(), id, input);
  if (run.status === 'Pending') return dropPending(db, actor, id, input);
  throw cannotCancel(run.status);
}

