import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, passwordField, PASSWORD_MESSAGE } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type PasswordValues = { password: string; confirm: string };

const passwordFormSchema = v.pipe(
  v.object({ password: passwordField, confirm: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)) }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, 'The passwords do not match.'),
    ['confirm'],
  ),
);

const bind = (p: unknown) => p as FieldBindings;

export interface PortalPasswordFormProps {
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** A new portal password for a parent: the password rule of the contract, typed twice. */
export function PortalPasswordForm({ pending, onSubmit, onCancel }: PortalPasswordFormProps) {
  const [form, { Form, Field }] = useForm<PasswordValues>({
    initialValues: { password: '', confirm: '' },
    validate: valiForm(passwordFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, passwordFormSchema);
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(values.password)}>
      <Field name="password">
        {(field, p) => (
          <TextField label="New portal password" type="password" autoComplete="new-password" required hint={PASSWORD_MESSAGE.replace('Invalid password. ', '')} field={field} bindings={bind(p)} />
        )}
      </Field>
      <Field name="confirm">
        {(field, p) => <TextField label="Confirm password" type="password" autoComplete="new-password" required field={field} bindings={bind(p)} />}
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
