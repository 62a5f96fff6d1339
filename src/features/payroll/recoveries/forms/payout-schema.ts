import * as v from 'valibot';
import { advanceInput, formatMoney, loanInput, parseMoney, type Account, monthLabel } from '@contract';
import { filled, moneyText, optional, wholeNumberText } from '@/components/form/from-text';
import type { SelectOption } from '@/components/form/select-field';

export const AMOUNT_MESSAGE = 'Enter an amount such as 25000 or 25,000.50.';
export const MONTHS_MESSAGE = 'Enter a number of months, such as 3.';
export const INSTALMENT_TOO_BIG = 'The monthly instalment cannot be more than the principal.';

const advance = advanceInput.entries;
const loan = loanInput.pipe[0].entries;

/** Pay from: blank sends null, and the server pays from the user's own cash account. Absent when the picker is not shown. */
const payFrom = v.pipe(v.optional(v.string(), ''), optional(advance.account_id));

/** The server's rule, shown before it is asked: recovery starts in the month of the payout or later. */
export const startsTooEarly = (noun: string, date: string) => `Recovery cannot start before the ${noun} is paid out (${monthLabel(date)}).`;
/**
 * The same rule at the month field itself: the form's schema stops at its first failing field
 * (modular-forms validates with abortPipeEarly), so a cross-field check in the pipe would wait
 * until every other field is valid.
 */
export const notBeforeDate = (date: () => string | undefined, noun: string) => (value: string | null | undefined) => {
  const paid = date() ?? '';
  return value && /^\d{4}-\d{2}-\d{2}$/.test(paid) && value < paid.slice(0, 7) ? startsTooEarly(noun, paid) : '';
};

const startsInTime = (t: { date: string; first_month: string }) => t.first_month >= t.date.slice(0, 7);
const payoutDate = (issue: { input: unknown }) => String((issue.input as { date?: unknown }).date ?? '');

/** What the advance form's fields hold (text), read into the contract's AdvanceInput on submit. */
const advanceObject = v.object({
  employee_id: filled(advance.employee_id, 'Choose the employee.'),
  date: filled(advance.date),
  amount: filled(moneyText(advance.amount, AMOUNT_MESSAGE), 'Enter the amount.'),
  reason: advance.reason,
  instalments: filled(wholeNumberText(advance.instalments, MONTHS_MESSAGE), 'Enter over how many months.'),
  first_month: filled(advance.first_month, 'Choose the first month of recovery.'),
  account_id: payFrom,
});
export const advanceFormSchema = v.pipe(
  advanceObject,
  v.forward(
    v.partialCheck([['date'], ['first_month']], startsInTime, (issue) => startsTooEarly('advance', payoutDate(issue))),
    ['first_month'],
  ),
);

export const loanFormSchema = v.pipe(
  v.object({
    employee_id: filled(loan.employee_id, 'Choose the employee.'),
    date: filled(loan.date),
    amount: filled(moneyText(loan.amount, AMOUNT_MESSAGE), 'Enter the principal.'),
    instalment: filled(moneyText(loan.instalment, AMOUNT_MESSAGE), 'Enter the monthly instalment.'),
    reason: loan.reason,
    first_month: filled(loan.first_month, 'Choose the first month of recovery.'),
    account_id: payFrom,
  }),
  v.forward(
    v.partialCheck([['amount'], ['instalment']], (t) => t.instalment <= t.amount, INSTALMENT_TOO_BIG),
    ['instalment'],
  ),
  v.forward(
    v.partialCheck([['date'], ['first_month']], startsInTime, (issue) => startsTooEarly('loan', payoutDate(issue))),
    ['first_month'],
  ),
);

/** A typed amount in minor units, or null while it does not read as money. */
export const amountOf = (text: string | undefined) => (text ? parseMoney(text) : null);

/** A typed month (YYYY-MM), or null. */
export const monthOfText = (text: string | undefined) => (text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null);

/** "1000 · Cash (USD 12,500.00)": where the money comes from, and what it holds now. */
export const payFromOption = (a: Account, currency?: string): SelectOption => ({ value: String(a.id), label: `${a.code} · ${a.name} (${formatMoney(a.balance, currency)})` });
