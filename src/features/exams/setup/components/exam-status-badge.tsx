import type { ExamState } from '@contract';
import { STATUS_MEANING } from '../lib/moves';

const TONES: Record<ExamState, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Active: 'bg-emerald-100 text-emerald-900',
  Closed: 'bg-slate-200 text-slate-800',
};

/** An exam's status: Pending (scheduled), Active (marks being entered), Closed (marks locked). */
export function ExamStatusBadge({ status }: { status: ExamState }) {
  return (
    <span title={STATUS_MEANING[status]} className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {status}
    </span>
  );
}
