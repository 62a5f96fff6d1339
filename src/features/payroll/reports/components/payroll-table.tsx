import type { ReactNode } from 'react';
import { formatCount, type EmployeeType, type PayrollReport, type PayrollTotals, monthLabel } from '@contract';
import { typePlural } from '../lib/labels';
import { monthGroups } from '../lib/payroll-rows';
import { Money } from '@/components/report/report-table';
import { ScrollRegion } from '@/components/layout/scroll-region';

/** `wide`: left out below the desktop width (still printed, and in the CSV), so Net and Paid fit a tablet. */
const FIGURES: { id: keyof PayrollTotals; header: string; wide?: boolean }[] = [
  { id: 'employees', header: 'Employees', wide: true },
  // What approved unpaid leave took from pay before gross (issue 35).
  { id: 'unpaid_leave', header: 'Unpaid leave' },
  { id: 'gross', header: 'Gross' },
  { id: 'advances', header: 'Advances' },
  { id: 'loans', header: 'Loans' },
  { id: 'deductions', header: 'Deductions' },
  { id: 'net', header: 'Net' },
  { id: 'paid', header: 'Paid' },
];

const num = 'px-1.5 py-2 text-right tabular-nums whitespace-nowrap desk:px-2';
const cell = (wide?: boolean) => (wide ? `${num} hidden desk:table-cell print:table-cell` : num);

function Figures({ totals }: { totals: PayrollTotals }) {
  return (
    <>
      {FIGURES.map((f) => (
        <td key={f.id} className={cell(f.wide)}>
          {f.id === 'employees' ? formatCount(totals.employees) : <Money minor={totals[f.id]} />}
        </td>
      ))}
    </>
  );
}

/** A row's first cell; `context` is read out before it (the month of a type row) but not shown, the month heading above says it. */
function RowHead({ children, context, indent }: { children: ReactNode; context?: string; indent?: boolean }) {
  return (
    <th scope="row" className={`whitespace-nowrap py-2 pr-2 text-left ${indent ? 'pl-5 font-normal text-slate-800 desk:pl-7 print:pl-5' : 'pl-3 font-semibold text-slate-900'}`}>
      {context ? (
        <>
          <span className="sr-only">{context},</span>{' '}
        </>
      ) : null}
      {children}
    </th>
  );
}

export interface PayrollTableProps {
  report: PayrollReport;
  caption: string;
  /** The report keeps to one type: a month's row is that type's, so no type rows under it. */
  type?: EmployeeType;
}

/**
 * Payroll by month and employee type: each month's figures on its own row, the types paid in
 * it under it, and in the footer the totals by type and the grand total. A month of the range
 * with no approved run says so, so a missing payroll is seen. The month heads its rows rather
 * than filling a column of its own, which keeps the eight figures on a tablet's width.
 */
export function PayrollTable({ report, caption, type }: PayrollTableProps) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0">
      <table className="w-full text-left text-[13px] desk:text-sm print:text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 print:bg-transparent">
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 print:border-slate-500">
            <th scope="col" className="py-2 pl-3 pr-2 font-semibold">
              {type ? 'Month' : 'Month, type'}
            </th>
            {FIGURES.map((f) => (
              <th key={f.id} scope="col" className={`${cell(f.wide)} font-semibold`}>
                {f.header}
              </th>
            ))}
          </tr>
        </thead>
        {monthGroups(report).map((group) => (
          <tbody key={group.month} className="border-b border-slate-200 last-of-type:border-0 print:break-inside-avoid">
            <tr className={group.total ? 'bg-slate-50/70 print:bg-transparent' : ''}>
              <RowHead>{monthLabel(group.month, true)}</RowHead>
              {group.total ? (
                <Figures totals={group.total} />
              ) : (
                <td colSpan={FIGURES.length} className="px-1.5 py-2 text-slate-600 desk:px-2">
                  No approved payroll
                </td>
              )}
            </tr>
            {type
              ? null
              : group.rows.map((row) => (
                  <tr key={row.employee_type} className="hover:bg-slate-50">
                    <RowHead indent context={monthLabel(group.month, true)}>
                      {typePlural(row.employee_type)}
                    </RowHead>
                    <Figures totals={row} />
                  </tr>
                ))}
          </tbody>
        ))}
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 text-slate-900 print:border-slate-600 print:bg-transparent">
          {type
            ? null
            : report.by_type.map((t) => (
                <tr key={t.employee_type}>
                  <RowHead indent>All {typePlural(t.employee_type).toLowerCase()}</RowHead>
                  <Figures totals={t} />
                </tr>
              ))}
          <tr className="border-t border-slate-300 font-semibold">
            <RowHead>Total</RowHead>
            <Figures totals={report.total} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
