import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deduction, DeductionInput, DeductionState, DeductionUpdateInput, Page } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { deductions, employees, payrollRuns, payslipItems, payslips } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, foundRow, orderOf, readPage, searchOf, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/**
 * What approved or paid payslips took of each deduction of the school (a line the floor held
 * back at zero took nothing), in one grouped pass: as a subquery per row the planner hashed
 * every payslip of the school's history for each deduction (issue 30).
 */
function appliedOf(db: DbOrTx, schoolId: number) {
  return db
    .select({
      deductionId: sql<number>`${payslipItems.deductionId}`.as('deduction_id'),
      months: sql<number>`count(distinct ${payrollRuns.month})`.as('months'),
      total: sql<number>`sum(${payslipItems.amount})`.as('total'),
    })
    .from(payslipItems)
    .innerJoin(payslips, eq(payslips.id, payslipItems.payslipId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslipItems.schoolId, schoolId),
        sql`${payslipItems.deductionId} is not null and not ${payslipItems.released} and ${payslipItems.amount} > 0`,
        sql`${payrollRuns.status} in ('Approved', 'Paid')`,
      ),
    )
    .groupBy(payslipItems.deductionId)
    .as('applied');
}

const deductionColumns = {
  id: deductions.id,
  version: deductions.version,
  employee_id: deductions.employeeId,
  employee_name: employeeName,
  employee_number: employees.number,
  amount: deductions.amount,
  reason: deductions.reason,
  from_month: sql<string>`to_char(${deductions.fromMonth}, 'YYYY-MM')`,
  to_month: sql<string>`to_char(${deductions.toMonth}, 'YYYY-MM')`,
  recurring: sql<boolean>`${deductions.toMonth} > ${deductions.fromMonth}`,
  status: sql<DeductionState>`${deductions.status}`,
};

function selectDeductions(db: DbOrTx, schoolId: number) {
  const applied = appliedOf(db, schoolId);
  return db
    .select({
      ...deductionColumns,
      applied_months: sql<number>`coalesce(${applied.months}, 0)`.mapWith(Number),
      applied_total: sql<number>`coalesce(${applied.total}, 0)`.mapWith(Number),
      total: totalRows,
    })
    .from(deductions)
    .innerJoin(employees, eq(employees.id, deductions.employeeId))
    .leftJoin(applied, eq(applied.deductionId, deductions.id));
}

export interface DeductionListArgs extends ListArgs {
  employee_id?: number;
  status?: DeductionState;
  month?: string;
}

const firstDay = (month: string) => `${month}-01`;

/** The school's deductions, newest first; `month` keeps those that apply in it. */
export async function listDeductions(db: DbOrTx, user: SessionRecord, args: DeductionListArgs): Promise<Page<Deduction>> {
  const query = selectDeductions(db, user.schoolId)
    .where(
      allOf(
        eq(deductions.schoolId, user.schoolId),
        args.employee_id ? eq(deductions.employeeId, args.employee_id) : undefined,
        args.status ? eq(deductions.status, args.status) : undefined,
        args.month ? sql`${deductions.fromMonth} <= ${firstDay(args.month)}::date and ${deductions.toMonth} >= ${firstDay(args.month)}::date` : undefined,
        searchOf(args.search, [employeeName, employees.number, deductions.reason]),
      ),
    )
    .orderBy(
      ...(args.sort
        ? orderOf(args, { from_month: deductions.fromMonth, employee: employeeName, amount: deductions.amount }, deductions.fromMonth, deductions.id)
        : [desc(deductions.fromMonth), desc(deductions.id)]),
    );
  return readPage(query, args);
}

export async function getDeduction(db: DbOrTx, user: SessionRecord, id: number): Promise<Deduction> {
  return foundRow(await selectDeductions(db, user.schoolId).where(and(eq(deductions.id, id), eq(deductions.schoolId, user.schoolId))), 'Deduction');
}

/** The months as stored: first days, a one-off ending where it starts. */
const terms = (input: DeductionInput | DeductionUpdateInput) => ({
  amount: input.amount,
  reason: input.reason,
  fromMonth: firstDay(input.from_month),
  toMonth: firstDay(input.to_month ?? input.from_month),
});

/** A deduction for an active employee of the school. */
export async function createDeduction(db: DbOrTx, actor: Actor, input: DeductionInput) {
  return db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ status: employees.status })
      .from(employees)
      .where(and(eq(employees.id, input.employee_id), eq(employees.schoolId, actor.schoolId)));
    if (!employee) throw unprocessable('employee_id', 'Choose an employee of this school.');
    if (employee.status !== 'Active') throw unprocessable('employee_id', 'This employee is inactive.');
    const [row] = await tx
      .insert(deductions)
      .values({ schoolId: actor.schoolId, employeeId: input.employee_id, ...terms(input) })
      .returning({ id: deductions.id });
    await audit(tx, actor, { action: 'create', entity: 'deduction', ids: [row!.id] });
    return row!.id;
  });
}

/** New terms for later runs; approved slips keep what they took. A stale copy is a 409. */
export async function updateDeduction(db: DbOrTx, actor: Actor, id: number, input: DeductionUpdateInput) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(deductions)
      .set({ ...terms(input), status: input.status, ...expectedVersion(input) })
      .where(and(eq(deductions.id, id), eq(deductions.schoolId, actor.schoolId)))
      .returning({ id: deductions.id });
    if (!updated.length) throw notFound('Deduction');
    await audit(tx, actor, { action: 'update', entity: 'deduction', ids: [id], detail: { status: input.status } });
  });
}
