import { formatMoney, type Recovery, monthLabel } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { focusRing } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format-date';
import type { KindInfo } from '../lib/kinds';

const muted = 'text-slate-500';
const money = (minor: number, currency?: string) => <span className="whitespace-nowrap">{formatMoney(minor, currency)}</span>;

/** The advances' or loans' columns: who, when, how much, how much is back, and what comes next. */
export function recoveryColumns(info: KindInfo, currency?: string): Column<Recovery>[] {
  const columns: (Column<Recovery> | null)[] = [
    {
      id: 'employee',
      header: 'Employee',
      sort: 'employee',
      // The name opens the schedule: the row needs no separate button, which keeps it within a tablet's width.
      cell: (r) => (
        <span className="flex flex-col">
          <a href={info.detailHref(r.id)} className={`whitespace-nowrap font-medium text-brand-700 underline ${focusRing}`}>
            {r.employee_name}
            <span className="sr-only">
              {', '}
              {info.noun} of {formatDate(r.paid_on)}
            </span>
          </a>
          <span className="text-xs text-slate-600">{r.employee_number}</span>
        </span>
      ),
      text: (r) => `${r.employee_name} (${r.employee_number})`,
    },
    {
      id: 'paid_on',
      header: 'Paid on',
      sort: 'paid_on',
      // A balance brought forward from before the school moved in paid nothing out here: it says so.
      cell: (r) => (
        <span className="flex flex-col whitespace-nowrap">
          {formatDate(r.paid_on)}
          {r.origin === 'brought-forward' ? <span className="text-xs text-slate-600">Brought forward</span> : null}
        </span>
      ),
      text: (r) => (r.origin === 'brought-forward' ? `${r.paid_on} (brought forward)` : r.paid_on),
    },
    { id: 'amount', header: info.kind === 'loan' ? 'Principal' : 'Amount', sort: 'amount', align: 'right', cell: (r) => money(r.amount, currency), text: (r) => formatMoney(r.amount) },
    info.kind === 'loan'
      ? { id: 'instalment', header: 'Monthly', align: 'right', cell: (r) => money(r.instalment), text: (r) => formatMoney(r.instalment), wide: true }
      : null,
    { id: 'recovered', header: 'Recovered', align: 'right', cell: (r) => money(r.recovered), text: (r) => formatMoney(r.recovered), wide: true },
    {
      id: 'remaining',
      header: 'Remaining',
      sort: 'remaining',
      align: 'right',
      cell: (r) => <span className={`whitespace-nowrap ${r.remaining === 0 ? muted : 'font-medium text-slate-900'}`}>{formatMoney(r.remaining)}</span>,
      text: (r) => formatMoney(r.remaining),
    },
    {
      id: 'next',
      header: 'Next month',
      cell: (r) => (r.next_month ? <span className="whitespace-nowrap">{monthLabel(r.next_month, true)}</span> : <span className={muted}>—</span>),
      text: (r) => r.next_month ?? '',
    },
    { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} />, text: (r) => r.status },
  ];
  return columns.filter((c): c is Column<Recovery> => c !== null);
}
