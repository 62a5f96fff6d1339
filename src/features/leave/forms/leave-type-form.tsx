import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type * as v from 'valibot';
import type { LeaveType, LeaveTypeInput, LeaveTypeUpdateInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useRecheck } from '@/components/form/use-recheck';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { daysProblem, editLeaveTypeSchema, leaveTypeValues, LIMIT_OPTIONS, newLeaveTypeSchema, STATUS_OPTIONS, type LeaveTypeFormValues } from './leave-type-schema';

export interface LeaveTypeFormProps {
  initial?: LeaveType;
  pending: boolean;
  onSubmit: (input: LeaveTypeInput | LeaveTypeUpdateInput) => void;
  onCancel: () => void;
}

/**
 * A kind of leave the school gives: how many days a year (or no limit), whether it is paid,
 * whether what is left carries into the next year, and whether someone approves it. Requests
 * already made keep the days they counted.
 */
export function LeaveTypeForm({ initial, pending, onSubmit, onCancel }: LeaveTypeFormProps) {
  useSignals();
  const [schema] = useState(() => (initial ? editLeaveTypeSchema : newLeaveTypeSchema) as unknown as v.GenericSchema<LeaveTypeFormValues, LeaveTypeInput | LeaveTypeUpdateInput>);
  const { form, Form, TextInput, SelectInput, CheckboxInput, valid, read } = useSchemaForm(schema, leaveTypeValues(initial), { row: initial });
  const limit = getValue(form, 'limit') ?? 'days';
  useRecheck(form, 'days_per_year', limit);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={60} autoComplete="off" placeholder="Annual leave" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="limit" label="Days a year" required options={LIMIT_OPTIONS} placeholder="Choose" />
        {limit === 'days' ? (
          <TextInput
            name="days_per_year"
            label="Days"
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="21"
            hint="School days; halves allowed (10.5)."
            validate={(value) => daysProblem(getValue(form, 'limit'), value as string)}
          />
        ) : null}
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">How it works</legend>
        <CheckboxInput name="paid" label="Paid: staff keep their pay on these days" />
        <CheckboxInput name="carries_over" label="Carries over: days not taken are added to next year's" />
        <CheckboxInput name="needs_approval" label="Needs approval: a request waits until someone approves it" />
      </fieldset>
      {initial ? <SelectInput name="status" label="Status" required options={STATUS_OPTIONS} placeholder="Choose a status" /> : null}
      {initial && initial.requests > 0 ? (
        <p className="text-xs text-slate-600">
          {initial.requests} request{initial.requests === 1 ? ' has' : 's have'} been made of this type; they keep the days they counted. To stop using it, make it
          Inactive rather than renaming it into another kind of leave.
        </p>
      ) : null}
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add leave type'} />
    </Form>
  );
}
