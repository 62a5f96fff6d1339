import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { busFeeRunInput, type Profile, monthLabel } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReasonedButton } from '@/components/ui/reasoned-button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { submissionKeys } from '@/lib/submission-keys';
import { busFeePreviewQueryOptions, useBillMonth } from '../api/billing';
import { billLabel, billState, prorationLine, stateTotals } from '../lib/billing';
import { isMonth } from '../lib/months';
import { BillingTable } from './billing-table';
import { ConfirmBill } from './confirm-bill';

export interface BillingPageProps {
  user: Profile;
  /** The month shown (YYYY-MM): the address's, or this month. */
  month: string;
  onMonth: (month: string) => void;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

/** The posting date's problem, checked by the contract: a date within the month billed. */
function dateProblem(month: string, date: string): string | undefined {
  const parsed = v.safeParse(busFeeRunInput, { month, date });
  return parsed.success ? undefined : parsed.issues[0]?.message;
}

/**
 * Bus › Bill a month: every rider of the month, charged from their assignments at today's
 * rates, against what is billed already. Bill posts the new ones only, one entry per student,
 * under one Idempotency-Key per submission (a retry reuses it, so nobody is billed twice).
 */
export function BillingPage({ user, month, onMonth, makeKey }: BillingPageProps) {
  const id = useId();
  const online = useOnline();
  const [typed, setTyped] = useState(month);
  const [date, setDate] = useState(`${month}-01`);
  const [confirming, setConfirming] = useState(false);
  // The month can also change from outside (the address, a link): the fields follow it.
  const [seen, setSeen] = useState(month);
  if (seen !== month) {
    setSeen(month);
    setTyped(month);
    setDate(`${month}-01`);
  }
  const shown = isMonth(month) ? month : null;
  const preview = useQuery(busFeePreviewQueryOptions(shown));
  const keys = useRef(submissionKeys(makeKey));
  const bill = useBillMonth(() => {
    keys.current.done();
    setConfirming(false);
  });

  const pickMonth = (next: string) => {
    setTyped(next);
    if (isMonth(next)) onMonth(next);
  };
  const data = preview.data?.month === shown ? preview.data : undefined;
  const state = billState(data);
  const dateError = date ? dateProblem(month, date) : 'Give the date to post the charges on.';
  const reason = !online ? 'Billing needs a connection.' : dateError ? '' : state.reason;
  const input = { month, date };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <p className="text-sm text-slate-600">
        Each student is charged for the month from their bus assignments: the fee category&apos;s rate, by the school&apos;s rule for part months. Students already billed
        are left as they are.
      </p>
      {!online ? <QueryProblem title="This needs a connection" message="Bus fees are previewed and billed on the server. Connect, then choose the month." /> : null}
      <section aria-labelledby={`${id}-run`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-6">
        <h2 id={`${id}-run`} className="mb-3 text-base font-semibold text-slate-900">
          Bus fees for a month
        </h2>
        <div className="flex flex-wrap items-start gap-4">
          <div className="w-48">
            <FieldLabel htmlFor={`${id}-month`} label="Month" required />
            <input id={`${id}-month`} type="month" required className={inputClass} value={typed} onChange={(e) => pickMonth(e.target.value)} />
          </div>
          <div className="w-48">
            <FieldLabel htmlFor={`${id}-date`} label="Posting date" required />
            <input
              id={`${id}-date`}
              type="date"
              required
              className={inputClass}
              value={date}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={`${id}-date-note`}
              onChange={(e) => setDate(e.target.value)}
            />
            <p id={`${id}-date-note`} className={`mt-1 text-xs ${dateError ? 'font-medium text-red-700' : 'text-slate-600'}`}>
              {dateError ?? 'The charges are dated on this day of the month.'}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-preview`} aria-busy={preview.isFetching || undefined} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-6">
        <h2 id={`${id}-preview`} className="text-base font-semibold text-slate-900">
          Preview: {monthLabel(month)}
        </h2>
        {preview.isError && !data ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {preview.error instanceof HttpError && preview.error.isNetwork ? 'The preview needs a connection.' : `The preview could not be read (${errorMessage(preview.error)}).`}
          </p>
        ) : null}
        {!data && !preview.isError ? (
          <p role="status" className="text-sm text-slate-600">
            Reading the preview…
          </p>
        ) : null}
        {data ? (
          <>
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{prorationLine(data)}</p>
            <dl className="grid gap-2 sm:grid-cols-3" aria-live="polite">
              {stateTotals(data, user.currency).map((t) => (
                <div key={t.state} className="rounded-md px-3 py-2 ring-1 ring-slate-200">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t.label}</dt>
                  <dd className="text-sm text-slate-900">
                    {t.students} {t.students === 1 ? 'student' : 'students'} · <span className="tabular-nums">{t.amount}</span>
                  </dd>
                </div>
              ))}
            </dl>
            {data.rows.length > 0 ? <BillingTable preview={data} user={user} /> : <p className="py-6 text-center text-sm text-slate-700">Nobody rides a bus in {monthLabel(month)}.</p>}
            <ReasonedButton reason={reason} disabled={state.count === 0 || !online || !!dateError || bill.isPending} onClick={() => setConfirming(true)}>
              {billLabel(state.count)}
            </ReasonedButton>
          </>
        ) : null}
      </section>

      <Modal open={confirming} onClose={() => setConfirming(false)} title={`Bill ${monthLabel(month)}`} width="32rem">
        {confirming && data ? (
          <ConfirmBill
            month={month}
            date={date}
            students={state.count}
            amount={data.totals.new.amount}
            currency={user.currency}
            pending={bill.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => bill.mutate({ input, key: keys.current.keyFor(input) })}
          />
        ) : null}
      </Modal>
    </div>
  );
}
