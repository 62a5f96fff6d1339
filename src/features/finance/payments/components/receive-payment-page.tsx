import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Payer, PaymentInput, Profile } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { QueryProblem } from '@/components/overlays/query-state';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { submissionKeys } from '@/lib/submission-keys';
import { payerAccountQueryOptions, receiptQueryOptions, useReceivePayment } from '../api/payments';
import { PaymentForm, type CounterDefaults, type PaymentFields, type PaymentFormHandle } from '../forms/payment-form';
import { useCounterMode } from '../lib/counter-mode';
import { CounterBar } from './counter-bar';
import { LastReceipt } from './last-receipt';
import { PayerCard } from './payer-card';
import { PayerSearch } from './payer-search';

export interface ReceivePaymentPageProps {
  user: Profile;
  /** For tests: how a submission's key is made, and what printing does. */
  makeKey?: () => string;
  print?: () => void;
}

export const NO_STUDENT_MESSAGE = 'Find the student first: type a name, admission number or parent phone.';
const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/**
 * Finance › Receive payment. Find the student, take the money, hand over a receipt. Each post
 * goes under one Idempotency-Key (a retry of the same values reuses it, so nobody pays twice).
 * In fee counter mode the keyboard alone runs the queue: Enter picks, Enter posts and prints,
 * and the search is ready for the next parent. A failed post leaves everything as typed.
 */
export function ReceivePaymentPage({ user, makeKey, print = () => window.print() }: ReceivePaymentPageProps) {
  const online = useOnline();
  const ids = useId();
  const [counter, setCounter] = useCounterMode();
  const accounts = useQuery(cashAccountOptionsQueryOptions());
  const [payerId, setPayerId] = useState<number | null>(null);
  const payer = useQuery(payerAccountQueryOptions(payerId));
  const [noPayer, setNoPayer] = useState('');
  const [defaults, setDefaults] = useState<CounterDefaults>(() => ({
    account_id: user.bus_account_id ? String(user.bus_account_id) : '',
    date: todayIn(user.time_zone),
    method: 'Cash',
  }));
  const [round, setRound] = useState(0);
  const [last, setLast] = useState<number | null>(null);
  const receipt = useQuery(receiptQueryOptions(last));
  /** The counter's receipt waiting to be read before it prints. */
  const toPrint = useRef<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<PaymentFormHandle>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  const keys = useRef(submissionKeys(makeKey));

  // A new page focuses its heading once rendered (routes/__root.tsx); the counter wants the search.
  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement?.tagName === 'H1') searchRef.current?.focus();
    });
  }, []);
  useEffect(() => {
    if (counter) focusSearch();
  }, [counter, focusSearch]);

  const pay = useReceivePayment((data, { input }) => {
    keys.current.done();
    setDefaults({ account_id: input.account_id ? String(input.account_id) : '', date: input.date, method: input.method });
    setLast(data.receipt_no);
    if (counter) toPrint.current = data.receipt_no;
    setRound((r) => r + 1);
    if (counter) setPayerId(null);
  });

  // After a post the form starts afresh: the counter goes back to the search, a desk to Print.
  useEffect(() => {
    if (round === 0) return;
    if (counter) focusSearch();
    else printRef.current?.focus();
    // Only a new round moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  // The counter prints as soon as the posted receipt has been read.
  useEffect(() => {
    if (toPrint.current === null || receipt.data?.number !== toPrint.current) return;
    toPrint.current = null;
    print();
  }, [receipt.data, print]);

  const pick = (p: Payer) => {
    setPayerId(p.id);
    setNoPayer('');
    formRef.current?.focusAmount();
  };
  const clear = () => {
    setPayerId(null);
    searchRef.current?.focus();
  };
  const submit = (fields: PaymentFields) => {
    if (payerId === null) {
      setNoPayer(NO_STUDENT_MESSAGE);
      searchRef.current?.focus();
      return;
    }
    const input: PaymentInput = { student_id: payerId, ...fields };
    pay.mutate(
      { input, key: keys.current.keyFor(input) },
      {
        onError: (error) => {
          // The student is no field of the form: a refusal about them goes back to the search.
          const issue = error instanceof HttpError ? error.issues.find((i) => String(i.path).startsWith('student')) : undefined;
          if (issue) {
            setNoPayer(issue.message);
            searchRef.current?.focus();
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="A payment is posted on the server. What you type stays here; post it once you are back online." /> : null}
      <CounterBar counter={counter} onCounterChange={setCounter} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby={`${ids}-student`} className={`${card} space-y-4`}>
          <h2 id={`${ids}-student`} className="text-base font-semibold text-slate-900">
            Student
          </h2>
          <PayerSearch ref={searchRef} currency={user.currency} error={noPayer} onPick={pick} onClear={clear} />
          {payerId === null ? null : payer.data ? (
            <PayerCard account={payer.data} currency={user.currency} onClear={clear} />
          ) : payer.isError ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              The student&apos;s account could not be read ({errorMessage(payer.error)}).
            </p>
          ) : (
            <p className="text-sm text-slate-600">Reading the student&apos;s account…</p>
          )}
        </section>
        <section aria-labelledby={`${ids}-payment`} className={card}>
          <h2 id={`${ids}-payment`} className="text-base font-semibold text-slate-900">
            Payment
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            {payer.data ? `From ${payer.data.name}. ` : ''}Part payments are fine, and so is paying ahead: the balance is shown before you post.
          </p>
          {accounts.isError ? (
            <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The cash accounts could not be read ({errorMessage(accounts.error)}); the money goes to your default cash account.
            </p>
          ) : null}
          <PaymentForm
            key={round}
            ref={formRef}
            accounts={accounts.data ?? []}
            currency={user.currency}
            defaults={defaults}
            balance={payer.data && payerId !== null ? payer.data.balance : null}
            pending={pay.isPending}
            submitLabel={counter ? 'Post and print' : 'Post payment'}
            onSubmit={submit}
          />
        </section>
      </div>
      {last ? <LastReceipt ref={printRef} number={last} receipt={receipt} onPrint={print} /> : null}
    </div>
  );
}
