import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Profile } from '@contract';
import { accountOptionsQueryOptions } from '@/api/finance';
import { EntryLink } from '@/components/ledger/entry-link';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { submissionKeys } from '@/lib/submission-keys';
import { todayIn } from '@/lib/today';
import { sourceFor } from '../../reports/components/statement-page';
import { usePostJournal } from '../api/journal';
import { JournalForm } from '../forms/journal-form';

export interface JournalPageProps {
  user: Profile;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/**
 * Finance › General Journal: a balanced manual entry (ADR 039). Each submission goes under an
 * Idempotency-Key; sending the same values again after a lost answer reuses it, so the entry
 * is posted once. A posted entry is never edited: a wrong one is reversed from its entry page.
 */
export function JournalPage({ user, makeKey }: JournalPageProps) {
  const online = useOnline();
  const accounts = useQuery(accountOptionsQueryOptions());
  const keys = useRef(submissionKeys(makeKey));
  const [round, setRound] = useState(0);
  const [posted, setPosted] = useState<number | null>(null);
  const post = usePostJournal((data) => {
    keys.current.done();
    setPosted(data.entry_id);
    setRound((r) => r + 1);
  });

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="A journal entry is posted on the server; what you type stays here until you post it." /> : null}
      <section aria-labelledby="journal-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="journal-heading" className="text-base font-semibold text-slate-900">
          A manual journal entry
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          Each line debits or credits one account; the entry posts only when the debits equal the credits, in an open month. Employee advances and loans are
          kept by their recoveries, and a Students receivable line names its student.
        </p>
        {accounts.isError && !accounts.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <p className="flex-1">The accounts could not be read ({errorMessage(accounts.error)}).</p>
            <Button variant="secondary" className="px-3 py-1" onClick={() => void accounts.refetch()}>
              Try again
            </Button>
          </div>
        ) : accounts.data ? (
          <JournalForm
            key={round}
            accounts={accounts.data}
            currency={user.currency}
            today={todayIn(user.time_zone)}
            studentSource={sourceFor(user)}
            employees={can(user, 'list-employee')}
            pending={post.isPending}
            onSubmit={(input) => post.mutate({ input, key: keys.current.keyFor(input) })}
          />
        ) : (
          <p className="py-8 text-center text-sm text-slate-600">Reading the accounts…</p>
        )}
      </section>
      {posted !== null ? (
        <p role="status" className="text-sm text-slate-700">
          The last entry was posted as <EntryLink id={posted} user={user}>entry #{posted}</EntryLink>. A wrong entry is reversed from its entry page.
        </p>
      ) : null}
    </div>
  );
}
