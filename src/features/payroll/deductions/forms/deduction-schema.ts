import * as v from 'valibot';
import { DEDUCTION_STATES, deductionInput, deductionUpdateInput, formatMoney, moneyInput, type Deduction, monthLabel } from '@contract';
import { filled, moneyText, optional } from '@/components/form/from-text';
import type { SelectOption } from '@/components/form/select-field';

export const AMOUNT_MESSAGE = 'Enter an amount such as 1500 or 1,500.50.';
export const LAST_MONTH_MISSING = 'Choose the last month it is taken in.';
export const LAST_BEFORE_FIRST = 'The last month cannot be before the first.';

const entries = deductionInput.pipe[0].entries;
const updateEntries = deductionUpdateInput.pipe[0].entries;

export const REPEAT_OPTIONS: SelectOption[] = [
  { value: 'once', label: 'One month only' },
  { value: 'monthly', label: 'Every month between two months' },
];
export const STATUS_OPTIONS: SelectOption[] = DEDUCTION_STATES.map((s) => ({ value: s, label: s }));

/** The fields both forms share; `repeat` is the form's own (the contract knows only the months). */
const shared = {
  amount: filled(moneyText(entries.amount, AMOUNT_MESSAGE), 'Enter the amount.'),
  reason: entries.reason,
  repeat: v.picklist(['once', 'monthly'] as const),
  from_month: filled(entries.from_month, 'Choose the month.'),
  // Hidden (absent) for one month only.
  to_month: v.pipe(v.optional(v.string(), ''), optional(entries.to_month)),
};

type Shared = { repeat: 'once' | 'monthly'; from_month: string; to_month: string | null };

/** A recurring deduction needs its last month, on or after the first; one month only sends none. */
function months<T extends Shared>() {
  return [
    v.forward<T, v.CheckIssue<T>, ['to_month']>(
      v.check((d: T) => d.repeat === 'once' || d.to_month !== null, LAST_MONTH_MISSING),
      ['to_month'] as never,
    ),
    v.forward<T, v.CheckIssue<T>, ['to_month']>(
      v.check((d: T) => d.repeat === 'once' || d.to_month === null || d.to_month >= d.from_month, LAST_BEFORE_FIRST),
      ['to_month'] as never,
    ),
    v.transform(({ repeat, ...rest }: T) => ({ ...rest, to_month: repeat === 'once' ? null : rest.to_month })),
  ] as const;
}

/** The same rules at Last month itself: the form's schema stops at its first failing field. */
export const lastMonthRule = (from: () => string | undefined) => (value: string | null | undefined) => {
  if (!value) return LAST_MONTH_MISSING;
  const first = from() ?? '';
  return /^\d{4}-\d{2}$/.test(first) && value < first ? LAST_BEFORE_FIRST : '';
};

const newObject = v.object({ employee_id: filled(entries.employee_id, 'Choose the employee.'), ...shared });
export const newDeductionSchema = v.pipe(newObject, ...months<v.InferOutput<typeof newObject>>());

const editObject = v.object({ ...shared, status: filled(updateEntries.status, 'Choose the status.') });
export const editDeductionSchema = v.pipe(editObject, ...months<v.InferOutput<typeof editObject>>());

export type DeductionFormValues = {
  employee_id: string;
  amount: string;
  reason: string;
  repeat: 'once' | 'monthly';
  from_month: string;
  to_month: string;
  status: string;
};

/** How many months from `from` to `to`, both counted. */
export const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** The months a deduction covers, in words: "December 2026 only", "December 2026 to May 2027 (6 months)". */
export function monthsText(from: string, to: string | null): string {
  if (!to || to === from) return `${monthLabel(from)} only`;
  return `${monthLabel(from)} to ${monthLabel(to)} (${monthsBetween(from, to)} months)`;
}

export const CANCELLED_PREVIEW = 'Cancelled: later payroll runs take nothing more. Approved payslips keep what they took.';

/** What the form would take from pay, in words, or '' while it cannot tell. */
export function deductionPreview(amount: number | null, repeat: string, from: string | null, to: string | null): string {
  if (!amount || !from) return '';
  if (repeat === 'once') return `${formatMoney(amount)} is taken from pay in ${monthLabel(from)} only.`;
  if (!to || to < from) return '';
  return `${formatMoney(amount)} is taken from pay every month, ${monthsText(from, to)}: ${formatMoney(amount * monthsBetween(from, to))} in all.`;
}

/** An edit starts from the row: its months as YYYY-MM, and whether it repeats. */
export function valuesOf(d: Deduction | undefined, firstMonth: string): DeductionFormValues {
  const from = d?.from_month.slice(0, 7) ?? firstMonth;
  const to = d?.to_month.slice(0, 7) ?? '';
  return {
    employee_id: d ? String(d.employee_id) : '',
    amount: d ? moneyInput(d.amount) : '',
    reason: d?.reason ?? '',
    repeat: d?.recurring ? 'monthly' : 'once',
    from_month: from,
    to_month: d?.recurring ? to : '',
    status: d?.status ?? 'Active',
  };
}
