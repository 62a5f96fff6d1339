import * as v from 'valibot';
import { monthLabel, openingAdvanceInput, openingLoanInput, recoveryReversalInput } from '@contract';
import { filled, moneyText, wholeNumberText } from '@/components/form/from-text';
import { AMOUNT_MESSAGE, MONTHS_MESSAGE } from './payout-schema';

/** The form's wording of the server's principal rule. */
export const OUTSTANDING_TOO_SMALL = 'The monthly instalment cannot be more than the outstanding principal.';

const advance = openingAdvanceInput.entries;
const loan = openingLoanInput.pipe[0].entries;

/** The server's rule, shown before it is asked: recovery starts in the month the balance is brought forward or later. */
export const startsBeforeOpening = (noun: string, date: string) => `Recovery cannot start before the ${noun} is brought forward (${monthLabel(date)}).`;

/** The same rule at the month field, so it shows whatever the other fields hold (see `notBeforeDate`). */
export const notBeforeOpening = (date: () => string | undefined, noun: string) => (value: string | null | undefined) => {
  const on = date() ?? '';
  return value && /^\d{4}-\d{2}-\d{2}$/.test(on) && value < on.slice(0, 7) ? startsBeforeOpening(noun, on) : '';
};

const startsInTime = (t: { date: string; first_month: string }) => t.first_month >= t.date.slice(0, 7);
const openingDate = (issue: { input: unknown }) => String((issue.input as { date?: unknown }).date ?? '');

/** Bring forward an advance: the fields as text, read into the contract's OpeningAdvanceInput on submit. */
export const openingAdvanceFormSchema = v.pipe(
  v.object({
    employee_id: filled(advance.employee_id, 'Choose the employee.'),
    date: filled(advance.date),
    amount: filled(moneyText(advance.amount, AMOUNT_MESSAGE), 'Enter the outstanding amount.'),
    reason: advance.reason,
    instalments: filled(wholeNumberText(advance.instalments, MONTHS_MESSAGE), 'Enter over how many months.'),
    first_month: filled(advance.first_month, 'Choose the first month of recovery.'),
  }),
  v.forward(
    v.partialCheck([['date'], ['first_month']], startsInTime, (issue) => startsBeforeOpening('advance', openingDate(issue))),
    ['first_month'],
  ),
);

/** Bring forward a loan: what is left of the principal, the monthly instalment and the first month. */
export const openingLoanFormSchema = v.pipe(
  v.object({
    employee_id: filled(loan.employee_id, 'Choose the employee.'),
    date: filled(loan.date),
    amount: filled(moneyText(loan.amount, AMOUNT_MESSAGE), 'Enter the outstanding principal.'),
    instalment: filled(moneyText(loan.instalment, AMOUNT_MESSAGE), 'Enter the monthly instalment.'),
    reason: loan.reason,
    first_month: filled(loan.first_month, 'Choose the first month of recovery.'),
  }),
  v.forward(
    v.partialCheck([['amount'], ['instalment']], (t) => t.instalment <= t.amount, OUTSTANDING_TOO_SMALL),
    ['instalment'],
  ),
  v.forward(
    v.partialCheck([['date'], ['first_month']], startsInTime, (issue) => startsBeforeOpening('loan', openingDate(issue))),
    ['first_month'],
  ),
);

/** Reverse a brought-forward balance: the reversal's date and why. */
export const reversalFormSchema = v.object({
  date: filled(recoveryReversalInput.entries.date),
  reason: recoveryReversalInput.entries.reason,
});
