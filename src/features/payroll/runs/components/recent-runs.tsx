import { formatMoney, formatCount, type PayrollRunRow, monthLabel } from '@contract';
import { RunStatusBadge } from './run-status-badge';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface RecentRunsProps {
  runs: readonly PayrollRunRow[];
  currency?: string;
  caption: string;
}

const th = 'px-3 py-2 font-semibold';
const money = 'whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-900';

/** The runs, newest month first; each month opens its run. */
export function RecentRuns({ runs, currency, caption }: RecentRunsProps) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-md ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className={th}>Month</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={`${th} text-right`}>Employees</th>
            <th scope="col" className={`${th} text-right`}>Gross</th>
            <th scope="col" className={`${th} text-right`}>Net</th>
            <th scope="col" className={`${th} text-right`}>Paid</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                <a href={`#/employees/payroll-run/${r.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                  {monthLabel(r.month)}
                </a>
              </th>
              <td className="px-3 py-2">
                <RunStatusBadge status={r.status} />
              </td>
              <td className={money}>{formatCount(r.employees)}</td>
              <td className={money}>{formatMoney(r.gross, currency)}</td>
              <td className={money}>{formatMoney(r.net, currency)}</td>
              <td className={money}>{formatMoney(r.paid, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
