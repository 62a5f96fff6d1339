import { monthLabel } from '@contract';
import { useState } from 'react';
import type { Instalment, LoanReport, RecoveryDetail, RecoveryKind } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import { kindLabel } from '../lib/labels';
import { recoveryHref } from '../lib/search';
import { Day, Money } from '@/components/report/report-table';
import { ColumnHeads, type ColumnHead } from '@/components/data-table/column-heads';
import { TableFrame } from '@/components/data-table/table-frame';

export interface LoanTableProps {
  report: LoanReport;
  caption: string;
  /** Where an employee's name leads (their personal report), when the user may open it. */
  employeeHref?: (employeeId: number) => string;
  /** Whether the user may open an advance's or a loan's own page. */
  canOpen: (kind: RecoveryKind) => boolean;
}

const num = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
const wide = 'hidden desk:table-cell print:table-cell';
// The first head stands over the names, past the row's disclosure button.
const HEADERS: ColumnHead[] = [
  { label: 'Employee', className: 'pl-11 print:pl-2' },
  { label: 'Paid out' },
  { label: 'Principal', numeric: true },
  { label: 'Instalment', numeric: true, className: wide },
  { label: 'Recovered', numeric: true },
  { label: 'Remaining', numeric: true },
  { label: 'Next month', className: 'whitespace-nowrap' },
  { label: 'Status' },
];

const INSTALMENT_TONE: Record<Instalment['status'], string> = {
  Recovered: 'text-emerald-800',
  Pending: 'text-amber-800',
  Planned: 'text-slate-700',
};

/** A recovery's planned instalments, one line each: what payroll did with it, or will. */
function Schedule({ recovery, canOpen }: { recovery: RecoveryDetail; canOpen: boolean }) {
  const kind = kindLabel(recovery.kind).toLowerCase();
  return (
    <div className="rounded-md bg-slate-50 p-3 print:bg-transparent print:p-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-slate-800">
          {recovery.reason}
          <span className="text-slate-600"> · from {recovery.account_name}</span>
        </p>
        {canOpen ? (
          <a href={recoveryHref(recovery.kind, recovery.id)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline print:hidden">
            Open this {kind}
          </a>
        ) : null}
      </div>
      <table className="w-full max-w-md text-left text-sm print:text-xs">
        <caption className="sr-only">
          Schedule of the {kind} to {recovery.employee_name}
        </caption>
        <ColumnHeads row="text-xs uppercase tracking-wide text-slate-600" cell="py-1 pr-3 last:pr-0" heads={['Month', { label: 'Amount', numeric: true }, 'Status']} />
        <tbody>
          {recovery.schedule.map((i) => (
            <tr key={i.id} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap py-1 pr-3 font-normal">
                {monthLabel(i.month, true)}
              </th>
              <td className="py-1 pr-3 text-right">
                <Money minor={i.amount} />
              </td>
              <td className={`py-1 ${INSTALMENT_TONE[i.status]}`}>{i.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Every advance and loan with what was recovered and what remains; each row opens its
 * schedule below it. Totals in the footer. Opened schedules print with the report.
 */
export function LoanTable({ report, caption, employeeHref, canOpen }: LoanTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (key: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columns = HEADERS.length;

  return (
    <TableFrame caption={caption} heads={HEADERS} cell="px-2 py-2">
      {report.rows.map((r) => {
        // Advances and loans are numbered apart, so the kind is part of the key.
        const key = r.kind === 'loan' ? -r.id : r.id;
        const expanded = open.has(key);
        const scheduleId = `schedule-${r.kind}-${r.id}`;
        return (
          <tbody key={key} className="border-b border-slate-100 last-of-type:border-0 print:break-inside-avoid">
            <tr className="hover:bg-slate-50">
              <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900">
                <div className="flex items-start gap-1">
                  {/* The schedule opens under the row: the disclosure leads the row, where a keyboard meets it first. */}
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={expanded ? scheduleId : undefined}
                    aria-label={`Schedule of the ${kindLabel(r.kind).toLowerCase()} to ${r.employee_name}`}
                    title="Schedule"
                    onClick={() => toggle(key)}
                    className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 print:hidden"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current transition-transform motion-reduce:transition-none ${expanded ? 'rotate-90' : ''}`}>
                      <path d="M7 4l7 6-7 6z" />
                    </svg>
                  </button>
                  <span className="min-w-0">
                    {employeeHref ? (
                      <a href={employeeHref(r.employee_id)} className="text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
                        {r.employee_name}
                      </a>
                    ) : (
                      r.employee_name
                    )}
                    <span className="block text-xs font-normal tabular-nums text-slate-600">{r.employee_number}</span>
                  </span>
                </div>
              </th>
              <td className="px-2 py-2">
                {kindLabel(r.kind)}
                <span className="block text-xs text-slate-600">
                  <Day iso={r.paid_on} />
                </span>
              </td>
              <td className={num}>
                <Money minor={r.amount} />
              </td>
              <td className={`${num} ${wide}`}>
                <Money minor={r.instalment} />
              </td>
              <td className={num}>
                <Money minor={r.recovered} />
              </td>
              <td className={num}>
                <Money minor={r.remaining} />
              </td>
              <td className="whitespace-nowrap px-2 py-2">{r.next_month ? monthLabel(r.next_month, true) : <span className="text-slate-600">—</span>}</td>
              <td className="px-2 py-2">
                <StatusBadge status={r.status} />
              </td>
            </tr>
            {expanded ? (
              <tr id={scheduleId}>
                <td colSpan={columns} className="px-2 pb-3 pl-11 print:pl-2">
                  <Schedule recovery={r} canOpen={canOpen(r.kind)} />
                </td>
              </tr>
            ) : null}
          </tbody>
        );
      })}
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900 print:border-slate-600 print:bg-transparent">
        <tr>
          <th scope="row" className="px-2 py-2 pl-11 text-left print:pl-2">
            Total
          </th>
          <td className="px-2 py-2" />
          <td className={num}>
            <Money minor={report.total.amount} />
          </td>
          <td className={`${num} ${wide}`} />
          <td className={num}>
            <Money minor={report.total.recovered} />
          </td>
          <td className={num}>
            <Money minor={report.total.remaining} />
          </td>
          <td className="px-2 py-2" colSpan={2} />
        </tr>
      </tfoot>
    </TableFrame>
  );
}
