import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { formatMoney, type Profile, type RecoveryDetail, monthLabel } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { QueryProblem } from '@/components/overlays/query-state';
import { CardSection } from '@/components/layout/card-section';
import { Button, buttonClass, focusRing } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { can, lacks } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { recoveryQueryOptions, useChangePlan, useReverseOpening, useSkipMonth } from '../api/recoveries';
import { ChangePlanForm } from '../forms/change-plan-form';
import { ReverseForm } from '../forms/reverse-form';
import { SkipMonthForm } from '../forms/skip-month-form';
import type { KindInfo } from '../lib/kinds';
import { monthAfter } from '../lib/months';
import { inOrder, plannedOf } from '../lib/schedule';
import { todayIn } from '@/lib/today';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { submissionKeys } from '@/lib/submission-keys';
import { ScheduleTable } from './schedule-table';

export interface RecoveryPageProps {
  info: KindInfo;
  user: Profile;
  id: number;
  /** For tests: how a reversal's key is made. */
  makeKey?: () => string;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Why Skip a month is off for a user who may use it: nothing is planned that could move. */
function whySkipOff(recovery: RecoveryDetail): string | undefined {
  if (recovery.status === 'Reversed') return `Reversed${recovery.reversed_on ? ` on ${formatDate(recovery.reversed_on)}` : ''}: nothing is left to recover.`;
  if (recovery.status === 'Repaid') return 'Repaid: there is nothing left to recover.';
  if (plannedOf(recovery.schedule).length === 0) return 'Every instalment left is in a payroll run already.';
  return undefined;
}

/** Why Change plan is off: the server re-plans only while no pending run recovers from it. */
function whyPlanOff(recovery: RecoveryDetail, noun: string): string | undefined {
  const pending = recovery.schedule.find((i) => i.status === 'Pending');
  if (pending) return `The pending payroll for ${monthLabel(pending.month)} recovers from this ${noun}: approve or cancel it first.`;
  return whySkipOff(recovery);
}

/** Why Reverse is off for a brought-forward balance: payroll has touched it, or it is undone already. */
function whyReverseOff(recovery: RecoveryDetail, noun: string): string | undefined {
  if (recovery.status === 'Reversed') return `This ${noun} has already been reversed.`;
  if (recovery.schedule.some((i) => i.status !== 'Planned')) return `Payroll has recovered from this ${noun} (or a run holds an instalment): it can no longer be reversed.`;
  return undefined;
}

/**
 * Employees › Salary advance / Staff loan: its figures, its schedule month by month, Skip a
 * month and Change plan. Read from the server only: payroll data is not kept on the device.
 */
export function RecoveryPage({ info, user, id, makeKey }: RecoveryPageProps) {
  const online = useOnline();
  const query = useQuery(recoveryQueryOptions(info, id));
  const [dialog, setDialog] = useState<'skip' | 'plan' | 'reverse' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const reverseKeys = useRef(submissionKeys(makeKey));
  const reverse = useReverseOpening(info, () => {
    reverseKeys.current.done();
    close();
  });
  const canAdd = can(user, info.add);
  const skip = useSkipMonth(info, close);
  const change = useChangePlan(info, close);
  const canUpdate = can(user, info.update);
  const canSeeEntry = can(user, 'view-account') || can(user, 'report-account');
  const back = (
    <a href={info.listHref} className={buttonClass('secondary')}>
      {info.plural}
    </a>
  );

  if (!query.data && (!online || (query.error instanceof HttpError && query.error.isNetwork))) {
    return <QueryProblem title="This needs a connection" message={`The ${info.noun} is read from the server; payroll data is not kept on this device.`} action={back} />;
  }
  if (query.isError && !query.data) return <QueryProblem title={`No such ${info.noun}`} message={errorMessage(query.error)} action={back} />;
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  const r = query.data;
  const skipOff = whySkipOff(r);
  const planOff = whyPlanOff(r, info.noun);
  const lacking = lacks(canUpdate, info.update);
  const broughtForward = r.origin === 'brought-forward';
  const reverseOff = whyReverseOff(r, info.noun);

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <section aria-labelledby="recovery-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="recovery-heading" className="text-base font-semibold text-slate-900">
              {info.singular} to {r.employee_name} <span className="font-normal text-slate-600">· {r.employee_number}</span>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{r.reason}</p>
            {broughtForward ? (
              <p className="mt-1 text-sm text-slate-700">
                Brought forward on {formatDate(r.paid_on)}: an outstanding balance from before the school moved in; no cash moved.
              </p>
            ) : null}
            {canUpdate && (planOff ?? skipOff) ? <p className="mt-1 text-xs text-slate-600">{planOff ?? skipOff}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {back}
            {broughtForward ? (
              <Button variant="secondary" disabled={!canAdd || !!reverseOff} title={lacks(canAdd, info.add) ?? reverseOff} onClick={() => setDialog('reverse')}>
                Reverse
              </Button>
            ) : null}
            <Button variant="secondary" disabled={!canUpdate || !!skipOff} title={lacking ?? skipOff} onClick={() => setDialog('skip')}>
              Skip a month
            </Button>
            <Button disabled={!canUpdate || !!planOff} title={lacking ?? planOff} onClick={() => setDialog('plan')}>
              Change plan
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Figure label={info.kind === 'loan' ? 'Principal' : 'Amount'}>{formatMoney(r.amount, user.currency)}</Figure>
          <Figure label="Recovered">{formatMoney(r.recovered, user.currency)}</Figure>
          <Figure label="Remaining">
            <span className="font-semibold">{formatMoney(r.remaining, user.currency)}</span>
          </Figure>
          <Figure label="Status">
            <StatusBadge status={r.status} />
          </Figure>
          {broughtForward ? <Figure label="Origin">Brought forward on {formatDate(r.paid_on)}</Figure> : <Figure label="Paid on">{formatDate(r.paid_on)}</Figure>}
          <Figure label="Monthly instalment">{formatMoney(r.instalment, user.currency)}</Figure>
          <Figure label="Next month">{r.next_month ? monthLabel(r.next_month) : '—'}</Figure>
          <Figure label="Last month">{r.last_month ? monthLabel(r.last_month) : '—'}</Figure>
          {broughtForward ? <Figure label="Against">{r.account_name} (no cash moved)</Figure> : <Figure label="Paid from">{r.account_name}</Figure>}
          <Figure label="Journal entry">
            {canSeeEntry ? (
              <a href={`#/finance/entry/${r.entry_id}`} className={`text-brand-700 underline ${focusRing}`}>
                Entry {r.entry_id}
              </a>
            ) : (
              `Entry ${r.entry_id}`
            )}
          </Figure>
        </dl>
      </section>
      <CardSection title="Schedule" description="Planned: no payroll run has it yet. Pending: a pending run recovers it. Recovered: an approved run took it from pay." flush>
        <ScheduleTable schedule={inOrder(r.schedule)} currency={user.currency} />
      </CardSection>

      <Modal open={dialog === 'reverse'} onClose={close} title={`Reverse the ${info.noun} brought forward`} width="34rem">
        {!online ? <NeedsConnection message="The reversal is posted to the books on the server." /> : null}
        {dialog === 'reverse' ? (
          <ReverseForm
            noun={info.kind}
            today={todayIn(user.time_zone)}
            pending={reverse.isPending}
            onCancel={close}
            onSubmit={(input) => reverse.mutate({ id: r.id, input, key: reverseKeys.current.keyFor({ id: r.id, ...input }) })}
          />
        ) : null}
      </Modal>
      <Modal open={dialog === 'skip'} onClose={close} title="Skip a month" width="34rem">
        {!online ? <NeedsConnection message="The schedule is changed on the server." /> : null}
        {dialog === 'skip' ? <SkipMonthForm recovery={r} pending={skip.isPending} onCancel={close} onSubmit={({ month }) => skip.mutate({ id: r.id, month })} /> : null}
      </Modal>
      <Modal open={dialog === 'plan'} onClose={close} title="Change plan" width="36rem">
        {!online ? <NeedsConnection message="The schedule is changed on the server." /> : null}
        {dialog === 'plan' ? (
          <ChangePlanForm
            recovery={r}
            fallbackMonth={monthAfter(todayIn(user.time_zone))}
            pending={change.isPending}
            onCancel={close}
            onSubmit={(input) => change.mutate({ id: r.id, input })}
          />
        ) : null}
      </Modal>
    </div>
  );
}
