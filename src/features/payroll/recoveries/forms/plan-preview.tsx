import { formatMoney } from '@contract';
import { loanPlan, MAX_PREVIEW_MONTHS, monthsToRepay, repaymentText } from '../lib/plan';

/**
 * The plan a form would make, in words, as the bursar types: what will come out of pay and
 * when. Read out politely by screen readers as it changes.
 */
export function PlanPreview({ text, note, problem, empty = 'Enter the amount and the months to see the plan.', title = 'Recovery plan' }: { text: string; note?: string; problem?: string; empty?: string; title?: string }) {
  return (
    <div aria-live="polite" className="min-h-14 rounded-md bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      {problem ? (
        <p className="mt-1 font-medium text-red-800">{problem}</p>
      ) : text ? (
        <p className="mt-1 text-slate-900">
          {text}
          {note ? <span className="block text-xs text-slate-700">{note}</span> : null}
        </p>
      ) : (
        <p className="mt-1 text-slate-600">{empty}</p>
      )}
    </div>
  );
}

/** A loan's plan as it is typed: how many months and the last one, or why it cannot be shown. */
export function LoanPlanPreview({ principal, instalment, first, empty }: { principal: number | null; instalment: number | null; first: string | null; empty: string }) {
  const plan = loanPlan(principal, instalment, first);
  const tooLong = principal && instalment && instalment <= principal && monthsToRepay(principal, instalment) > MAX_PREVIEW_MONTHS;
  return (
    <PlanPreview
      empty={empty}
      text={plan ? repaymentText(plan) : ''}
      problem={tooLong ? `At ${formatMoney(instalment)} a month this would take ${monthsToRepay(principal, instalment)} months. Enter a larger instalment.` : undefined}
    />
  );
}
