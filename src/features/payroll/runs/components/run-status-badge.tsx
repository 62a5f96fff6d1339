import type { RunState } from '@contract';

const TONE: Record<RunState, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Approved: 'bg-sky-100 text-sky-900',
  Paid: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

/** Pending (a draft, nothing posted), Approved (posted, salaries owed), Paid, or Cancelled. */
export function RunStatusBadge({ status }: { status: RunState }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{status}</span>;
}
