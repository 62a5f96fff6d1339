import { useForm, valiForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { messagesSetOne, type Student } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import type { FieldBindings } from '@/components/form/field-types';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

const reasonSchema = v.object({ reason: v.pipe(v.string(), v.trim(), v.maxLength(500, messagesSetOne.maxLength('Reason', 500))) });

/** Deactivate or reactivate a student: a reason, then a confirm step. */
export function StudentStatusForm({ student, pending, onSubmit, onCancel }: {
  student: Student; pending: boolean; onSubmit: (input: { status: 'Active' | 'Inactive'; reason: string | null }) => void; onCancel: () => void;
}) {
  const deactivating = student.status === 'Active';
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const [confirming, setConfirming] = useState<string | null>(null);
  const [form, { Form, Field }] = useForm<{ reason: string }>({ initialValues: { reason: '' }, validate: valiForm(reasonSchema), validateOn: 'touched', revalidateOn: 'change' });
  const valid = useSchemaValid(form, reasonSchema);

  if (confirming !== null) {
    return (
      <ConfirmPanel
        confirmLabel={`Yes, ${verb.toLowerCase()}`}
        danger={deactivating}
        pending={pending}
        cancelLabel="Back"
        onCancel={() => setConfirming(null)}
        onConfirm={() => onSubmit({ status: deactivating ? 'Inactive' : 'Active', reason: confirming || null })}
      >
        <p>
          {verb} <strong>{student.fullname}</strong> ({student.admission_no})?
          {deactivating ? ' They leave the section’s roster and can be reactivated later.' : ' They return to their section’s roster.'}
        </p>
        <p className="text-slate-700">Reason: {confirming || 'none given'}</p>
      </ConfirmPanel>
    );
  }
  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(values.reason.trim())}>
      <Field name="reason">{(field, p) => <TextareaField label="Reason" rows={3} maxLength={500} field={field} bindings={p as unknown as FieldBindings} />}</Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={deactivating ? 'danger' : 'primary'} disabled={!valid}>
          {verb}…
        </Button>
      </div>
    </Form>
  );
}
