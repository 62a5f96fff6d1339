import { formatMoney, type Instalment, type InstalmentState, monthLabel } from '@contract';
import { ColumnHeads } from '@/components/data-table/column-heads';

const BADGE: Record<InstalmentState, string> = {
  Planned: 'bg-slate-200 text-slate-800',
  Pending: 'bg-amber-100 text-amber-900',
  Recovered: 'bg-emerald-100 text-emerald-900',
};

export function InstalmentBadge({ status }: { status: InstalmentState }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>{status}</span>;
}

/** The planned instalments in order, what payroll did with each, and their total (always the amount paid out). */
export function ScheduleTable({ schedule, currency }: { schedule: readonly Instalment[]; currency?: string }) {
  const total = schedule.reduce((sum, i) => sum + i.amount, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recovery schedule</caption>
        <ColumnHeads row="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600" cell="px-3 py-2" heads={[{ label: '#', className: 'w-12' }, 'Month', { label: 'Amount', numeric: true }, 'Status']} />
        <tbody>
          {schedule.map((i, n) => (
            <tr key={i.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2 text-slate-600 tabular-nums">{n + 1}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-900">{monthLabel(i.month)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-900">{formatMoney(i.amount)}</td>
              <td className="px-3 py-2">
                <InstalmentBadge status={i.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold text-slate-900">
            <th scope="row" colSpan={2} className="px-3 py-2 text-left">
              Total
            </th>
            <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatMoney(total, currency)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
