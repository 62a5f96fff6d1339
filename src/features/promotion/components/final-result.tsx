import type { PromotionProposal } from '@contract';

type FinalResultValue = PromotionProposal['final_result'];

const BADGE: Record<NonNullable<FinalResultValue>['outcome'], { label: string; tone: string }> = {
  pass: { label: 'Pass', tone: 'bg-emerald-100 text-emerald-900' },
  fail: { label: 'Fail', tone: 'bg-red-100 text-red-900' },
  incomplete: { label: 'Incomplete', tone: 'bg-amber-100 text-amber-950' },
};

/** Whether the preview carries any final exam result (the year had exams with results). */
export const hasFinalResults = (students: Pick<PromotionProposal, 'final_result'>[]) => students.some((s) => s.final_result);

/** A student's final exam report in the promotion row: the outcome, the overall percentage, the subjects failed. */
export function FinalResult({ result }: { result: FinalResultValue }) {
  if (!result) return <span className="text-xs text-slate-600">No exam results</span>;
  const badge = BADGE[result.outcome];
  return (
    <div>
      <span className="whitespace-nowrap">
        <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${badge.tone}`}>{badge.label}</span>
        {result.percent != null ? <span className="ml-2 tabular-nums text-slate-900">{result.percent}%</span> : null}
      </span>
      {result.failed_subjects.length ? <span className="mt-0.5 block text-xs text-red-800">Failed: {result.failed_subjects.join(', ')}</span> : null}
    </div>
  );
}
