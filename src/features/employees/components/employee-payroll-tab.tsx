import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMoney, type PersonalReport, type Recovery } from '@contract';
import { lastTwelveMonths, personalReportQueryOptions } from '@/api/payroll-reports';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { TableFrame } from '@/components/data-table/table-frame';

/** "2026-11" as "Nov 2026", in the app's one date format. */
const month = (m: string) => formatDate(`${m}-01`).replace(/^1 /, '');
const money = (minor: number) => <span className="whitespace-nowrap tabular-nums">{formatMoney(minor)}</span>;
/** A tab's tables are tighter than a report's. */
const tight = 'px-2 py-1.5';
const num = `${tight} text-right tabular-nums`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `payroll-tab-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const kind = (r: Recovery) => (r.kind === 'advance' ? 'Advance' : 'Loan');

function PayrollSummary({ report: r, reportHref, thisMonth }: { report: PersonalReport; reportHref: string; thisMonth: string }) {
  const open = r.recoveries.filter((x) => x.status === 'Active');
  const deductions = r.deductions.filter((d) => d.status === 'Active' && d.to_month >= thisMonth);
  const months = [...r.months].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <div className="space-y-5">
      <Block title="Pay, last 12 months">
        {months.length === 0 ? (
          <p className="text-sm text-slate-700">No payroll for {r.employee.name} in the last 12 months.</p>
        ) : (
          <TableFrame
            caption={`Pay of ${r.employee.name}, last 12 months, latest first`}
            cell={tight}
            heads={['Month', { label: 'Gross', numeric: true }, { label: 'Advances', numeric: true }, { label: 'Loans', numeric: true }, { label: 'Deductions', numeric: true }, { label: 'Net', numeric: true }, 'Paid on']}
          >
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-medium text-slate-900">
                    {month(m.month)}
                    {m.status !== 'Paid' ? <span className="block text-xs font-normal text-slate-600">{m.status}</span> : null}
                  </th>
                  <td className={num}>{money(m.gross)}</td>
                  <td className={num}>{money(m.advances)}</td>
                  <td className={num}>{money(m.loans)}</td>
                  <td className={num}>{money(m.deductions)}</td>
                  <td className={`${num} font-semibold text-slate-900`}>{money(m.net)}</td>
                  <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{m.paid_on ? formatDate(m.paid_on) : <span className="text-slate-600">not yet</span>}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Block>
      <Block title="Open advances and loans">
        {open.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing to recover.</p>
        ) : (
          <TableFrame
            caption={`Open advances and loans of ${r.employee.name}`}
            cell={tight}
            heads={['Kind', 'Paid on', { label: 'Principal', numeric: true }, { label: 'Remaining', numeric: true }, 'Next month']}
          >
            <tbody>
              {open.map((x) => (
                <tr key={`${x.kind}-${x.id}`} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-900">
                    {kind(x)}
                    <span className="block text-xs font-normal text-slate-600">{x.reason}</span>
                  </th>
                  <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">{formatDate(x.paid_on)}</td>
                  <td className={num}>{money(x.amount)}</td>
                  <td className={`${num} font-semibold text-slate-900`}>{money(x.remaining)}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">{x.next_month ? month(x.next_month) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Block>
      <Block title="Active deductions">
        {deductions.length === 0 ? (
          <p className="text-sm text-slate-700">None.</p>
        ) : (
          <TableFrame caption={`Active deductions of ${r.employee.name}`} cell={tight} heads={['Reason', 'Months', { label: 'A month', numeric: true }]}>
            <tbody>
              {deductions.map((d) => (
                <tr key={d.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-900">
                    {d.reason}
                  </th>
                  <td className="whitespace-nowrap px-2 py-1.5">{d.from_month === d.to_month ? month(d.from_month) : `${month(d.from_month)} – ${month(d.to_month)}`}</td>
                  <td className={num}>{money(d.amount)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Block>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {r.employee.left_on ? <span className="text-slate-700">Last working day {formatDate(r.employee.left_on)}</span> : null}
        <a href={reportHref} className="ml-auto font-medium text-brand-700 underline-offset-2 hover:underline">
          Open the personal report
        </a>
      </p>
    </div>
  );
}

/**
 * The employee's Payroll tab: the last twelve months of pay from the personal report, what is
 * still to recover, and the deductions that still apply. Read from the server each time;
 * pay is never saved on the device.
 */
export function EmployeePayrollTab({ employeeId, timeZone }: { employeeId: number; timeZone?: string }) {
  const range = lastTwelveMonths(timeZone);
  const query = useQuery(personalReportQueryOptions(employeeId, range));
  const reportHref = `#/employees/employee-report?employee_id=${employeeId}&from=${range.from}&to=${range.to}`;
  if (query.isPending) return <p className="py-6 text-center text-sm text-slate-600">Loading pay…</p>;
  if (query.isError) {
    const offline = query.error instanceof HttpError && query.error.isNetwork;
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-700">
        {offline ? 'Pay is read from the server each time and is never saved on this device. Connect, then open this tab again.' : errorMessage(query.error)}
      </p>
    );
  }
  return <PayrollSummary report={query.data} reportHref={reportHref} thisMonth={range.to} />;
}
