import * as v from 'valibot';
import { cancelPayrollInput, isoDate, type PayrollRun, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { RefusalNote } from '../lib/dialog-refusal';

const reason = filled(cancelPayrollInput.entries.reason, 'Say why the run is cancelled.');
const pendingSchema = v.object({ reason });
const approvedSchema = v.object({ date: filled(isoDate, 'Give the date of the reversal.'), reason });

export interface CancelFormProps {
  run: PayrollRun;
  today: string;
  pending: boolean;
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (input: { version?: number; date?: string; reason: string }) => void;
}

/** Cancel a pending run: nothing was posted, so it is simply dropped and its recoveries freed. */
function CancelPendingForm({ run, pending, refusal, onCancel, onSubmit }: CancelFormProps) {
  const { Form, TextareaInput, valid, read } = useSchemaForm(pendingSchema, { reason: '' }, { row: run });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        The {monthLabel(run.month)} run is dropped. Nothing was posted for it, and the instalments it would have recovered go back to their schedules. The
        month can then be generated again.
      </p>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Salaries changed after the run" />
      <RefusalNote message={refusal} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} cancelLabel="Keep the run" submitLabel="Cancel run" danger />
    </Form>
  );
}

/** Cancel an approved run: a dated reversal, never an edit; its recoveries re-open. */
function CancelApprovedForm({ run, today, pending, refusal, onCancel, onSubmit }: CancelFormProps) {
  const { Form, DateInput, TextareaInput, valid, read } = useSchemaForm(approvedSchema, { date: today, reason: '' }, { row: run });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          Cancelling posts a reversal of the {monthLabel(run.month)} payroll entry on the date below: Salary expense, the recoveries and Salaries payable go
          back as they were, and the instalments the run recovered are due again.
        </p>
        <p>The run and its entry stay in the books; nothing is edited or deleted, and it cannot be undone.</p>
      </div>
      <DateInput name="date" label="Date of the reversal" required />
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder="Approved with the wrong salaries" />
      <RefusalNote message={refusal} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} cancelLabel="Keep the run" submitLabel="Cancel run and post reversal" danger />
    </Form>
  );
}

export function CancelRunForm(props: CancelFormProps) {
  return props.run.status === 'Approved' ? <CancelApprovedForm {...props} /> : <CancelPendingForm {...props} />;
}
