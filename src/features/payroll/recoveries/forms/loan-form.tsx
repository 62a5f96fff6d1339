import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { LoanInput } from '@contract';
import { useRecheck } from '@/components/form/use-recheck';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { employeeChoice, type PickedEmployee } from '../components/employee-choice';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { monthAfter } from '../lib/months';
import { PaidFromOwnCash, type PayoutFormProps } from './advance-form';
import { OverdrawNote, payingAccount } from './overdraw-note';
import { amountOf, INSTALMENT_TOO_BIG, loanFormSchema, monthOfText, notBeforeDate, payFromOption } from './payout-schema';
import { LoanPlanPreview } from './plan-preview';

/** The instalment's own check of the principal rule, so it shows whatever the other fields hold. */
const notAbovePrincipal = (principal: number | null) => (value: string | null | undefined) => {
  const instalment = amountOf(value ?? '');
  return principal !== null && instalment !== null && instalment > principal ? INSTALMENT_TOO_BIG : '';
};

/**
 * Pay out loan: the principal, a monthly instalment and the first month it is recovered in;
 * the plan (how many months, and the last) shows as it is typed.
 */
export function LoanForm({ accounts, ownCashId, currency, today, pending, onSubmit, onCancel }: PayoutFormProps<LoanInput>) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const { form, Form, Field, TextInput, MoneyInput, SelectInput, DateInput, TextareaInput, valid, read } = useSchemaForm(loanFormSchema, {
    employee_id: '',
    date: today,
    amount: '',
    instalment: '',
    reason: '',
    first_month: monthAfter(today),
    account_id: '',
  });
  const principal = amountOf(getValue(form, 'amount'));
  useRecheck(form, 'instalment', principal);
  useRecheck(form, 'first_month', getValue(form, 'date'));

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
        <MoneyInput name="amount" label="Principal" currency={currency} required placeholder="e.g. 120000" />
        <DateInput name="date" label="Paid on" required />
      </div>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Motorcycle to get to school" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="instalment" label={`Monthly instalment${currency ? ` (${currency})` : ''}`} required inputMode="decimal" autoComplete="off" placeholder="e.g. 10000" validate={notAbovePrincipal(principal)} />
        <TextInput name="first_month" label="First recovery month" type="month" required placeholder="YYYY-MM" validate={notBeforeDate(() => getValue(form, 'date'), 'loan')} />
      </div>
      {accounts ? (
        <SelectInput name="account_id" label="Pay from" placeholder="My cash account" options={accounts.map((a) => payFromOption(a, currency))} />
      ) : (
        <PaidFromOwnCash />
      )}
      {accounts ? <OverdrawNote account={payingAccount(accounts, getValue(form, 'account_id'), ownCashId)} amount={principal} currency={currency} /> : null}
      <LoanPlanPreview
        empty="Enter the principal and the monthly instalment to see the plan."
        principal={principal}
        instalment={amountOf(getValue(form, 'instalment'))}
        first={monthOfText(getValue(form, 'first_month'))}
      />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Pay out loan" />
    </Form>
  );
}
