import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Profile, Receipt } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { EntryLink } from '@/components/ledger/entry-link';
import { ReverseEntryDialog } from '../../entries/components/reverse-entry-dialog';
import { receiptQueryOptions } from '../api/payments';
import { owesWords } from '../../reports/components/statement-table';
import { ReceiptPrintStyle, ReceiptView } from '@/components/print/receipt-view';

export interface ReceiptPageProps {
  user: Profile;
  number: number;
  print?: () => void;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/** A reversed payment, said on screen: by which entry, when, why, and what the student owes now. */
function ReversedNote({ receipt: r, user }: { receipt: Receipt; user: Profile }) {
  if (!r.reversal) return null;
  const linkClass = 'underline underline-offset-2 hover:text-red-900';
  return (
    <div role="status" className="mx-auto max-w-xl rounded-md border-2 border-red-700 bg-white px-4 py-3 text-sm text-red-900 print:hidden">
      <p className="font-semibold">
        Reversed on {formatDate(r.reversal.date)} by{' '}
        <EntryLink id={r.reversal.entry_id} user={user} className={linkClass}>
          entry #{r.reversal.entry_id}
        </EntryLink>
        {r.reversal.reason ? `: ${r.reversal.reason}` : ''}.
      </p>
      <p className="mt-1">
        The payment no longer counts: {r.student.name} now {owesWords(r.balance_now, r.school.currency)}.
      </p>
    </div>
  );
}

/**
 * Finance › Receipt: one receipt laid out for paper; Print puts only the receipt on it. Whoever
 * may correct the books (`update-account`) reverses a wrong payment here, with its reason: the
 * receipt keeps its number and shows as void.
 */
export function ReceiptPage({ user, number, print = () => window.print(), makeKey }: ReceiptPageProps) {
  const online = useOnline();
  const query = useQuery({ ...receiptQueryOptions(number), enabled: online });
  const [reversing, setReversing] = useState(false);
  const close = useCallback(() => setReversing(false), []);
  const back = (
    <div className="flex flex-wrap justify-center gap-2">
      <a href="#/finance/receipts" className={buttonClass('secondary')}>
        Receipt Book
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
  const receipt = query.data;
  const canReverse = can(user, 'update-account') && !receipt.voided;
  return (
    <div className="space-y-4">
      <ReceiptPrintStyle />
      <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <div className="flex flex-wrap gap-2">
          {canReverse ? (
            <Button variant="danger" onClick={() => setReversing(true)}>
              Reverse
            </Button>
          ) : null}
          <Button onClick={print}>Print receipt</Button>
        </div>
      </div>
      <p className="mx-auto max-w-xl text-sm text-slate-700 print:hidden">
        Posted as <EntryLink id={receipt.entry_id} user={user}>entry #{receipt.entry_id}</EntryLink>
      </p>
      <ReversedNote receipt={receipt} user={user} />
      <ReceiptView receipt={receipt} />
      {canReverse ? (
        <ReverseEntryDialog
          entry={{ id: receipt.entry_id, date: receipt.date, reversed_by_id: null }}
          open={reversing}
          onClose={close}
          today={todayIn(user.time_zone)}
          // The answer invalidates every finance read: the receipt comes back void, with its reversal.
          onReversed={close}
          onConflict={() => void query.refetch()}
          makeKey={makeKey}
        />
      ) : null}
    </div>
  );
}
