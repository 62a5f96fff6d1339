import type { UseQueryResult } from '@tanstack/react-query';
import { forwardRef, useId } from 'react';
import type { Receipt } from '@contract';
import { buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { ReceiptPrintStyle, ReceiptView } from '@/components/print/receipt-view';

export interface LastReceiptProps {
  number: number;
  receipt: UseQueryResult<Receipt>;
  onPrint: () => void;
}

/**
 * The receipt of the payment just posted: its number at once, then the receipt itself, which is
 * also what Print puts on paper (only it prints; the page stays as it is).
 */
export const LastReceipt = forwardRef<HTMLButtonElement, LastReceiptProps>(function LastReceipt({ number, receipt, onPrint }, printRef) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Last receipt: no {number}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={`#/finance/receipt/${number}`} className={buttonClass('secondary', 'px-3 py-1.5')}>
            Open receipt {number}
          </a>
          {/* The page puts the focus here after a post, before the receipt is read: a disabled
              button could not take it, so it says so with aria-disabled (and Button takes no ref). */}
          <button
            ref={printRef}
            type="button"
            aria-disabled={!receipt.data}
            className={buttonClass('primary', `px-3 py-1.5 ${receipt.data ? '' : 'cursor-wait opacity-60'}`)}
            onClick={() => receipt.data && onPrint()}
          >
            Print receipt
          </button>
        </div>
      </div>
      {receipt.data ? (
        <>
          <ReceiptPrintStyle />
          <ReceiptView receipt={receipt.data} headingLevel={3} />
        </>
      ) : receipt.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The payment is posted, but its receipt could not be read ({errorMessage(receipt.error)}). Open it from the receipt book to print it.
        </p>
      ) : (
        <p className="text-sm text-slate-600">Reading the receipt…</p>
      )}
    </section>
  );
});
