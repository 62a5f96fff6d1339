import { memo } from 'react';
import { formatMoney, type FamilyFees } from '@contract';
import { focusRing } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { balanceText, feeItems, type FeeItem } from './fees-lines';
import { receiptHref } from './links';

function Item({ item: i, childId, currency }: { item: FeeItem; childId: number; currency: string }) {
  return (
    <li className="py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 break-words font-medium text-slate-900">{i.what}</p>
        {i.charge ? (
          <p className="shrink-0 whitespace-nowrap text-right tabular-nums">
            <span className="text-xs text-slate-600">Charge </span>
            <span className="font-semibold text-slate-900">{formatMoney(i.charge)}</span>
          </p>
        ) : null}
        {i.payment ? (
          <p className="shrink-0 whitespace-nowrap text-right tabular-nums">
            <span className="text-xs text-slate-600">Payment </span>
            <span className="font-semibold text-emerald-800">{formatMoney(i.payment)}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-700">
        <p>
          {formatDate(i.date)}
          {i.receipt != null ? (
            <>
              {' · '}
              <a href={receiptHref(childId, i.receipt)} className={`font-medium text-brand-700 underline underline-offset-2 ${focusRing}`}>
                Receipt {i.receipt}
              </a>
            </>
          ) : null}
          {i.reference ? <span className="text-slate-600"> · Ref. {i.reference}</span> : null}
        </p>
        <p className="ml-auto tabular-nums">
          <span className="sr-only">Balance after: </span>
          {balanceText(i.balance, currency)}
        </p>
      </div>
    </li>
  );
}

/** The statement as a list a phone reads without scrolling sideways: newest first, the balance after each line. */
export const FeesStatement = memo(function FeesStatement({ statement, currency, childId }: { statement: FamilyFees['statement']; currency: string; childId: number }) {
  const items = feeItems(statement);
  return (
    <section aria-labelledby="family-statement" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="family-statement" className="text-lg font-semibold text-slate-900">
        Statement
      </h2>
      <p className="text-sm text-slate-700">
        {formatDate(statement.from)} – {formatDate(statement.to)}, newest first. Amounts in {currency}.
      </p>
      {items.length ? (
        <ol aria-label="Charges and payments, newest first" className="mt-2 divide-y divide-slate-200">
          {items.map((item) => (
            <Item key={item.key} item={item} childId={childId} currency={currency} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Nothing charged or paid yet.</p>
      )}
    </section>
  );
});
