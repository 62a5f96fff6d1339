import type { LeaveState } from '@contract';

const TONES: Record<LeaveState, string> = {
  Requested: 'bg-amber-100 text-amber-900',
  Approved: 'bg-emerald-100 text-emerald-900',
  Refused: 'bg-red-100 text-red-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

/** A status as people read it: a request not yet decided is "Waiting". */
export const statusLabel = (status: LeaveState) => (status === 'Requested' ? 'Waiting' : status);

/** A request's status: waiting reads amber, approved green, refused red, cancelled grey. */
export function LeaveStatusBadge({ status }: { status: LeaveState }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{statusLabel(status)}</span>;
}
