import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { OpeningAdvanceInput, OpeningLoanInput } from '@contract';
import { useRecheck } from '@/components/form/use-recheck';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { employeeChoice, type PickedEmployee } from '../components/employee-choice';
import { monthAfter } from '../lib/months';
import { advancePlan, instalmentsText } from '../lib/plan';
import { notBeforeOpening, OUTSTANDING_TOO_SMALL, openingAdvanceFormSchema, openingLoanFormSchema } from './opening-schema';
import { amountOf, monthOfText } from './payout-schema';
import { LoanPlanPreview, PlanPreview } from './plan-preview';

export interface OpeningFormProps<T> {
  currency?: string;
  /** Today, in the school's time zone: the default date the balance is brought forward on. */
  today: string;
  pending: boolean;
  onSubmit: (input: T) => void;
  onCancel: () => void;
}

/** What bringing a balance forward does to the books, said before it is sent. */
export function NoCashNote({ noun }: { noun: 'advance' | 'loan' }) {
  const account = noun === 'loan' ? 'Employee loans' : 'Employee advances';
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
      No cash moves: the outstanding {noun} is posted to {account} against Opening equity, and payroll recovers it like one paid out here.
    </p>
  );
}

/** 5.00 over 4 months makes 2.00, 2.00 and 1.00: fewer parts than asked, and the form says so. */
const shortfall = (asked: number, planned: number) =>
  planned < asked ? `Only ${planned} of the ${asked} months are needed: the parts are equal, the last one smaller.` : undefined;

/**
 * Bring forward an advance: what an employee still owed on an advance when the school moved in,
 * recovered in equal parts from the first month. The plan shows as it is typed.
 */
export function OpeningAdvanceForm({ currency, today, pending, onSubmit, onCancel }: OpeningFormProps<OpeningAdvanceInput>) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const { form, Form, Field, TextInput, MoneyInput, DateInput, TextareaInput, valid, read } = useSchemaForm(openingAdvanceFormSchema, {
    employee_id: '',
    date: today,
    amount: '',
    reason: '',
    instalments: '1',
    first_month: monthAfter(today),
  });
  useRecheck(form, 'first_month', getValue(form, 'date'));
  const asked = Number(getValue(form, 'instalments') ?? '');
  const plan = advancePlan(amountOf(getValue(form, 'amount')), Number.isInteger(asked) && asked >= 1 && asked <= 60 ? asked : null, monthOfText(getValue(form, 'first_month')));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <NoCashNote noun="advance" />
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
        <MoneyInput name="amount" label="Outstanding amount" currency={currency} required placeholder="e.g. 25000" />
        <DateInput name="date" label="Brought forward on" required />
      </div>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Advance outstanding from the previous system" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="instalments" label="Recover over (months)" required inputMode="numeric" autoComplete="off" maxLength={2} />
        <TextInput name="first_month" label="First recovery month" type="month" required placeholder="YYYY-MM" validate={notBeforeOpening(() => getValue(form, 'date'), 'advance')} />
      </div>
      <PlanPreview text={plan ? `${instalmentsText(plan)}.` : ''} note={plan ? shortfall(asked, plan.length) : undefined} empty="Enter the outstanding amount and the months to see the plan." />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Bring forward advance" />
    </Form>
  );
}

/** The instalment's own check of the principal rule, so it shows whatever the other fields hold. */
const notAboveOutstanding = (principal: number | null) => (value: string | null | undefined) => {
  const instalment = amountOf(value ?? '');
  return principal !== null && instalment !== null && instalment > principal ? OUTSTANDING_TOO_SMALL : '';
};

/**
 * Bring forward a loan: the principal still outstanding when the school moved in, the monthly
 * instalment and the first month payroll recovers it in; the plan shows as it is typed.
 */
export function OpeningLoanForm({ currency, today, pending, onSubmit, onCancel }: OpeningFormProps<OpeningLoanInput>) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const { form, Form, Field, TextInput, MoneyInput, DateInput, TextareaInput, valid, read } = useSchemaForm(openingLoanFormSchema, {
    employee_id: '',
    date: today,
    amount: '',
    instalment: '',
    reason: '',
    first_month: monthAfter(today),
  });
  const principal = amountOf(getValue(form, 'amount'));
  useRecheck(form, 'instalment', principal);
  useRecheck(form, 'first_month', getValue(form, 'date'));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <NoCashNote noun="loan" />
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
        <MoneyInput name="amount" label="Outstanding principal" currency={currency} required placeholder="e.g. 120000" />
        <DateInput name="date" label="Brought forward on" required />
      </div>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Loan outstanding from the previous system" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="instalment" label={`Monthly instalment${currency ? ` (${currency})` : ''}`} required inputMode="decimal" autoComplete="off" placeholder="e.g. 10000" validate={notAboveOutstanding(principal)} />
        <TextInput name="first_month" label="First recovery month" type="month" required placeholder="YYYY-MM" validate={notBeforeOpening(() => getValue(form, 'date'), 'loan')} />
      </div>
      <LoanPlanPreview
        empty="Enter the outstanding principal and the monthly instalment to see the plan."
        principal={principal}
        instalment={amountOf(getValue(form, 'instalment'))}
        first={monthOfText(getValue(form, 'first_month'))}
      />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Bring forward loan" />
    </Form>
  );
}
