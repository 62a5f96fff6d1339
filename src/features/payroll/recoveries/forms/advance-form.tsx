import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Account, AdvanceInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRecheck } from '@/components/form/use-recheck';
import { employeeChoice, type PickedEmployee } from '../components/employee-choice';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { monthAfter } from '../lib/months';
import { advancePlan, instalmentsText } from '../lib/plan';
import { OverdrawNote, payingAccount } from './overdraw-note';
import { advanceFormSchema, amountOf, monthOfText, notBeforeDate, payFromOption } from './payout-schema';
import { PlanPreview } from './plan-preview';

/** Without the accounts privilege there is no picker: the server pays from the user's own cash account. */
export function PaidFromOwnCash() {
  return <p className="text-sm text-slate-700">Paid from your own cash account.</p>;
}

export interface PayoutFormProps<T> {
  /** The cash and bank accounts to pay from; null when the user may not list them (the server then pays from their own cash). */
  accounts: readonly Account[] | null;
  /** The user's own cash account: what the server pays from when none is picked. */
  ownCashId: number | null;
  currency?: string;
  /** Today, in the school's time zone. */
  today: string;
  pending: boolean;
  onSubmit: (input: T) => void;
  onCancel: () => void;
}

/** 5.00 over 4 months makes 2.00, 2.00 and 1.00: fewer parts than asked, and the form says so. */
function shortfall(asked: number, planned: number) {
  return planned < asked ? `Only ${planned} of the ${asked} months are needed: the parts are equal, the last one smaller.` : undefined;
}

/**
 * Pay out advance: who, when, how much and why, and how it comes back: equal parts over N
 * months from the month after the payout (the last part takes the remainder). The plan shows
 * as it is typed.
 */
export function AdvanceForm({ accounts, ownCashId, currency, today, pending, onSubmit, onCancel }: PayoutFormProps<AdvanceInput>) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const { form, Form, Field, TextInput, MoneyInput, SelectInput, DateInput, TextareaInput, valid, read } = useSchemaForm(advanceFormSchema, {
    employee_id: '',
    date: today,
    amount: '',
    reason: '',
    instalments: '1',
    first_month: monthAfter(today),
    account_id: '',
  });
  // A new payout date checks the first month again, once it has been touched.
  useRecheck(form, 'first_month', getValue(form, 'date'));
  const asked = Number(getValue(form, 'instalments') ?? '');
  const plan = advancePlan(amountOf(getValue(form, 'amount')), Number.isInteger(asked) && asked >= 1 && asked <= 60 ? asked : null, monthOfText(getValue(form, 'first_month')));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="employee_id">
        {(field, p) => (
          <EntityCombobox
            {...employeeChoice(true)}
            required
            clearable
            field={field}
            bindings={p}
            value={employee}
            onChange={(e) => {
              setEmployee(e);
              setValue(form, 'employee_id', e ? String(e.id) : '');
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput name="amount" label="Amount" currency={currency} required placeholder="e.g. 25000" />
        <DateInput name="date" label="Paid on" required />
      </div>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="School fees for his daughter" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="instalments" label="Recover over (months)" required inputMode="numeric" autoComplete="off" maxLength={2} />
        <TextInput name="first_month" label="First recovery month" type="month" required placeholder="YYYY-MM" validate={notBeforeDate(() => getValue(form, 'date'), 'advance')} />
      </div>
      {accounts ? (
        <SelectInput name="account_id" label="Pay from" placeholder="My cash account" options={accounts.map((a) => payFromOption(a, currency))} />
      ) : (
        <PaidFromOwnCash />
      )}
      {accounts ? <OverdrawNote account={payingAccount(accounts, getValue(form, 'account_id'), ownCashId)} amount={amountOf(getValue(form, 'amount'))} currency={currency} /> : null}
      <PlanPreview text={plan ? `${instalmentsText(plan)}.` : ''} note={plan ? shortfall(asked, plan.length) : undefined} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Pay out advance" />
    </Form>
  );
}
