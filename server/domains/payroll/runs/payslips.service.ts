import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  EMPLOYEE_TYPES, monthLabel, PAYSLIP_ITEM_KINDS, type FloorWarning, type Payslip, type PayslipItem, type PrintedPayslips, type RunState, type YearToDate,
} from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8, numeric } from '../../../db/row-fields';
import { payrollRuns, schools } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { floorMessage } from './run-compute';

const slipRow = v.object({
  id: int8,
  employee_id: int8,
  employee_number: v.string(),
  employee_name: v.string(),
  employee_type: v.picklist(EMPLOYEE_TYPES),
  job_title: v.string(),
  base_salary: int8,
  days_worked: int4,
  days_in_month: int4,
  unpaid_days: numeric,
  unpaid_amount: int8,
  gross: int8,
  net: int8,
  /** Null until the run is paid. */
  paid_on: v.nullable(v.string()),
});

const itemRow = v.object({
  payslip_id: int8,
  kind: v.picklist(PAYSLIP_ITEM_KINDS),
  label: v.string(),
  amount: int8,
  deferred: int8,
  recovery_id: v.nullable(int8),
  deduction_id: v.nullable(int8),
  /** The instalment's month now (a fully deferred one has moved there). */
  instalment_month: v.nullable(v.string()),
  /** The month after the schedule's last instalment: where a remainder would go today. */
  after_last: v.nullable(v.string()),
});
type ItemRow = v.InferOutput<typeof itemRow>;

/** Each employee's year to date: sums over their slips. */
const yearToDateRow = v.object({ employee_id: int8, gross: int8, net: int8 });

const employeeFilter = (employeeId: number | undefined) => (employeeId === undefined ? sql`` : sql` and p.employee_id = ${employeeId}`);

/**
 * A run's slips with every line in slip order (advances, loans, deductions), and a warning for
 * each employee the net-pay floor cut. The warnings are not stored: a line with `deferred` is
 * the floor's trace, and the words are made here from the schedule as it stands.
 */
export async function slipsOf(db: DbOrTx, schoolId: number, run: { id: number; status: RunState }, employeeId?: number) {
  const slipRows = await readRows(
    db,
    slipRow,
    sql`select p.id, p.employee_id, e.number as employee_number, e.first_name || ' ' || e.last_name as employee_name, e.type as employee_type,
          e.job_title, p.base_salary, p.days_worked, p.days_in_month, p.unpaid_days::text as unpaid_days, p.unpaid_amount, p.gross, p.net, je.entry_date::text as paid_on
        from payslips p join employees e on e.id = p.employee_id
        left join journal_entries je on je.id = p.paid_entry_id
        where p.school_id = ${schoolId} and p.run_id = ${run.id}${employeeFilter(employeeId)}
        order by e.last_name, e.first_name, e.id`,
  );
  const itemRows = await readRows(
    db,
    itemRow,
    sql`select i.payslip_id, i.kind, i.label, i.amount, i.deferred, i.recovery_id, i.deduction_id,
          to_char(ri.month, 'YYYY-MM') as instalment_month,
          case when i.deferred > 0 and i.recovery_id is not null then
            (select to_char(max(x.month) + interval '1 month', 'YYYY-MM') from recovery_instalments x where x.recovery_id = i.recovery_id) end as after_last
        from payslip_items i join payslips p on p.id = i.payslip_id
        left join recovery_instalments ri on ri.id = i.instalment_id
        where p.school_id = ${schoolId} and p.run_id = ${run.id}${employeeFilter(employeeId)}
        order by case i.kind when 'advance' then 0 when 'loan' then 1 else 2 end, i.id`,
  );
  const items = new Map<number, ItemRow[]>();
  for (const item of itemRows) items.set(Number(item.payslip_id), [...(items.get(Number(item.payslip_id)) ?? []), item]);
  const approved = run.status === 'Approved' || run.status === 'Paid';
  const warnings: FloorWarning[] = [];
  const slips = slipRows.map((row): Payslip => {
    const own = items.get(Number(row.id)) ?? [];
    const lines = own.map((i): PayslipItem => ({
      kind: i.kind,
      label: i.label,
      amount: Number(i.amount),
      deferred: Number(i.deferred),
      recovery_id: i.recovery_id === null ? null : Number(i.recovery_id),
      deduction_id: i.deduction_id === null ? null : Number(i.deduction_id),
    }));
    const cut = own.filter((i) => Number(i.deferred) > 0);
    if (cut.length > 0 && run.status !== 'Cancelled') {
      const shortfall = cut.reduce((sum, i) => sum + Number(i.deferred), 0) - Number(row.net);
      const movesTo = (i: ItemRow) => {
        // Once approved, a fully deferred instalment sits at its new month; a cut one's remainder is a new row at the end.
        const month = approved ? (Number(i.amount) === 0 ? i.instalment_month : null) : i.after_last;
        return month ? monthLabel(month) : null;
      };
      const message = floorMessage(
        shortfall,
        cut.map((i) => ({ kind: i.kind, label: i.label, amount: Number(i.amount), deferred: Number(i.deferred), movesTo: movesTo(i) })),
        approved,
      );
      warnings.push({ employee_id: Number(row.employee_id), employee_name: row.employee_name, message });
    }
    return {
      id: Number(row.id),
      employee_id: Number(row.employee_id),
      employee_number: row.employee_number,
      employee_name: row.employee_name,
      employee_type: row.employee_type,
      job_title: row.job_title,
      base_salary: Number(row.base_salary),
      days_worked: Number(row.days_worked),
      days_in_month: Number(row.days_in_month),
      unpaid_days: Number(row.unpaid_days),
      unpaid_amount: Number(row.unpaid_amount),
      gross: Number(row.gross),
      items: lines,
      deductions: lines.reduce((sum, l) => sum + l.amount, 0),
      net: Number(row.net),
      paid_on: row.paid_on,
    };
  });
  return { payslips: slips, warnings };
}

/**
 * Each employee's year to date as of this run: the slips of approved and paid runs of the same
 * calendar year up to and including this month. A slip of a pending run counts itself too, so
 * a draft slip reads as it will once approved; a cancelled run's slip counts only what was
 * approved.
 */
async function yearToDate(db: DbOrTx, schoolId: number, run: { id: number; month: string }, employeeId: number | undefined) {
  const rows = await readRows(
    db,
    yearToDateRow,
    sql`select p.employee_id, sum(p.gross) as gross, sum(p.net) as net
        from payslips p join payroll_runs r on r.id = p.run_id
        where p.school_id = ${schoolId} and p.employee_id in (select s.employee_id from payslips s where s.run_id = ${run.id})${employeeFilter(employeeId)}
          and r.month >= date_trunc('year', ${`${run.month}-01`}::date) and r.month <= ${`${run.month}-01`}::date
          and (r.status in ('Approved', 'Paid') or (r.id = ${run.id} and r.status = 'Pending'))
        group by p.employee_id`,
  );
  return new Map(rows.map((r) => [Number(r.employee_id), { gross: Number(r.gross), deductions: Number(r.gross) - Number(r.net), net: Number(r.net) }]));
}

/** `GET /monthly_payroll/{id}/payslips`: the run's slips (or one employee's) to print, one a page. */
export async function printPayslips(db: DbOrTx, user: SessionRecord, runId: number, employeeId?: number): Promise<PrintedPayslips> {
  const [run] = await db
    .select({
      id: payrollRuns.id,
      month: sql<string>`to_char(${payrollRuns.month}, 'YYYY-MM')`,
      status: sql<RunState>`${payrollRuns.status}`,
      school: { name: schools.name, address: schools.address, phone: schools.phone, currency: schools.currency },
    })
    .from(payrollRuns)
    .innerJoin(schools, eq(schools.id, payrollRuns.schoolId))
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.schoolId, user.schoolId)));
  if (!run) throw notFound('Payroll run');
  const { payslips } = await slipsOf(db, user.schoolId, run, employeeId);
  if (employeeId !== undefined && payslips.length === 0) throw notFound('Payslip');
  const ytd = await yearToDate(db, user.schoolId, run, employeeId);
  const zero: YearToDate = { gross: 0, deductions: 0, net: 0 };
  return {
    school: run.school,
    month: run.month,
    status: run.status,
    payslips: payslips.map((p) => ({ ...p, month: run.month, status: run.status, ytd: ytd.get(p.employee_id) ?? zero })),
  };
}
