import { moneyInput, type LoanReport, type PayrollReport, type PayrollTotals, type PersonalReport } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';
import { kindLabel, typeLabel } from './labels';
import { monthGroups } from './payroll-rows';

/**
 * The reports as spreadsheets, from the JSON the page shows. Money is written in major units
 * with a dot and no grouping ("-1234.50") so a spreadsheet reads it as a number, and a zero as
 * 0.00 rather than a blank: the shared CSV writer drops a column blank in every row, and a
 * report's columns should not come and go with its figures. Months stay as YYYY-MM.
 */
const money = (minor: number) => moneyInput(minor);

/** "payroll-report-2026-01-to-2026-11.csv" */
export function csvFileName(title: string, from?: string, to?: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (!from) return `${slug}.csv`;
  return `${slug}-${to && to !== from ? `${from}-to-${to}` : from}.csv`;
}

type Row = Record<string, string | number | null>;
const table = (headers: string[], rows: Row[]) => toCsv(headers.map((header): CsvColumn<Row> => ({ header, value: (r) => r[header] })), rows);

const FIGURES = ['Employees', 'Unpaid leave', 'Gross', 'Advances', 'Loans', 'Deductions', 'Net', 'Paid'];
const figures = (t: PayrollTotals): Row => ({
  Employees: t.employees, 'Unpaid leave': money(t.unpaid_leave), Gross: money(t.gross), Advances: money(t.advances), Loans: money(t.loans), Deductions: money(t.deductions), Net: money(t.net), Paid: money(t.paid),
});

/** A row per month and type, each month's subtotal, then the totals by type and the grand total. */
export function payrollReportCsv(r: PayrollReport): string {
  const rows: Row[] = [];
  for (const group of monthGroups(r)) {
    for (const line of group.rows) rows.push({ Month: group.month, Type: typeLabel(line.employee_type), ...figures(line) });
    if (group.subtotal) rows.push({ Month: group.month, Type: 'All types', ...figures(group.subtotal) });
  }
  for (const t of r.by_type) rows.push({ Month: 'Total', Type: typeLabel(t.employee_type), ...figures(t) });
  rows.push({ Month: 'Total', Type: 'All types', ...figures(r.total) });
  return table(['Month', 'Type', ...FIGURES], rows);
}

const schedule = (r: LoanReport['rows'][number]) => r.schedule.map((i) => `${i.month} ${money(i.amount)} ${i.status}`).join('; ');

/** A row per advance or loan, its schedule in one cell ("2026-11 50.00 Recovered; …"), then the totals. */
export function loanReportCsv(r: LoanReport): string {
  const rows: Row[] = r.rows.map((x) => ({
    'Employee no': x.employee_number, Employee: x.employee_name, Kind: kindLabel(x.kind), 'Paid on': x.paid_on, Reason: x.reason,
    Principal: money(x.amount), Instalment: money(x.instalment), Recovered: money(x.recovered), Remaining: money(x.remaining),
    'Next month': x.next_month, Status: x.status, Schedule: schedule(x),
  }));
  rows.push({
    'Employee no': '', Employee: 'Total', Kind: '', 'Paid on': '', Reason: '', Principal: money(r.total.amount), Instalment: '',
    Recovered: money(r.total.recovered), Remaining: money(r.total.remaining), 'Next month': '', Status: '', Schedule: '',
  });
  return table(['Employee no', 'Employee', 'Kind', 'Paid on', 'Reason', 'Principal', 'Instalment', 'Recovered', 'Remaining', 'Next month', 'Status', 'Schedule'], rows);
}

/**
 * The personal report as three tables one under the other, a blank line between: the months
 * with their total, the advances and loans, the deductions. A spreadsheet opens it as one
 * sheet with three blocks, as the page and the paper show it.
 */
export function personalReportCsv(r: PersonalReport): string {
  const months: Row[] = r.months.map((m) => ({
    Month: m.month, Gross: money(m.gross), Advances: money(m.advances), Loans: money(m.loans), Deductions: money(m.deductions), Net: money(m.net), 'Paid on': m.paid_on, Status: m.status,
  }));
  const t = r.total;
  months.push({ Month: 'Total', Gross: money(t.gross), Advances: money(t.advances), Loans: money(t.loans), Deductions: money(t.deductions), Net: money(t.net), 'Paid on': '', Status: '' });
  const recoveries: Row[] = r.recoveries.map((x) => ({
    Kind: kindLabel(x.kind), 'Paid on': x.paid_on, Reason: x.reason, Principal: money(x.amount), Instalment: money(x.instalment), Recovered: money(x.recovered),
    Remaining: money(x.remaining), 'Next month': x.next_month, Status: x.status,
  }));
  const deductions: Row[] = r.deductions.map((d) => ({
    Reason: d.reason, From: d.from_month, To: d.to_month, Amount: money(d.amount), 'Months taken': d.applied_months, 'Taken in all': money(d.applied_total), Status: d.status,
  }));
  return [
    table(['Month', 'Gross', 'Advances', 'Loans', 'Deductions', 'Net', 'Paid on', 'Status'], months),
    table(['Kind', 'Paid on', 'Reason', 'Principal', 'Instalment', 'Recovered', 'Remaining', 'Next month', 'Status'], recoveries),
    table(['Reason', 'From', 'To', 'Amount', 'Months taken', 'Taken in all', 'Status'], deductions),
  ].join('\r\n');
}
