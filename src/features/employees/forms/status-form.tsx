import { useForm, valiForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import type { EmployeeListRow } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

const REASON_MAX = 500;
const reasonSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.maxLength(REASON_MAX, `Reason cannot be more than ${REASON_MAX} characters long.`)),
});

export interface StatusFormProps {
  employee: EmployeeListRow;
  pending: boolean;
  onSubmit: (reason: string | null) => void;
  onCancel: () => void;
}

/** Deactivate or activate: a reason for the history, then a confirm step. */
export function StatusForm({ employee, pending, onSubmit, onCancel }: StatusFormProps) {
  const deactivating = employee.status === 'Active';
  const verb = deactivating ? 'Deactivate' : 'Activate';
  const [confirming, setConfirming] = useState<string | null>(null);
  const [form, { Form, Field }] = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: valiForm(reasonSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, reasonSchema);

  if (confirming !== null) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          {verb} <strong>{employee.fullname}</strong> ({employee.number})?
          {deactivating ? ' They stay on record and can be activated again.' : ''}
        </p>
        <p className="text-sm text-slate-700">Reason: {confirming || 'none given'}</p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Back
          </Button>
          <Button variant={deactivating ? 'danger' : 'primary'} disabled={pending} onClick={() => onSubmit(confirming.trim() || null)}>
            Yes, {verb.toLowerCase()}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(values.reason.trim())}>
      <Field name="reason">
        {(field, p) => <TextareaField label="Reason (kept in the status history)" rows={3} maxLength={REASON_MAX} field={field} bindings={p as unknown as FieldBindings} />}
      </Field>
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
