import { useState } from 'react';
import { employeeStatusInput, type EmployeeListRow } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { FormActions } from '@/components/form/form-actions';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

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
  const [confirming, setConfirming] = useState<{ reason: string | null } | null>(null);
  const { Form, Field, valid, read } = useSchemaForm(employeeStatusInput, { reason: '' });

  if (confirming !== null) {
    return (
      <ConfirmPanel confirmLabel={`Yes, ${verb.toLowerCase()}`} danger={deactivating} pending={pending} cancelLabel="Back" onCancel={() => setConfirming(null)} onConfirm={() => onSubmit(confirming.reason)}>
        <p>
          {verb} <strong>{employee.fullname}</strong> ({employee.number})?
          {deactivating ? ' They stay on record and can be activated again.' : ''}
        </p>
        <p className="text-slate-700">Reason: {confirming.reason ?? 'none given'}</p>
      </ConfirmPanel>
    );
  }

  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(read(values))}>
      <Field name="reason">
        {(field, p) => <TextareaField label="Reason (kept in the status history)" rows={3} maxLength={500} field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} onCancel={onCancel} submitLabel={`${verb}…`} danger={deactivating} />
    </Form>
  );
}
