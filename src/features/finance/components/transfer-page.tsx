import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Profile } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { QueryProblem } from '@/components/overlays/query-state';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { useTransfer } from '../api/accounts';
import { todayIn } from '@/lib/today';
import { submissionKeys } from '@/lib/submission-keys';
import { EntryLink } from '@/components/ledger/entry-link';
import { TransferForm } from '../forms/transfer-form';

export interface TransferPageProps {
  user: Profile;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/**
 * Finance › Transfer A2A. Each submission goes under an Idempotency-Key; sending the same
 * values again (after a lost answer) reuses it, so the money moves once. After a success the
 * form starts afresh and the balances (here and on the chart) are read again.
 */
export function TransferPage({ user, makeKey }: TransferPageProps) {
  const online = useOnline();
  const accounts = useQuery(cashAccountOptionsQueryOptions());
  const keys = useRef(submissionKeys(makeKey));
  const [round, setRound] = useState(0);
  // The last transfer's entry: a wrong one is reversed from its entry page.
  const [posted, setPosted] = useState<number | null>(null);
  const transfer = useTransfer((data) => {
    keys.current.done();
    setPosted(data.entry_id);
    setRound((r) => r + 1);
  });

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="A transfer is posted on the server; what you type stays here until you post it." /> : null}
      {accounts.isError && !accounts.data ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The cash and bank accounts could not be read ({errorMessage(accounts.error)}).
        </p>
      ) : null}
      <section aria-labelledby="transfer-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="transfer-heading" className="text-base font-semibold text-slate-900">
          Move money between cash and bank accounts
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">Each account shows its balance today. The transfer is posted as one journal entry.</p>
        <TransferForm
          key={round}
          accounts={accounts.data ?? []}
          currency={user.currency}
          today={todayIn(user.time_zone)}
          pending={transfer.isPending}
          onSubmit={(input) => transfer.mutate({ input, key: keys.current.keyFor(input) })}
        />
      </section>
      {posted !== null ? (
        <p role="status" className="text-sm text-slate-700">
          The last transfer was posted as <EntryLink id={posted} user={user}>entry #{posted}</EntryLink>. A wrong transfer is reversed from its entry.
        </p>
      ) : null}
    </div>
  );
}
