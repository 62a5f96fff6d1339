import { EMPLOYEE_TYPES, type PayrollReport, type PayrollReportRow, type PayrollTotals } from '@contract';
import { monthsBetween } from './months';

export interface MonthGroup {
  month: string;
  /** One row per employee type paid that month, teachers first. */
  rows: PayrollReportRow[];
  /** The month across types, when it has more than one; null otherwise (it would repeat the row). */
  subtotal: PayrollTotals | null;
  /** The month's figures: the subtotal, or its one row, or null when no run was approved. */
  total: PayrollTotals | null;
}

const FIELDS = ['employees', 'unpaid_leave', 'gross', 'advances', 'loans', 'deductions', 'net', 'paid'] as const;

/** The sum of a month's two or three type rows: the server's aggregates, added for display only. */
function sum(rows: PayrollTotals[]): PayrollTotals {
  const total: PayrollTotals = { employees: 0, unpaid_leave: 0, gross: 0, advances: 0, loans: 0, deductions: 0, net: 0, paid: 0 };
  for (const row of rows) for (const f of FIELDS) total[f] += row[f];
  return total;
}

/**
 * The report's rows grouped by month, every month of the range included: a month with no
 * approved run shows as one (empty), so a missing payroll is seen rather than silently absent.
 */
export function monthGroups(r: Pick<PayrollReport, 'from' | 'to' | 'rows'>): MonthGroup[] {
  const order = (row: PayrollReportRow) => EMPLOYEE_TYPES.indexOf(row.employee_type);
  return monthsBetween(r).map((month) => {
    const rows = r.rows.filter((row) => row.month === month).sort((a, b) => order(a) - order(b));
    const subtotal = rows.length > 1 ? sum(rows) : null;
    return { month, rows, subtotal, total: subtotal ?? rows[0] ?? null };
  });
}
