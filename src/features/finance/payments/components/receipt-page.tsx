import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { receiptQueryOptions } from '../api/payments';
import { ReceiptPrintStyle, ReceiptView } from './receipt-view';

/** Finance › Receipt: one receipt laid out for paper; Print puts only the receipt on it. */
export function ReceiptPage({ number, print = () => window.print() }: { number: number; print?: () => void }) {
  const online = useOnline();
  const query = useQuery({ ...receiptQueryOptions(number), enabled: online });
  const back = (
    <div className="flex flex-wrap justify-center gap-2">
      <a href="#/finance/receipts" className={buttonClass('secondary')}>
        Receipt book
      </a>
      <a href="#/finance/payment" className={buttonClass('secondary')}>
        Receive payment
      </a>
    </div>
  );
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
    return <QueryProblem title="This needs a connection" message="Receipts are read from the server." action={back} />;
  }
  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return <QueryProblem title={missing ? `No receipt ${number}` : 'The receipt could not be read'} message={errorMessage(query.error)} action={back} />;
  }
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;
  return (
    <div className="space-y-4">
      <ReceiptPrintStyle />
      <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <Button onClick={print}>Print receipt</Button>
      </div>
      <ReceiptView receipt={query.data} />
    </div>
  );
}
