import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { Account, CheckInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { bankOption, defaultBankId, emptyLine, payableOption, useCheckForm } from './check-form-schema';
import { CheckLines } from './check-lines';

export interface NumberSuggestion {
  /** The number after the highest used on the chosen bank account; null when there is none to count on from. */
  next: string | null;
  highest: string | null;
}

export interface CheckFormProps {
  banks: readonly Account[];
  payable: readonly Account[];
  currency?: string;
  /** The date the form starts with (today, in the school's time zone). */
  today: string;
  /** For the chosen bank account; undefined while it is being read. */
  suggestion?: NumberSuggestion;
  onBankChange: (bankAccountId: number | null) => void;
  pending: boolean;
  onSubmit: (input: CheckInput) => void;
}

function numberHint(suggestion: NumberSuggestion | undefined): string | undefined {
  if (!suggestion) return undefined;
  if (suggestion.highest === null) return 'No check written on this account yet: type the number on the leaf.';
  return `The highest used on this account is ${suggestion.highest}.`;
}

/** Write check: who is paid, from which bank, under which number, and what it pays. */
export function CheckForm({ banks, payable, currency, today, suggestion, onBankChange, pending, onSubmit }: CheckFormProps) {
  const kit = useCheckForm({ bank_account_id: defaultBankId(banks), number: '', payee: '', date: today, memo: '', lines: [emptyLine()] });
  const { form, Form, TextInput, SelectInput, DateInput, valid, read } = kit;
  useSignals();

  const bank = getValue(form, 'bank_account_id') ?? '';
  useEffect(() => onBankChange(bank ? Number(bank) : null), [bank, onBankChange]);

  // The suggestion fills the number unless the bursar typed one of their own.
  const suggested = useRef('');
  useEffect(() => {
    if (!suggestion) return;
    const typed = getValue(form, 'number') ?? '';
    if (typed !== '' && typed !== suggested.current) return;
    suggested.current = suggestion.next ?? '';
    setValue(form, 'number', suggested.current, { shouldTouched: false, shouldFocus: false });
  }, [form, suggestion]);

  return (
    <Form className="space-y-5" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SelectInput name="bank_account_id" label="Bank account" required placeholder="Choose an account" options={banks.map((a) => bankOption(a, currency))} />
        <TextInput name="number" label="Check number" required maxLength={20} autoComplete="off" hint={numberHint(suggestion)} />
        <DateInput name="date" label="Date" required />
      </div>
      <TextInput name="payee" label="Payee" required maxLength={80} autoComplete="off" placeholder="Sunrise Stationers Ltd" />
      <TextInput name="memo" label="Memo" maxLength={200} placeholder="Exercise books for Term 1" />
      <CheckLines kit={kit} options={payable.map(payableOption)} currency={currency} />
      <FormActions valid={valid} pending={pending} submitLabel="Write check" />
    </Form>
  );
}
