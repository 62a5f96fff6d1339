import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deduction, DeductionInput, DeductionState, DeductionUpdateInput, Page } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { deductions, employees } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, foundRow, orderOf, readPage, searchOf, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** What approved or paid payslips took of the deduction (a line the floor held back at zero took nothing). */
const applied = (what: string) =>
  sql`(select ${sql.raw(what)} from payslip_items pi join payslips ps on ps.id = pi.payslip_id join payroll_runs pr on pr.id = ps.run_id
    where pi.deduction_id = ${deductions.id} and not pi.released and pi.amount > 0 and pr.status in ('Approved', 'Paid'))`;

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
  applied_months: applied('count(distinct pr.month)').mapWith(Number),
  applied_total: applied('coalesce(sum(pi.amount), 0)').mapWith(Number),
};

function selectDeductions(db: DbOrTx) {
  return db
    .select({ ...deductionColumns, total: totalRows })
    .from(deductions)
    .innerJoin(employees, eq(employees.id, deductions.employeeId));
}

export interface DeductionListArgs extends ListArgs {
  employee_id?: number;
  status?: DeductionState;
  month?: string;
}

const firstDay = (month: string) => `${month}-01`;

/** The school's deductions, newest first; `month` keeps those that apply in it. */
export async function listDeductions(db: DbOrTx, user: SessionRecord, args: DeductionListArgs): Promise<Page<Deduction>> {
  const query = selectDeductions(db)
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
  return foundRow(await selectDeductions(db).where(and(eq(deductions.id, id), eq(deductions.schoolId, user.schoolId))), 'Deduction');
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
