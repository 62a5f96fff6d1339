import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Profile } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { submissionKeys } from '@/lib/submission-keys';
import { payableAccountsQueryOptions, recentCheckNumbersQueryOptions, useWriteCheck } from '../api/checks';
import { CheckForm, type NumberSuggestion } from '../forms/check-form';
import { highestNumber, nextCheckNumber } from '../lib/check-number';

export interface WriteCheckPageProps {
  user: Profile;
  /** After the check is posted: its voucher. */
  onWritten: (checkId: number) => void;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/**
 * Finance › Write check. The check is posted under one Idempotency-Key per submission: sending
 * the same values again after a lost answer reuses it, so a flaky connection never writes the
 * check twice. The number is suggested from the register, the next after the highest used on
 * the chosen bank account.
 */
export function WriteCheckPage({ user, onWritten, makeKey }: WriteCheckPageProps) {
  const online = useOnline();
  const banks = useQuery(cashAccountOptionsQueryOptions());
  const payable = useQuery(payableAccountsQueryOptions());
  const [bankId, setBankId] = useState<number | null>(null);
  const numbers = useQuery(recentCheckNumbersQueryOptions(bankId));
  const suggestion = useMemo<NumberSuggestion | undefined>(
    () => (numbers.data ? { next: nextCheckNumber(numbers.data), highest: highestNumber(numbers.data) } : undefined),
    [numbers.data],
  );
  const keys = useRef(submissionKeys(makeKey));
  const write = useWriteCheck((data) => {
    keys.current.done();
    onWritten(data.check_id);
  });
  const onBankChange = useCallback((id: number | null) => setBankId(id), []);
  const failed = [banks, payable].find((q) => q.isError && !q.data);
  const ready = banks.data && payable.data;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="A check is posted on the server; what you type stays here until you post it." /> : null}
      <section aria-labelledby="check-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="check-heading" className="text-base font-semibold text-slate-900">
              Pay by check
            </h2>
            <p className="mt-1 text-sm text-slate-600">Each line is charged to its account; the bank is credited with the total. A voucher to print follows.</p>
          </div>
          <a href="#/finance/checks" className={buttonClass('secondary')}>
            Check Register
          </a>
        </div>
        {failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <p className="flex-1">The accounts could not be read ({errorMessage(failed.error)}).</p>
            <Button variant="secondary" className="px-3 py-1" onClick={() => void Promise.all([banks.refetch(), payable.refetch()])}>
              Try again
            </Button>
          </div>
        ) : null}
        {ready ? (
          <CheckForm
            banks={banks.data}
            payable={payable.data}
            currency={user.currency}
            today={todayIn(user.time_zone)}
            suggestion={bankId === null ? undefined : suggestion}
            onBankChange={onBankChange}
            pending={write.isPending}
            onSubmit={(input) => write.mutate({ input, key: keys.current.keyFor(input) })}
          />
        ) : !failed ? (
          <p className="py-8 text-center text-sm text-slate-600">Reading the accounts…</p>
        ) : null}
      </section>
    </div>
  );
}
