import { useState } from 'react';
import * as v from 'valibot';
import { studentStatusInput, type Student } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** The status comes from the student; the form asks only the reason. */
const reasonSchema = v.pick(studentStatusInput, ['reason']);

/** Deactivate or reactivate a student: a reason, then a confirm step. */
export function StudentStatusForm({ student, pending, onSubmit, onCancel }: {
  student: Student; pending: boolean; onSubmit: (input: { status: 'Active' | 'Inactive'; reason: string | null }) => void; onCancel: () => void;
}) {
  const deactivating = student.status === 'Active';
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const [confirming, setConfirming] = useState<{ reason: string | null } | null>(null);
  const { Form, TextareaInput, valid, read } = useSchemaForm(reasonSchema, { reason: '' });

  if (confirming !== null) {
    return (
      <ConfirmPanel
        confirmLabel={`Yes, ${verb.toLowerCase()}`}
        danger={deactivating}
        pending={pending}
        cancelLabel="Back"
        onCancel={() => setConfirming(null)}
        onConfirm={() => onSubmit({ status: deactivating ? 'Inactive' : 'Active', reason: confirming.reason })}
      >
        <p>
          {verb} <strong>{student.fullname}</strong> ({student.admission_no})?
          {deactivating ? ' They leave the section’s roster and can be reactivated later.' : ' They return to their section’s roster.'}
        </p>
        <p className="text-slate-700">Reason: {confirming.reason ?? 'none given'}</p>
      </ConfirmPanel>
    );
  }
  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(read(values))}>
      <TextareaInput name="reason" label="Reason" rows={3} maxLength={500} />
      <FormActions valid={valid} onCancel={onCancel} submitLabel={`${verb}…`} danger={deactivating} />
    </Form>
  );
}
