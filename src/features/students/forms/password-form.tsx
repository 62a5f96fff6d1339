import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { passwordField } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

const schema = v.pipe(
  v.object({ password: passwordField, confirm: v.string() }),
  v.forward(
    v.check((p) => p.password === p.confirm, 'The two passwords do not match.'),
    ['confirm'],
  ),
);

/** The student's portal password (student-password): the contract's rule, typed twice. */
export function StudentPasswordForm({ hasPassword, pending, onSubmit, onCancel }: { hasPassword: boolean; pending: boolean; onSubmit: (password: string) => void; onCancel: () => void }) {
  const [form, { Form, Field }] = useForm<{ password: string; confirm: string }>({
    initialValues: { password: '', confirm: '' },
    validate: valiForm(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schema);
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(values.password)}>
      <p className="text-sm text-slate-700">{hasPassword ? 'A portal password is set; this replaces it.' : 'The student has no portal password yet.'}</p>
      <Field name="password">
        {(field, p) => <TextField label="New password" type="password" required autoComplete="new-password" field={field} bindings={p as unknown as FieldBindings} />}
      </Field>
      <Field name="confirm">
        {(field, p) => <TextField label="Confirm password" type="password" required autoComplete="new-password" field={field} bindings={p as unknown as FieldBindings} />}
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          Set password
        </Button>
      </div>
    </Form>
  );
}
