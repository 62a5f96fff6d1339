import { formatMoney, formatCount, type PayrollRunRow, monthLabel } from '@contract';
import { RunStatusBadge } from './run-status-badge';
import { TableFrame } from '@/components/data-table/table-frame';

export interface RecentRunsProps {
  runs: readonly PayrollRunRow[];
  currency?: string;
  caption: string;
}

const HEADS = ['Month', 'Status', { label: 'Employees', numeric: true }, { label: 'Gross', numeric: true }, { label: 'Net', numeric: true }, { label: 'Paid', numeric: true }];
const money = 'whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-900';

/** The runs, newest month first; each month opens its run. */
export function RecentRuns({ runs, currency, caption }: RecentRunsProps) {
  return (
    <TableFrame caption={caption} heads={HEADS}>
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
    </TableFrame>
  );
}
