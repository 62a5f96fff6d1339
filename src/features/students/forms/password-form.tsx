import * as v from 'valibot';
import { studentPasswordInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';

const schema = v.pipe(
  v.object({ ...studentPasswordInput.entries, confirm: v.string() }),
  v.forward(
    v.check((p) => p.password === p.confirm, 'The two passwords do not match.'),
    ['confirm'],
  ),
);

/** The student's portal password (student-password): the contract's rule, typed twice. */
export function StudentPasswordForm({ hasPassword, pending, onSubmit, onCancel }: { hasPassword: boolean; pending: boolean; onSubmit: (password: string) => void; onCancel: () => void }) {
  const { Form, TextInput, valid, read } = useSchemaForm(schema, { password: '', confirm: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values).password)}>
      <p className="text-sm text-slate-700">{hasPassword ? 'A portal password is set; this replaces it.' : 'The student has no portal password yet.'}</p>
      <TextInput name="password" label="New password" type="password" required autoComplete="new-password" />
      <TextInput name="confirm" label="Confirm password" type="password" required autoComplete="new-password" />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Set password" />
    </Form>
  );
}
