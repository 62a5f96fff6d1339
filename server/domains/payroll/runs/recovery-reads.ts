import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Instalment, InstalmentState, Page, Recovery, RecoveryDetail, RecoveryKind, RecoveryOrigin, RecoveryState } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { accounts, employees, payrollRuns, payslipItems, payslips, recoveries, recoveryInstalments } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, selectPage, totalRows, type ListArgs } from '../../../lib/listing';
import type { SessionRecord } from '../../../lib/session';

/**
 * What an advance or a loan has recovered is read from payslip lines, never stored (ADR 023):
 * a live line (not released, above zero) in an approved or paid run has recovered its
 * instalment; one in a pending run is about to.
 */
export const RECOVERED_RUNS = sql`('Approved', 'Paid')`;

/** Σ the recovery's live lines in approved or paid runs. */
const recovered = sql<number>`coalesce((select sum(pi.amount) from payslip_items pi
  join payslips ps on ps.id = pi.payslip_id join payroll_runs pr on pr.id = ps.run_id
  where pi.recovery_id = ${recoveries.id} and not pi.released and pi.amount > 0 and pr.status in ${RECOVERED_RUNS}), 0)`.mapWith(Number);
const remaining = sql<number>`(${recoveries.amount} - ${recovered})`.mapWith(Number);

/** The earliest instalment no approved run has recovered: the next month payroll takes one. */
const nextMonth = sql<string | null>`(select to_char(min(ri.month), 'YYYY-MM') from recovery_instalments ri
  where ri.recovery_id = ${recoveries.id} and not exists (select 1 from payslip_items pi
    join payslips ps on ps.id = pi.payslip_id join payroll_runs pr on pr.id = ps.run_id
    where pi.instalment_id = ri.id and not pi.released and pi.amount > 0 and pr.status in ${RECOVERED_RUNS}))`;
const lastMonth = sql<string | null>`(select to_char(max(ri.month), 'YYYY-MM') from recovery_instalments ri where ri.recovery_id = ${recoveries.id})`;

/** The date of the entry that reversed the recovery's (a brought-forward balance undone), if any. */
const reversedOn = sql<string | null>`(select to_char(j.entry_date, 'YYYY-MM-DD') from journal_entries j
  where j.school_id = ${recoveries.schoolId} and j.reverses_id = ${recoveries.entryId})`;
/** Brought forward when the entry credited equity (Opening equity) rather than cash or bank. */
const origin = sql<RecoveryOrigin>`case when ${accounts.type} = 'equity' then 'brought-forward' else 'payout' end`;

export const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

const recoveryColumns = {
  id: recoveries.id,
  version: recoveries.version,
  kind: sql<RecoveryKind>`${recoveries.kind}`,
  employee_id: recoveries.employeeId,
  employee_name: employeeName,
  employee_number: employees.number,
  paid_on: recoveries.paidOn,
  amount: recoveries.amount,
  instalment: recoveries.instalment,
  reason: recoveries.reason,
  account_id: recoveries.accountId,
  account_name: accounts.name,
  entry_id: recoveries.entryId,
  recovered,
  next_month: nextMonth,
  last_month: lastMonth,
  origin,
  reversed_on: reversedOn,
};

/** What is left and the state follow from the one `recovered` read, not from reading it twice more in SQL. */
function withRemaining<R extends { amount: number; recovered: number; reversed_on: string | null }>(row: R): R & { remaining: number; status: RecoveryState | 'Reversed' } {
  if (row.reversed_on !== null) return { ...row, remaining: 0, status: 'Reversed' };
  const left = row.amount - row.recovered;
  return { ...row, remaining: left, status: left === 0 ? 'Repaid' : 'Active' };
}

function selectRecoveries(db: DbOrTx) {
  return db
    .select({ ...recoveryColumns, total: totalRows })
    .from(recoveries)
    .innerJoin(employees, eq(employees.id, recoveries.employeeId))
    .innerJoin(accounts, eq(accounts.id, recoveries.accountId));
}

export interface RecoveryListArgs extends ListArgs {
  employee_id?: number;
  status?: RecoveryState;
}

/** One query per page: each row's recovered and remaining figures are subqueries, not N+1 reads. */
export async function listRecoveries(db: DbOrTx, user: SessionRecord, kind: RecoveryKind, args: RecoveryListArgs): Promise<Page<Recovery>> {
  const status: SQL | undefined =
    args.status === 'Repaid' ? sql`${remaining} = 0 and ${reversedOn} is null` : args.status === 'Active' ? sql`${remaining} > 0 and ${reversedOn} is null` : undefined;
  const page = await selectPage(selectRecoveries(db)
    .where(
      allOf(
        eq(recoveries.schoolId, user.schoolId),
        eq(recoveries.kind, kind),
        args.employee_id ? eq(recoveries.employeeId, args.employee_id) : undefined,
        status,
        searchOf(args.search, [employeeName, employees.number, recoveries.reason]),
      ),
    )
    .orderBy(
      ...(args.sort
        ? orderOf(args, { paid_on: recoveries.paidOn, employee: employeeName, amount: recoveries.amount, remaining }, recoveries.paidOn, recoveries.id)
        : [desc(recoveries.paidOn), desc(recoveries.id)]),
    )
    .limit(args.limit)
    .offset(offsetOf(args)), args);
  return { ...page, data: page.data.map(withRemaining) };
}

/** Each instalment of a recovery, with the run whose live line holds it, if any. */
export async function scheduleOf(db: DbOrTx, schoolId: number, recoveryId: number): Promise<(Instalment & { run_month: string | null })[]> {
  const rows = await db
    .select({
      id: recoveryInstalments.id,
      seq: recoveryInstalments.seq,
      month: sql<string>`to_char(${recoveryInstalments.month}, 'YYYY-MM')`,
      amount: recoveryInstalments.amount,
      run_status: payrollRuns.status,
      run_id: payrollRuns.id,
      run_month: sql<string | null>`to_char(${payrollRuns.month}, 'YYYY-MM')`,
    })
    .from(recoveryInstalments)
    .leftJoin(payslipItems, and(eq(payslipItems.instalmentId, recoveryInstalments.id), sql`not ${payslipItems.released} and ${payslipItems.amount} > 0`))
    .leftJoin(payslips, eq(payslips.id, payslipItems.payslipId))
    .leftJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(eq(recoveryInstalments.schoolId, schoolId), eq(recoveryInstalments.recoveryId, recoveryId)))
    .orderBy(asc(recoveryInstalments.month), asc(recoveryInstalments.seq));
  return rows.map(({ run_status, ...row }) => ({ ...row, status: stateOf(run_status) }));
}

const stateOf = (runStatus: string | null): InstalmentState =>
  runStatus === 'Approved' || runStatus === 'Paid' ? 'Recovered' : runStatus === 'Pending' ? 'Pending' : 'Planned';

/** The advance (or loan) and its schedule; another kind's id, or another school's, is a 404. */
export async function getRecovery(db: DbOrTx, user: SessionRecord, kind: RecoveryKind, id: number): Promise<RecoveryDetail> {
  const [found] = await selectRecoveries(db).where(and(eq(recoveries.id, id), eq(recoveries.schoolId, user.schoolId), eq(recoveries.kind, kind)));
  if (!found) throw notFound(kind === 'advance' ? 'Advance' : 'Loan');
  const { total: _total, ...row } = withRemaining(found);
  const schedule = await scheduleOf(db, user.schoolId, id);
  return { ...row, schedule: schedule.map(({ run_month: _m, ...i }) => i) };
}
