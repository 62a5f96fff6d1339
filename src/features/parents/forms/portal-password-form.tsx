import { useForm, valiForm, type FormErrors, type ValidateForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, passwordField, PASSWORD_MESSAGE } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

const MISMATCH = 'The passwords do not match.';

type PasswordValues = { password: string; confirm: string };

const passwordFormSchema = v.pipe(
  v.object({ password: passwordField, confirm: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)) }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, MISMATCH),
    ['confirm'],
  ),
);


/**
 * valiForm stops at the first failing stage, so the match check would wait for every other
 * field; it is checked here as well, so "do not match" shows as soon as confirm is touched.
 */
const withMatch = <T extends { password: string; confirm: string }>(schema: v.GenericSchema): ValidateForm<T> => {
  const base = valiForm<T>(schema);
  return async (values) => {
    const errors = (await base(values)) as Record<string, string>;
    if (values.confirm && values.password !== values.confirm && !errors.confirm) return { ...errors, confirm: MISMATCH } as FormErrors<T>;
    return errors as FormErrors<T>;
  };
};

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
    validate: withMatch<PasswordValues>(passwordFormSchema),
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
