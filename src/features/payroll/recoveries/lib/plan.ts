import { formatMoney, instalmentFor, planInstalments, monthLabel } from '@contract';

export type Plan = { month: string; amount: number }[];

const span = (plan: Plan) => (plan.length > 1 ? `from ${monthLabel(plan[0]!.month)} to ${monthLabel(plan.at(-1)!.month)}` : `in ${monthLabel(plan[0]!.month)}`);

/**
 * An advance's plan in words: every part while there are few ("3 instalments: 33,334.00,
 * 33,334.00, 33,332.00 from December 2026 to February 2027"), else the usual part and the last.
 */
export function instalmentsText(plan: Plan): string {
  if (plan.length === 0) return '';
  if (plan.length === 1) return `1 instalment of ${formatMoney(plan[0]!.amount)} ${span(plan)}`;
  const first = plan[0]!.amount;
  const last = plan.at(-1)!.amount;
  if (plan.every((p) => p.amount === first)) return `${plan.length} instalments of ${formatMoney(first)} ${span(plan)}`;
  if (plan.length <= 4) return `${plan.length} instalments: ${plan.map((p) => formatMoney(p.amount)).join(', ')} ${span(plan)}`;
  return `${plan.length} instalments of ${formatMoney(first)}, the last ${formatMoney(last)}, ${span(plan)}`;
}

/** A loan's (or a new) plan in words: how many months, and the last one. */
export function repaymentText(plan: Plan): string {
  if (plan.length === 0) return '';
  const first = plan[0]!.amount;
  const last = plan.at(-1)!;
  if (plan.length === 1) return `Recovered at once: ${formatMoney(first)} in ${monthLabel(last.month)}.`;
  const parts = last.amount === first ? `${formatMoney(first)} a month` : `${plan.length - 1} × ${formatMoney(first)} and a last ${formatMoney(last.amount)}`;
  return `Recovered in ${plan.length} months: ${parts}, ${span(plan)}. The last instalment is in ${monthLabel(last.month)}.`;
}

/** An advance recovered over `count` months: equal parts, the last taking what is left. */
export function advancePlan(amount: number | null, count: number | null, firstMonth: string | null): Plan | null {
  if (!amount || !count || !firstMonth || amount <= 0 || count < 1) return null;
  return planInstalments(amount, instalmentFor(amount, count), firstMonth);
}

/** A loan (or what is left of a recovery) at `instalment` a month. */
export function loanPlan(amount: number | null, instalment: number | null, firstMonth: string | null): Plan | null {
  if (!amount || !instalment || !firstMonth || amount <= 0 || instalment <= 0 || instalment > amount) return null;
  // A tiny instalment against a big amount would plan thousands of months: the form says so instead.
  if (monthsToRepay(amount, instalment) > MAX_PREVIEW_MONTHS) return null;
  return planInstalments(amount, instalment, firstMonth);
}

/** Beyond this the preview only says how long it would take (fifty years of pay). */
export const MAX_PREVIEW_MONTHS = 600;

export const monthsToRepay = (amount: number, instalment: number) => Math.ceil(amount / instalment);
