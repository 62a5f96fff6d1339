import { formatMoney, type PayerAccount } from '@contract';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { balanceWords, chargeLeft, placeOf } from '../lib/balance';
import { ScrollRegion } from '@/components/layout/scroll-region';

export interface PayerCardProps {
  account: PayerAccount;
  currency?: string;
  onClear: () => void;
}

const cell = 'whitespace-nowrap px-2 py-2 text-right';

/** The picked student: where they sit, what they owe, and the charges still open. */
export function PayerCard({ account: a, currency, onClear }: PayerCardProps) {
  const owes = a.balance > 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-base font-semibold text-slate-900">{a.name}</p>
          <p className="text-sm text-slate-700">
            {a.admission_no}
            {placeOf(a) ? ` · ${placeOf(a)}` : ' · not enrolled'}
            {a.parent_phone ? ` · parent ${a.parent_phone}` : ''}
          </p>
        </div>
        <div className="text-right">
          <p className={`text-lg font-semibold ${owes ? 'text-red-800' : 'text-emerald-800'}`}>{balanceWords(a.balance, currency)}</p>
          {a.unallocated > 0 ? <p className="text-xs text-slate-700">{formatMoney(a.unallocated, currency)} paid ahead, waiting for the next fee</p> : null}
        </div>
      </div>
      {a.charges.length > 0 ? (
        <ScrollRegion label={`Charges of ${a.name}`} className="max-h-64 overflow-auto rounded-md ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Open and recent charges of {a.name}, oldest first</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="px-2 py-2 font-semibold">Date</th>
                <th scope="col" className="px-2 py-2 font-semibold">Charge</th>
                <th scope="col" className={`${cell} font-semibold`}>Amount</th>
                <th scope="col" className={`${cell} font-semibold`}>Paid</th>
                <th scope="col" className={`${cell} font-semibold`}>Left</th>
              </tr>
            </thead>
            <tbody>
              {a.charges.map((c) => (
                <tr key={c.entry_id} className="border-b border-slate-100 last:border-0">
                  <td className="whitespace-nowrap px-2 py-2 text-slate-800">{formatDate(c.date)}</td>
                  <td className="px-2 py-2 text-slate-900">{c.memo ?? 'Charge'}</td>
                  <td className={`${cell} text-slate-800`}>{formatMoney(c.amount, currency)}</td>
                  <td className={`${cell} text-slate-800`}>{formatMoney(c.paid, currency)}</td>
                  <td className={`${cell} font-medium ${chargeLeft(c) > 0 ? 'text-slate-900' : 'text-emerald-800'}`}>
                    {chargeLeft(c) > 0 ? formatMoney(chargeLeft(c), currency) : 'Paid'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-slate-600">No charges yet: a payment now is held as a prepayment.</p>
      )}
      <Button variant="ghost" className="px-2 py-1" onClick={onClear}>
        Choose another student
      </Button>
    </div>
  );
}
