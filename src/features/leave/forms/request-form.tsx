import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type * as v from 'valibot';
import type { LeaveBalance, LeaveRequestInput, LeaveType } from '@contract';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { FormActions } from '@/components/form/form-actions';
import { useRecheck } from '@/components/form/use-recheck';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { employeeChoice, type PickedEmployee } from '../components/employee-choice';
import { blankRequest, endRule, officeRequestSchema, ownRequestSchema, typeOptions, type RequestFormValues } from './request-schema';

export interface RequestFormProps {
  types: readonly LeaveType[];
  /** What the employee has left of each type, shown beside it; none when not known. */
  balances?: readonly LeaveBalance[];
  /** The day the dates start at: today in the school's time zone. */
  today: string;
  /** The office recording leave for an employee: the form asks whose. */
  forEmployee?: boolean;
  /** Tells the office which employee was picked (to show their balances). */
  onEmployee?: (employee: PickedEmployee | null) => void;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: LeaveRequestInput) => void;
  onCancel: () => void;
}

const toggleClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

/**
 * Leave from a first to a last day, with the half days at either end, and why. Big controls: a
 * teacher asks from a tablet in the staff room. The server counts the school days and answers.
 */
export function RequestForm({ types, balances, today, forEmployee = false, onEmployee, pending, submitLabel, onSubmit, onCancel }: RequestFormProps) {
  useSignals();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [schema] = useState(() => (forEmployee ? officeRequestSchema : ownRequestSchema) as unknown as v.GenericSchema<RequestFormValues, LeaveRequestInput>);
  const { form, Form, Field, SelectInput, DateInput, TextareaInput, valid, read } = useSchemaForm(schema, blankRequest(today));
  const start = getValue(form, 'start_date');
  const end = getValue(form, 'end_date');
  const oneDay = !!start && start === end;
  useRecheck(form, 'end_date', start);

  const toggle = (name: 'half_first_day' | 'half_last_day', label: string) => (
    <Field name={name} type="boolean">
      {(field, props) => (
        <label className={toggleClass}>
          <input type="checkbox" {...props} checked={field.value.value ?? false} className="size-6 rounded border-slate-400 text-brand-700" />
          {label}
        </label>
      )}
    </Field>
  );

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      {forEmployee ? (
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
                onEmployee?.(e);
                setValue(form, 'employee_id', e ? String(e.id) : '');
              }}
            />
          )}
        </Field>
      ) : null}
      <SelectInput name="leave_type_id" label="Kind of leave" required options={typeOptions(types, balances)} placeholder="Choose" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="start_date" label="First day" required />
        <DateInput name="end_date" label="Last day" required validate={endRule(() => getValue(form, 'start_date'))} />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Half days</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {toggle('half_first_day', oneDay ? 'Start at midday (the afternoon off)' : 'Start at midday on the first day')}
          {toggle('half_last_day', oneDay ? 'Finish at midday (the morning off)' : 'Finish at midday on the last day')}
        </div>
        <p className="text-xs text-slate-600">{oneDay ? 'Either makes it half a day.' : 'Leave both off for whole days.'}</p>
      </fieldset>
      <TextareaInput name="reason" label="Reason" rows={2} maxLength={500} placeholder="Family wedding" />
      <p className="text-xs text-slate-600">Only school days count: weekends and holidays in between are not taken from {forEmployee ? 'their' : 'your'} leave.</p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={submitLabel} className="flex justify-end gap-2 pt-2 [&>button]:min-h-11" />
    </Form>
  );
}
