import type { FinalOutcome } from '@contract';
import { OUTCOME_LABELS } from '../lib/final';

const TONE: Record<FinalOutcome, string> = {
  pass: 'bg-emerald-100 text-emerald-900 print:ring-emerald-700',
  fail: 'bg-red-100 text-red-900 print:ring-red-800',
  incomplete: 'bg-amber-100 text-amber-950 print:ring-amber-700',
};

/** Pass, Fail or Incomplete: the word is the badge, so it reads the same without colour and on paper. */
export function OutcomeBadge({ outcome }: { outcome: FinalOutcome }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold print:ring-1 ${TONE[outcome]}`}>{OUTCOME_LABELS[outcome]}</span>;
}
