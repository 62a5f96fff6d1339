import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '@/components/overlays/query-state';
import { readGate } from '@/components/overlays/read-gate';
import { ReceiptPrintStyle, ReceiptView } from '@/components/print/receipt-view';
import { Button, buttonClass } from '@/components/ui/button';
import { familyReceiptQueryOptions } from '@/api/family-records';
import { formatDate } from '@/lib/format-date';
import { HttpError } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { feesHref } from './links';
import { RecordsTitle } from './records-title';

/** `/family/receipt` without a number: where to find one. */
export function NoReceipt({ childId }: { childId: number }) {
  return (
    <QueryProblem
      title="Which receipt?"
      message="This address does not name a receipt. Each payment on the Fees page links to its own."
      action={
        <a href={feesHref(childId)} className={buttonClass('secondary')}>
          Go to fees
        </a>
      }
    />
  );
}

export interface ReceiptPageProps {
  childId: number;
  number: number;
  print?: () => void;
}

/** Family › Fees › a receipt: the school's own printed receipt, with Print; a reversed payment's shows as void. */
export function FamilyReceiptPage({ childId, number, print = () => window.print() }: ReceiptPageProps) {
  const online = useOnline();
  const query = useQuery(familyReceiptQueryOptions(childId, number));
  const receipt = query.data;
  const back = (
    <a href={feesHref(childId)} className={buttonClass('secondary')}>
      Back to fees
    </a>
  );
  const missing = query.error instanceof HttpError && query.error.status === 404;
  const gate = missing ? (
    <QueryProblem title={`No receipt ${number}`} message="This receipt is not one of this child's. Open one from the Fees page." action={back} />
  ) : (
    readGate(query, online, {
      offline: { title: 'The receipt needs a connection', message: 'Receipts are read from the school each time. Try again when the phone is online.' },
      loading: { rows: 8, label: 'Loading the receipt…' },
      failed: 'The receipt could not load',
    })
  );
  return (
    <div className="space-y-4">
      <RecordsTitle title={`Receipt ${number}`}>
        {back}
        <Button onClick={print} disabled={!receipt}>
          Print
        </Button>
      </RecordsTitle>
      {gate ??
        (receipt ? (
          <>
            <ReceiptPrintStyle />
            {receipt.reversal ? (
              <p role="status" className="mx-auto max-w-xl rounded-md border-2 border-red-700 bg-white px-4 py-3 text-sm text-red-900 print:hidden">
                This payment was reversed on {formatDate(receipt.reversal.date)}
                {receipt.reversal.reason ? `: ${receipt.reversal.reason}` : ''}. It no longer counts towards the fees.
              </p>
            ) : null}
            <ReceiptView receipt={receipt} />
          </>
        ) : null)}
    </div>
  );
}
