import { todayIn } from '@/lib/today';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Profile } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { NeedsFirst } from '@/components/ui/needs-first';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { activeEmployeeCountQueryOptions, recentRunsQueryOptions, useGeneratePayroll } from '../api/runs';
import { GenerateForm } from '../forms/generate-form';
import { RefusalNote, useDialogRefusal } from '../lib/dialog-refusal';
import { RecentRuns } from './recent-runs';

export interface GeneratePayrollPageProps {
  user: Profile;
  onOpenRun: (id: number) => void;
}

/** Two years of monthly runs, then more on request. */
export const RUNS_SHOWN = 24;

/**
 * Employees › Generate Payroll: pick a month and generate its run (a Pending draft to review,
 * approve and pay on the run's page); below, the recent runs. A payroll-report holder sees the
 * runs only.
 */
export function GeneratePayrollPage({ user, onOpenRun }: GeneratePayrollPageProps) {
  const online = useOnline();
  const headingId = useId();
  const [limit, setLimit] = useState(RUNS_SHOWN);
  const runs = useQuery(recentRunsQueryOptions(limit));
  const refusal = useDialogRefusal();
  const generate = useGeneratePayroll((data) => onOpenRun(data.id));
  const acts = can(user, 'generate-payroll');
  const staff = useQuery(activeEmployeeCountQueryOptions(acts && can(user, 'list-employee')));
  const list = runs.data?.data ?? [];
  const runFor = (month: string) => list.find((r) => r.month === month && r.status !== 'Cancelled');

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="Payroll is generated and read on the server; pay data is not kept on this device." /> : null}
      {acts ? (
        <section aria-labelledby={`${headingId}-run`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${headingId}-run`} className="text-base font-semibold text-slate-900">
            Generate a month&apos;s payroll
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            Each active employee&apos;s gross (prorated for a hire or leaving within the month), the advance and loan instalments due and the deductions, giving
            the net. Review the run, then approve it to post the month&apos;s entry.
          </p>
          {staff.data === 0 ? (
            <div className="mb-4 rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
              <NeedsFirst href="#/employees/list" link="Add an employee first" allowed>
                There are no active employees yet, so there is nobody to pay.
              </NeedsFirst>
            </div>
          ) : null}
          <GenerateForm initial={todayIn(user.time_zone).slice(0, 7)} runFor={runFor} pending={generate.isPending} onSubmit={(month) => refusal.submit(() => generate.mutate(month))} />
          <div className="mt-3">
            <RefusalNote message={refusal.message} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${headingId}-list`} className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id={`${headingId}-list`} className="text-base font-semibold text-slate-900">
          Recent runs
        </h2>
        {runs.isError && !runs.data ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            The runs could not be read ({errorMessage(runs.error)}).
          </p>
        ) : null}
        {runs.isPending && !runs.isError ? <p className="text-sm text-slate-600">Reading the runs…</p> : null}
        {runs.data && list.length === 0 ? <p className="text-sm text-slate-600">No payroll has been generated yet.</p> : null}
        {list.length > 0 ? <RecentRuns runs={list} currency={user.currency} caption="Recent payroll runs" /> : null}
        {runs.data && runs.data.total > list.length ? (
          <Button variant="secondary" disabled={runs.isFetching} onClick={() => setLimit((n) => n + RUNS_SHOWN)}>
            {runs.isFetching ? 'Reading…' : 'Show older runs'}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
