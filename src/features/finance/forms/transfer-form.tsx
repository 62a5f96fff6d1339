import { getValue, validate } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import * as v from 'valibot';
import { accountTransferInput, formatMoney, type Account, type AccountTransferInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, moneyText, optional } from '@/components/form/from-text';
import { type SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

const entries = accountTransferInput.pipe[0].entries;

export const AMOUNT_MESSAGE = 'Enter an amount such as 1250 or 1,250.50.';
export const SAME_ACCOUNT_MESSAGE = 'Choose two different accounts.';

export const transferFormSchema = v.pipe(
  v.object({
    from_account_id: filled(entries.from_account_id, 'Choose the account the money leaves.'),
    to_account_id: filled(entries.to_account_id, 'Choose the account the money goes to.'),
    amount: filled(moneyText(entries.amount, AMOUNT_MESSAGE), 'Enter the amount.'),
    date: filled(entries.date),
    memo: optional(entries.memo),
  }),
  // The form also checks this at To account itself (its Field's validate), so it shows as soon
  // as both are chosen, whatever the other fields hold.
  v.forward(
    v.partialCheck([['from_account_id'], ['to_account_id']], (t) => t.from_account_id !== t.to_account_id, SAME_ACCOUNT_MESSAGE),
    ['to_account_id'],
  ),
);

/** "1010 · Bank (USD 1,250.00)": which account, and what it holds now. */
export const cashOption = (a: Account, currency?: string): SelectOption => ({
  value: String(a.id),
  label: `${a.code} · ${a.name} (${formatMoney(a.balance, currency)})`,
});

export interface TransferFormProps {
  /** The active cash and bank accounts. */
  accounts: readonly Account[];
  currency?: string;
  /** The date the form starts with (today, in the school's time zone). */
  today: string;
  pending: boolean;
  onSubmit: (input: AccountTransferInput) => void;
}

/** Transfer A2A: money moved from one cash or bank account to another. */
export function TransferForm({ accounts, currency, today, pending, onSubmit }: TransferFormProps) {
  const { form, Form, TextInput, MoneyInput, SelectInput, DateInput, valid, read } = useSchemaForm(transferFormSchema, { from_account_id: '', to_account_id: '', amount: '', date: today, memo: '' });
  useSignals();
  const options = accounts.map((a) => cashOption(a, currency));
  // To account carries the "two different accounts" error: a new From account checks it again.
  const from = getValue(form, 'from_account_id');
  useEffect(() => {
    if (form.internal.fields.to_account_id?.touched.peek()) void validate(form, 'to_account_id', { shouldFocus: false });
  }, [form, from]);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="from_account_id" label="From account" required placeholder="Choose an account" options={options} />
        <SelectInput name="to_account_id" label="To account" required placeholder="Choose an account" options={options} validate={(value) => (value && value === getValue(form, 'from_account_id') ? SAME_ACCOUNT_MESSAGE : '')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput name="amount" label="Amount" currency={currency} required placeholder="e.g. 1250.50" />
        <DateInput name="date" label="Date" required />
      </div>
      <TextInput name="memo" label="Memo" maxLength={200} placeholder="Cash deposited at the bank" />
      <FormActions valid={valid} pending={pending} submitLabel="Post transfer" />
    </Form>
  );
}
