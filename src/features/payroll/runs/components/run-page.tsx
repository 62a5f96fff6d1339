import { monthLabel } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Payslip, Profile } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { runQueryOptions, useApproveRun, useCancelRun, useGeneratePayroll, usePayRun } from '../api/runs';
import { ApproveForm } from '../forms/approve-form';
import { CancelRunForm } from '../forms/cancel-form';
import { PayForm } from '../forms/pay-form';
import { RefusalNote, useDialogRefusal } from '../lib/dialog-refusal';
import { todayIn } from '@/lib/today';
import { approvalDay, payDay } from '../lib/months';
import { runActions, unpaid } from '../lib/run-rules';
import { submissionKeys } from '@/lib/submission-keys';
import { FloorWarnings } from './floor-warnings';
import { OutOfDateNotice } from './out-of-date-notice';
import { PayslipTable } from './payslip-table';
import { RunSummary } from './run-summary';

export interface RunPageProps {
  user: Profile;
  runId: number;
  /** After Regenerate: the month's new run (the server may replace the pending one). */
  onOpenRun: (id: number) => void;
  /** For tests: how a submission's Idempotency-Key is made. */
  makeKey?: () => string;
}

type Dialog = { kind: 'approve' } | { kind: 'regenerate' } | { kind: 'cancel' } | { kind: 'pay'; slip: Payslip | null } | null;

const back = (
  <a href="#/employees/generate" className={buttonClass('secondary')}>
    Generate Payroll
  </a>
);

/**
 * Employees › Payroll run: a month's run, its floor warnings and its slips, with what the
 * state allows: Pending → Approve, Regenerate, Cancel; Approved → Pay all or one, Cancel
 * (a reversal); Paid and Cancelled are read-only. Every money action goes under an
 * Idempotency-Key kept for the retry of the same submission.
 */
export function RunPage({ user, runId, onOpenRun, makeKey }: RunPageProps) {
  const online = useOnline();
  const query = useQuery(runQueryOptions(runId));
  const listsAccounts = can(user, 'list-account');
  const [dialog, setDialog] = useState<Dialog>(null);
  const accounts = useQuery(cashAccountOptionsQueryOptions(listsAccounts && dialog?.kind === 'pay'));
  // Stable: the Modal listens for navigation through it.
  const close = useCallback(() => setDialog(null), [setDialog]);
  const keys = useRef(submissionKeys(makeKey));
  const refusal = useDialogRefusal();
  const finished = () => {
    keys.current.done();
    close();
  };
  const approve = useApproveRun(finished);
  const pay = usePayRun(finished);
  const cancel = useCancelRun(finished);
  const regenerate = useGeneratePayroll((data) => {
    close();
    if (data.id !== runId) onOpenRun(data.id);
  });
  const open = (next: Dialog) => {
    keys.current.done();
    refusal.clear(); // a fresh dialog starts without the last one's refusal
    setDialog(next);
  };

  const run = query.data;
  if (!run && (!online || (query.error instanceof HttpError && query.error.isNetwork))) {
    return <QueryProblem title="This needs a connection" message="Payroll is read from the server; pay data is not kept on this device." action={back} />;
  }
  if (!run && query.isError) return <QueryProblem title="No such payroll run" message={errorMessage(query.error)} action={back} />;
  if (!run) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  const allowed = runActions(run, user);
  const owed = unpaid(run.payslips);
  const today = todayIn(user.time_zone);
  // An approved run's payment and reversal default to today, but never before its approval.
  const payOn = payDay(today, run);
  const month = monthLabel(run.month);
  const entryLinks = can(user, 'view-account') || can(user, 'report-account');

  const actions = (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
      {allowed.approve ? <Button onClick={() => open({ kind: 'approve' })}>Approve…</Button> : null}
      {allowed.pay && owed.count > 0 ? <Button onClick={() => open({ kind: 'pay', slip: null })}>Pay all…</Button> : null}
      {allowed.regenerate ? (
        <Button variant="secondary" onClick={() => open({ kind: 'regenerate' })}>
          Regenerate…
        </Button>
      ) : null}
      <a href={`#/employees/payslips/${run.id}`} className={buttonClass('secondary')}>
        Payslips
      </a>
      {allowed.cancel ? (
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => open({ kind: 'cancel' })}>
          Cancel run…
        </Button>
      ) : null}
      <span className="ml-auto text-sm text-slate-600">{statusNote(run.status, owed.count, run.payslips.some((s) => s.paid_on))}</span>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      {/* Leave approved since the run was made: first on the page, with the way to take it in. */}
      <OutOfDateNotice
        message={run.out_of_date}
        action={
          allowed.regenerate ? (
            <Button variant="secondary" onClick={() => open({ kind: 'regenerate' })}>
              Regenerate…
            </Button>
          ) : null
        }
      />
      {/* The floor warnings sit between the figures and the buttons: read first, then approve. */}
      <RunSummary run={run} currency={user.currency} timeZone={user.time_zone} entryLinks={entryLinks} notice={<FloorWarnings warnings={run.warnings} />} actions={actions} />
      {run.payslips.length > 0 ? (
        <PayslipTable run={run} currency={user.currency} canPay={allowed.pay} onPay={(slip) => open({ kind: 'pay', slip })} />
      ) : (
        <p className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">No employee was active in {month}.</p>
      )}

      <Modal open={dialog?.kind === 'approve'} onClose={close} title={`Approve the ${month} payroll`} width="36rem">
        {dialog?.kind === 'approve' ? (
          <ApproveForm
            run={run}
            day={approvalDay(today, run.month)}
            currency={user.currency}
            pending={approve.isPending}
            refusal={refusal.message}
            onCancel={close}
            onSubmit={(input) => refusal.submit(() => approve.mutate({ id: run.id, input, key: keys.current.keyFor({ id: run.id, ...input }) }))}
          />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'regenerate'} onClose={close} title={`Regenerate the ${month} payroll`} width="32rem">
        {dialog?.kind === 'regenerate' ? (
          <div className="space-y-3">
            <ConfirmPanel confirmLabel="Regenerate" pending={regenerate.isPending} onCancel={close} onConfirm={() => refusal.submit(() => regenerate.mutate(run.month))}>
              <p>
                The slips are computed again from today&apos;s salaries, approved unpaid leave, advances, loans and deductions, replacing this pending run. Nothing has been posted, so
                nothing is reversed.
              </p>
            </ConfirmPanel>
            <RefusalNote message={refusal.message} />
          </div>
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'cancel'} onClose={close} title={`Cancel the ${month} payroll`} width="34rem">
        {dialog?.kind === 'cancel' ? (
          <CancelRunForm
            run={run}
            today={payOn}
            pending={cancel.isPending}
            refusal={refusal.message}
            onCancel={close}
            onSubmit={(input) =>
              refusal.submit(() =>
                // A pending run posts nothing, so only the reversal of an approved one needs a key.
                cancel.mutate({ id: run.id, input, key: run.status === 'Approved' ? keys.current.keyFor({ id: run.id, ...input }) : undefined }),
              )
            }
          />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'pay'} onClose={close} title={dialog?.kind === 'pay' && dialog.slip ? `Pay ${dialog.slip.employee_name}` : `Pay the ${month} payroll`} width="32rem">
        {dialog?.kind === 'pay' ? (
          <PayForm
            slip={dialog.slip}
            unpaid={owed}
            accounts={listsAccounts ? (accounts.data ?? []) : null}
            ownCashId={user.bus_account_id}
            currency={user.currency}
            today={payOn}
            approvedLater={payOn > today ? run.approved_on : null}
            pending={pay.isPending}
            refusal={refusal.message}
            onCancel={close}
            onSubmit={({ date, account_id }) => {
              const input = { date, ...(account_id ? { account_id } : {}), ...(dialog.slip ? { employee_ids: [dialog.slip.employee_id] } : {}) };
              refusal.submit(() => pay.mutate({ id: run.id, input, key: keys.current.keyFor({ id: run.id, ...input }) }));
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}

function statusNote(status: string, unpaidCount: number, somePaid: boolean): string {
  switch (status) {
    case 'Pending':
      return 'A draft: nothing is posted until it is approved.';
    case 'Approved':
      // The server reverses a run only while nobody has been paid from it.
      return `Posted. ${unpaidCount} still to pay${somePaid ? '; paid in part, so it can no longer be cancelled' : ''}.`;
    case 'Paid':
      return 'Posted and paid in full.';
    default:
      return 'Cancelled: nothing in it stands.';
  }
}
