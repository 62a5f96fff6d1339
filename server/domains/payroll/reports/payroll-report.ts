import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EMPLOYEE_TYPES, type PayrollReport, type PayrollReportQuery, type PayrollTotals } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { firstDay, minor, POSTED } from './loan-report';

/** One grouping set's row: month and type are null at the levels that sum over them. */
const levelRow = v.object({
  month: v.nullable(v.string()),
  employee_type: v.nullable(v.picklist(EMPLOYEE_TYPES)),
  level: int4,
  employees: int8,
  gross: int8,
  unpaid_leave: int8,
  advances: int8,
  loans: int8,
  deductions: int8,
  net: int8,
  paid: int8,
});
type Row = v.InferOutput<typeof levelRow>;

/** A slip's live lines by kind: what it recovered of advances and loans, and what it deducted. */
export const slipLines = sql`(
  select coalesce(sum(pi.amount) filter (where pi.kind = 'advance'), 0) as advances,
    coalesce(sum(pi.amount) filter (where pi.kind = 'loan'), 0) as loans,
    coalesce(sum(pi.amount) filter (where pi.kind = 'deduction'), 0) as deductions
  from payslip_items pi
  where pi.payslip_id = p.id and pi.school_id = p.school_id and not pi.released
)`;

const totalsOf = (r: Row): PayrollTotals => ({
  employees: minor(r.employees),
  gross: minor(r.gross),
  unpaid_leave: minor(r.unpaid_leave),
  advances: minor(r.advances),
  loans: minor(r.loans),
  deductions: minor(r.deductions),
  net: minor(r.net),
  paid: minor(r.paid),
});

// The types in the order the employee form lists them.
const TYPE_ORDER = sql`array_position(array['teacher', 'staff', 'driver'], e.type)`;

/**
 * `payroll-report`: the approved and paid runs of the range, by month and employee type, by
 * type, and in all, in one aggregate (grouping sets). `employees` counts each person once at
 * every level, so a type's figure is how many were paid in the range, not slips.
 */
export async function payrollReport(db: DbOrTx, schoolId: number, query: PayrollReportQuery): Promise<PayrollReport> {
  const rows = await readRows(
    db,
    levelRow,
    sql`select to_char(r.month, 'YYYY-MM') as month, e.type as employee_type, grouping(r.month, e.type) as level,
          count(distinct p.employee_id) as employees, coalesce(sum(p.gross), 0) as gross, coalesce(sum(p.unpaid_amount), 0) as unpaid_leave,
          coalesce(sum(l.advances), 0) as advances, coalesce(sum(l.loans), 0) as loans, coalesce(sum(l.deductions), 0) as deductions,
          coalesce(sum(p.net), 0) as net, coalesce(sum(p.net) filter (where p.paid_entry_id is not null), 0) as paid
        from payroll_runs r
        join payslips p on p.run_id = r.id and p.school_id = r.school_id
        join employees e on e.id = p.employee_id and e.school_id = p.school_id
        cross join lateral ${slipLines} l
        where r.school_id = ${schoolId} and r.status in ${POSTED}
          and r.month between ${firstDay(query.from)} and ${firstDay(query.to)}
          ${query.type ? sql`and e.type = ${query.type}` : sql``}
        group by grouping sets ((r.month, e.type), (e.type), ())
        order by grouping(r.month, e.type), r.month, min(${TYPE_ORDER})`,
  );
  const level = (n: number) => rows.filter((r) => minor(r.level) === n);
  const total = level(3)[0];
  return {
    from: query.from,
    to: query.to,
    rows: level(0).map((r) => ({ month: r.month!, employee_type: r.employee_type!, ...totalsOf(r) })),
    by_type: level(2).map((r) => ({ employee_type: r.employee_type!, ...totalsOf(r) })),
    total: total ? totalsOf(total) : { employees: 0, gross: 0, unpaid_leave: 0, advances: 0, loans: 0, deductions: 0, net: 0, paid: 0 },
  };
}
