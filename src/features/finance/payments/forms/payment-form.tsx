import { focus, getValue, validate } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { forwardRef, useImperativeHandle, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { parseMoney, PAYMENT_METHODS, paymentInput, type Account, type PaymentInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, moneyText, optional } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { AMOUNT_MESSAGE } from '../../forms/transfer-form';
import { afterWords } from '../lib/balance';

const entries = paymentInput.entries;

export const paymentFormSchema = v.object({
  amount: filled(moneyText(entries.amount, AMOUNT_MESSAGE), 'Enter the amount.'),
  account_id: optional(entries.account_id),
  date: filled(entries.date),
  method: filled(entries.method, 'Choose how the money was paid.'),
  payer: optional(entries.payer),
  memo: optional(entries.memo),
});

/** What the form sends; the page adds the student. */
export type PaymentFields = Omit<PaymentInput, 'student_id'>;

/** The fields that stay from one payment to the next at the counter. */
export interface CounterDefaults {
  account_id: string;
  date: string;
  method: string;
}

export interface PaymentFormProps {
  accounts: readonly Account[];
  currency?: string;
  defaults: CounterDefaults;
  /** The picked student's balance now; null while nobody is picked. */
  balance: number | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (fields: PaymentFields) => void;
}

export interface PaymentFormHandle {
  focusAmount: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));

/**
 * The money side of Receive payment. Enter in any box posts (the form's submit); an invalid
 * amount keeps the focus where it is and says why. Partial payments and more than is owed
 * (a prepayment) are both allowed: the line under the amount says where the balance ends up.
 */
export const PaymentForm = forwardRef<PaymentFormHandle, PaymentFormProps>(function PaymentForm(
  { accounts, currency, defaults, balance, pending, submitLabel, onSubmit },
  ref,
) {
  const { form, Form, TextInput, MoneyInput, SelectInput, DateInput, valid, read } = useSchemaForm(paymentFormSchema, { amount: '', payer: '', memo: '', ...defaults });
  useSignals();
  useImperativeHandle(ref, () => ({ focusAmount: () => focus(form, 'amount') }), [form]);
  const typed = parseMoney(getValue(form, 'amount') ?? '');
  const after = balance === null ? '' : afterWords(balance, typed && typed > 0 ? typed : null, currency);
  // Code and name only: the drawer's balance is no business of the parent at the counter.
  const options = accounts.map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }));
  // Post stays disabled while the form is invalid, and a disabled default button makes Enter do
  // nothing at all. At the counter Enter must say what is wrong, at the field at fault.
  const enterChecks = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || valid) return;
    e.preventDefault();
    for (const field of Object.values(form.internal.fields)) if (field) field.touched.value = true;
    void validate(form, { shouldFocus: true });
  };

  return (
    <Form className="space-y-4 @container" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 @md:grid-cols-2">
        <div>
          <MoneyInput
            name="amount"
            label="Amount"
            currency={currency}
            required
            placeholder="e.g. 1250.50"
            onKeyDown={enterChecks}
          />
          <p aria-live="polite" className="mt-1 min-h-4 text-xs font-medium text-slate-700">
            {after}
          </p>
        </div>
        <SelectInput name="method" label="Method" required placeholder="Choose a method" options={METHOD_OPTIONS} />
      </div>
      <div className="grid gap-4 @md:grid-cols-2">
        <SelectInput name="account_id" label="Received into" placeholder="Your default cash account" options={options} />
        <DateInput name="date" label="Date" required />
      </div>
      <div className="grid gap-4 @md:grid-cols-2">
        <TextInput name="payer" label="Paid by" maxLength={80} autoComplete="off" placeholder="Parent's name" onKeyDown={enterChecks} />
        <TextInput name="memo" label="Memo" maxLength={200} autoComplete="off" placeholder="Term 1 fees" onKeyDown={enterChecks} />
      </div>
      <FormActions valid={valid} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
});
