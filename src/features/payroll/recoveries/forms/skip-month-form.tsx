import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { formatMoney, skipMonthInput, type RecoveryDetail, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { monthAfterLast, plannedOf } from '../lib/schedule';

const skipFormSchema = v.object({ month: filled(skipMonthInput.entries.month, 'Choose the month to skip.') });

export interface SkipMonthFormProps {
  recovery: RecoveryDetail;
  pending: boolean;
  onSubmit: (input: { month: string }) => void;
  onCancel: () => void;
}

/**
 * Skip a month: a planned instalment is not taken that month and moves to the end of the
 * schedule. The dialog says where it goes before anything is saved: nothing is doubled.
 */
export function SkipMonthForm({ recovery, pending, onSubmit, onCancel }: SkipMonthFormProps) {
  useSignals();
  const planned = plannedOf(recovery.schedule);
  const { form, Form, SelectInput, valid, read } = useSchemaForm(skipFormSchema, { month: planned[0]?.month ?? '' });
  const chosen = planned.find((i) => i.month === getValue(form, 'month'));
  const end = monthAfterLast(recovery.schedule);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        {recovery.employee_name} pays {recovery.kind === 'loan' ? 'this loan' : 'this advance'} back month by month. Choose a planned month to leave out; only
        months no payroll run has taken yet can be skipped.
      </p>
      <SelectInput
        name="month"
        label="Month to skip"
        required
        placeholder="Choose a month"
        options={planned.map((i) => ({ value: i.month, label: `${monthLabel(i.month)} · ${formatMoney(i.amount)}` }))}
      />
      <p aria-live="polite" className="min-h-10 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-brand-200">
        {chosen && end
          ? `Nothing is taken from ${recovery.employee_name}'s pay in ${monthLabel(chosen.month)}. The instalment of ${formatMoney(chosen.amount)} moves to the end of the schedule, ${monthLabel(end)}; the other months stay as they are, so no month is asked for twice.`
          : 'The chosen month’s instalment moves to the end of the schedule.'}
      </p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Skip this month" />
    </Form>
  );
}
