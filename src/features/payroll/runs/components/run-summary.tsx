import { useId, type ReactNode } from 'react';
import { formatMoney, formatCount, type PayrollRun, monthLabel } from '@contract';
import { formatDateTime } from '@/lib/format-date';
import { RunStatusBadge } from './run-status-badge';

export interface RunSummaryProps {
  run: PayrollRun;
  currency?: string;
  timeZone?: string;
  /** The journal entries' page opens for finance readers only. */
  entryLinks: boolean;
  /** What must be read before acting (the floor warnings), between the figures and the actions. */
  notice?: ReactNode;
  /** The run's actions, under its figures. */
  actions?: ReactNode;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    // Each figure keeps its whole amount on one line; the row wraps rather than cut one off.
    <div className="min-w-fit flex-1 rounded-lg bg-slate-50 px-2.5 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className={`mt-0.5 whitespace-nowrap tabular-nums text-slate-900 ${strong ? 'text-base font-bold' : 'text-sm font-semibold'}`}>{value}</dd>
    </div>
  );
}

const entryLink = (id: number, label: string) => (
  <a href={`#/finance/entry/${id}`} className="font-medium text-brand-800 underline underline-offset-2">
    {label}
  </a>
);

/** The run's month, state and totals: what the bursar checks before approving or paying. */
export function RunSummary({ run, currency, timeZone, entryLinks, notice, actions }: RunSummaryProps) {
  const headingId = useId();
  const money = (n: number) => formatMoney(n, currency);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Payroll for {monthLabel(run.month)}
        </h2>
        <RunStatusBadge status={run.status} />
      </div>
      <p className="text-sm text-slate-600">
        Generated {formatDateTime(run.generated_at, timeZone)}
        {run.generated_by ? ` by ${run.generated_by}` : ''}.
        {entryLinks && run.entry_id ? <> Posted as {entryLink(run.entry_id, `entry ${run.entry_id}`)}.</> : null}
        {entryLinks && run.cancel_entry_id ? <> Reversed by {entryLink(run.cancel_entry_id, `entry ${run.cancel_entry_id}`)}.</> : null}
      </p>
      {run.status === 'Cancelled' && run.cancel_reason ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <span className="font-semibold">Cancelled:</span> {run.cancel_reason}
        </p>
      ) : null}
      <dl className="flex flex-wrap gap-2">
        <Figure label="Employees" value={formatCount(run.employees)} />
        {/* Only a month with unpaid leave: most have none, and the row stays short. */}
        {run.unpaid_leave > 0 ? <Figure label="Unpaid leave" value={money(run.unpaid_leave)} /> : null}
        <Figure label="Gross" value={money(run.gross)} />
        <Figure label="Advances" value={money(run.advances)} />
        <Figure label="Loans" value={money(run.loans)} />
        <Figure label="Deductions" value={money(run.deductions)} />
        <Figure label="Net" value={money(run.net)} strong />
        <Figure label="Paid" value={money(run.paid)} />
      </dl>
      {notice}
      {actions}
    </section>
  );
}
