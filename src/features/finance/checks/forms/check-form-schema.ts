import * as v from 'valibot';
import { checkInput, formatMoney, parseMoney, type Account } from '@contract';
import { filled, moneyText, optional } from '@/components/form/from-text';
import type { SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

const entries = checkInput.entries;
const line = entries.lines.pipe[0].item.entries;

export const AMOUNT_MESSAGE = 'Enter an amount such as 1250 or 1,250.50.';
export const MAX_LINES = 20;

// Types, not interfaces: modular-forms needs values that carry an index signature.
export type CheckLineValues = {
  account_id: string;
  amount: string;
};

/** What the form's fields hold: text, read into the contract's CheckInput on submit. */
export type CheckFormValues = {
  bank_account_id: string;
  number: string;
  payee: string;
  date: string;
  memo: string;
  lines: CheckLineValues[];
};

export const checkFormSchema = v.object({
  bank_account_id: filled(entries.bank_account_id, 'Choose the bank account the check is drawn on.'),
  number: filled(entries.number, 'Enter the check number printed on the leaf.'),
  payee: filled(entries.payee, 'Enter who the check is paid to.'),
  date: filled(entries.date),
  memo: optional(entries.memo),
  lines: v.pipe(
    v.array(
      v.object({
        account_id: filled(line.account_id, 'Choose the account this line pays.'),
        amount: filled(moneyText(line.amount, AMOUNT_MESSAGE), 'Enter the amount.'),
      }),
    ),
    v.minLength(1, 'Add at least one expense line.'),
    v.maxLength(MAX_LINES, `A check has at most ${MAX_LINES} lines.`),
  ),
});

export const emptyLine = (): CheckLineValues => ({ account_id: '', amount: '' });

export function useCheckForm(initial: CheckFormValues) {
  return useSchemaForm(checkFormSchema, initial);
}
export type CheckFormKit = ReturnType<typeof useCheckForm>;

/** The check's total so far: the lines whose amount reads as money; `unread` counts the others. */
export function linesTotal(lines: readonly ({ amount?: string | null } | undefined)[] | undefined): { total: number; unread: number } {
  let total = 0;
  let unread = 0;
  for (const l of lines ?? []) {
    const text = l?.amount ?? '';
    const amount = parseMoney(text);
    if (amount === null) unread += text.trim() ? 1 : 0;
    else total += amount;
  }
  return { total, unread };
}

/** "1010 · Bank (USD 12,500.00)": the account, and what it holds now. */
export const bankOption = (a: Account, currency?: string): SelectOption => ({ value: String(a.id), label: `${a.code} · ${a.name} (${formatMoney(a.balance, currency)})` });

/** "5400 · Supplies"; a liability says so, since paying one settles a bill rather than spending. */
export const payableOption = (a: Account): SelectOption => ({ value: String(a.id), label: `${a.code} · ${a.name}${a.type === 'liability' ? ' (liability)' : ''}` });

/** The bank a new check starts on: the school's default for checks, else the only one. */
export function defaultBankId(banks: readonly Account[]): string {
  const chosen = banks.find((a) => a.default_for === 'checks') ?? (banks.length === 1 ? banks[0] : undefined);
  return chosen ? String(chosen.id) : '';
}
