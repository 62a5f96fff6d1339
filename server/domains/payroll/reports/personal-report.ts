import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { DEDUCTION_STATES, EMPLOYEE_TYPES, RUN_STATES, type Deduction, type PersonalReport, type PersonalReportMonth } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { notFound } from '../../../lib/errors';
import { firstDay, minor, POSTED, recoveriesWithSchedules } from './loan-report';
import { slipLines } from './payroll-report';

type Range = { from: string; to: string };
const employeeRow = v.object({
  id: int8,
  number: v.string(),
  name: v.string(),
  type: v.picklist(EMPLOYEE_TYPES),
  job_title: v.string(),
  base_salary: int8,
  hire_date: v.string(),
  left_on: v.nullable(v.string()),
  status: v.string(),
});

const monthRow = v.object({
  month: v.string(),
  run_id: int8,
  status: v.picklist(RUN_STATES),
  gross: int8,
  advances: int8,
  loans: int8,
  deductions: int8,
  net: int8,
  paid_on: v.nullable(v.string()),
});

const deductionRow = v.object({
  id: int8,
  version: int4,
  employee_id: int8,
  employee_name: v.string(),
  employee_number: v.string(),
  amount: int8,
  reason: v.string(),
  from_month: v.string(),
  to_month: v.string(),
  recurring: v.boolean(),
  status: v.picklist(DEDUCTION_STATES),
  applied_months: int8,
  applied_total: int8,
});

async function employeeOf(db: DbOrTx, schoolId: number, id: number): Promise<PersonalReport['employee']> {
  const [e] = await readRows(
    db,
    employeeRow,
    sql`select id, number, first_name || ' ' || last_name as name, type, job_title, base_salary,
          to_char(hire_date, 'YYYY-MM-DD') as hire_date, to_char(left_on, 'YYYY-MM-DD') as left_on, status
        from employees where id = ${id} and school_id = ${schoolId}`,
  );
  if (!e) throw notFound('Employee');
  return { ...e, id: minor(e.id), base_salary: minor(e.base_salary) };
}

/** The employee's slip in each month's run of the range: approved and paid ones, and a pending one marked so. */
async function monthsOf(db: DbOrTx, schoolId: number, employeeId: number, range: Range): Promise<PersonalReportMonth[]> {
  const rows = await readRows(
    db,
    monthRow,
    sql`select to_char(r.month, 'YYYY-MM') as month, r.id as run_id, r.status, p.gross, l.advances, l.loans, l.deductions, p.net,
          to_char(j.entry_date, 'YYYY-MM-DD') as paid_on
        from payslips p
        join payroll_runs r on r.id = p.run_id and r.school_id = p.school_id
        cross join lateral ${slipLines} l
        left join journal_entries j on j.id = p.paid_entry_id and j.school_id = p.school_id
        where p.school_id = ${schoolId} and p.employee_id = ${employeeId} and r.status <> 'Cancelled'
          and r.month between ${firstDay(range.from)} and ${firstDay(range.to)}
        order by r.month`,
  );
  return rows.map((r) => ({
    month: r.month,
    run_id: minor(r.run_id),
    status: r.status,
    gross: minor(r.gross),
    advances: minor(r.advances),
    loans: minor(r.loans),
    deductions: minor(r.deductions),
    net: minor(r.net),
    paid_on: r.paid_on,
  }));
}

/** Every deduction of the employee, with what approved or paid slips took of it. */
async function deductionsOf(db: DbOrTx, schoolId: number, employeeId: number): Promise<Deduction[]> {
  const rows = await readRows(
    db,
    deductionRow,
    sql`select d.id, d.version, d.employee_id, e.first_name || ' ' || e.last_name as employee_name, e.number as employee_number,
          d.amount, d.reason, to_char(d.from_month, 'YYYY-MM') as from_month, to_char(d.to_month, 'YYYY-MM') as to_month,
          d.to_month > d.from_month as recurring, d.status, coalesce(taken.months, 0) as applied_months, coalesce(taken.total, 0) as applied_total
        from deductions d
        join employees e on e.id = d.employee_id and e.school_id = d.school_id
        left join lateral (
          select count(distinct p.run_id) filter (where pi.amount > 0) as months, sum(pi.amount) as total
          from payslip_items pi
          join payslips p on p.id = pi.payslip_id and p.school_id = pi.school_id
          join payroll_runs pr on pr.id = p.run_id and pr.school_id = p.school_id
          where pi.deduction_id = d.id and pi.school_id = d.school_id and not pi.released and pr.status in ${POSTED}
        ) taken on true
        where d.school_id = ${schoolId} and d.employee_id = ${employeeId}
        order by d.from_month, d.id`,
  );
  return rows.map((d) => ({
    id: minor(d.id),
    version: minor(d.version),
    employee_id: minor(d.employee_id),
    employee_name: d.employee_name,
    employee_number: d.employee_number,
    amount: minor(d.amount),
    reason: d.reason,
    from_month: d.from_month,
    to_month: d.to_month,
    recurring: d.recurring,
    status: d.status,
    applied_months: minor(d.applied_months),
    applied_total: minor(d.applied_total),
  }));
}

/**
 * `employee-report`: one employee's slips month by month over the range, the totals of the
 * approved and paid ones, and (over all time, for what is still owed matters whatever the
 * range) their advances, loans and deductions.
 */
export async function personalReport(db: DbOrTx, schoolId: number, employeeId: number, range: Range): Promise<PersonalReport> {
  const employee = await employeeOf(db, schoolId, employeeId);
  const months = await monthsOf(db, schoolId, employeeId, range);
  const posted = months.filter((m) => m.status !== 'Pending');
  const total: PersonalReport['total'] = { employees: posted.length > 0 ? 1 : 0, gross: 0, advances: 0, loans: 0, deductions: 0, net: 0, paid: 0 };
  for (const m of posted) {
    total.gross += m.gross;
    total.advances += m.advances;
    total.loans += m.loans;
    total.deductions += m.deductions;
    total.net += m.net;
    if (m.paid_on) total.paid += m.net;
  }
  const recoveries = (await recoveriesWithSchedules(db, schoolId, { employee_id: employeeId })).map(({ schedule: _schedule, ...r }) => r);
  return { employee, months, total, recoveries, deductions: await deductionsOf(db, schoolId, employeeId) };
}
