import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type * as v from 'valibot';
import { parseMoney, type Deduction, type DeductionInput, type DeductionUpdateInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRecheck } from '@/components/form/use-recheck';
import { employeeChoice, type PickedEmployee } from '../../recoveries/components/employee-choice';
import { EntityCombobox, EntityShown } from '@/components/form/entity-combobox';
import { PlanPreview } from '../../recoveries/forms/plan-preview';
import {
  CANCELLED_PREVIEW,
  deductionPreview,
  lastMonthRule,
  editDeductionSchema,
  newDeductionSchema,
  REPEAT_OPTIONS,
  STATUS_OPTIONS,
  valuesOf,
  type DeductionFormValues,
} from './deduction-schema';

export interface DeductionFormProps {
  /** The deduction being edited; absent when adding. */
  initial?: Deduction;
  /** The month a new deduction starts in (next month). */
  firstMonth: string;
  currency?: string;
  pending: boolean;
  onSubmit: (input: DeductionInput | DeductionUpdateInput) => void;
  onCancel: () => void;
}

const month = (text: string | undefined) => (text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null);

/**
 * A deduction from pay: who, how much, why, and for one month or every month between two.
 * An edit cannot move it to another employee, and may cancel it; approved payslips keep what
 * they took.
 */
export function DeductionForm({ initial, firstMonth, currency, pending, onSubmit, onCancel }: DeductionFormProps) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  // One schema for the life of the form: adding picks an employee, editing may change the status.
  const [schema] = useState(() => (initial ? editDeductionSchema : newDeductionSchema) as unknown as v.GenericSchema<DeductionFormValues, DeductionInput | DeductionUpdateInput>);
  const { form, Form, Field, TextInput, MoneyInput, SelectInput, TextareaInput, valid, read } = useSchemaForm(schema, valuesOf(initial, firstMonth), { row: initial });
  const repeat = getValue(form, 'repeat') ?? valuesOf(initial, firstMonth).repeat;
  const from = month(getValue(form, 'from_month'));
  const cancelled = getValue(form, 'status') === 'Cancelled';
  const preview = cancelled ? CANCELLED_PREVIEW : deductionPreview(parseMoney(getValue(form, 'amount') ?? ''), repeat, from, month(getValue(form, 'to_month')));

  // A new first month checks the last one again, once it has been touched.
  useRecheck(form, 'to_month', from);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      {initial ? (
        <EntityShown label="Employee" text={`${initial.employee_name} · ${initial.employee_number}`} />
      ) : (
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
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput name="amount" label="Amount a month" currency={currency} required placeholder="e.g. 1500" />
        {initial ? (
          <SelectInput name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
        ) : null}
      </div>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Staff welfare fund" />
      <SelectInput name="repeat" label="How often" required options={REPEAT_OPTIONS} placeholder="Choose" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="from_month" label={repeat === 'monthly' ? 'First month' : 'Month'} type="month" required placeholder="YYYY-MM" />
        {repeat === 'monthly' ? (
          <TextInput name="to_month" label="Last month" type="month" required placeholder="YYYY-MM" validate={lastMonthRule(() => getValue(form, 'from_month'))} />
        ) : null}
      </div>
      <PlanPreview title="From pay" empty="Enter the amount and the months to see what is taken." text={preview} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add deduction'} />
    </Form>
  );
}
