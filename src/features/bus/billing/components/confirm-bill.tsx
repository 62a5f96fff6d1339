import { formatMoney, monthLabel } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { formatDate } from '@/lib/format-date';
import { billLabel, entryLines } from '../lib/billing';

export interface ConfirmBillProps {
  month: string;
  date: string;
  students: number;
  amount: number;
  currency?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step: what is posted, to which accounts, on which day, before anything is. */
export function ConfirmBill({ month, date, students, amount, currency, pending, onConfirm, onCancel }: ConfirmBillProps) {
  return (
    <ConfirmPanel confirmLabel={pending ? 'Billing…' : billLabel(students)} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        This posts one entry for each of the {students === 1 ? 'student' : `${students} students`} not billed yet for {monthLabel(month)}, dated {formatDate(date)}. The fees
        show on each student&apos;s statement with tuition and are paid at the fee counter. A mistake is corrected by reversing the entry.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">The entries, in all</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1 pr-2 font-semibold">Account</th>
            <th scope="col" className="py-1 text-right font-semibold">Debit</th>
            <th scope="col" className="py-1 text-right font-semibold">Credit</th>
          </tr>
        </thead>
        <tbody>
          {entryLines(amount).map((l) => (
            <tr key={l.account} className="border-b border-slate-100">
              <th scope="row" className={`py-1 pr-2 font-normal text-slate-900 ${l.side === 'Cr' ? 'pl-4' : ''}`}>
                {l.side} {l.account}
                {l.side === 'Dr' ? <span className="text-slate-600"> (each student)</span> : null}
              </th>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">{l.side === 'Dr' ? formatMoney(l.amount, currency) : ''}</td>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">{l.side === 'Cr' ? formatMoney(l.amount, currency) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmPanel>
  );
}
