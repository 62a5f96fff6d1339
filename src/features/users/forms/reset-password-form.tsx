import { useForm, valiForm, type FormErrors, type ValidateForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { messagesSetOne, passwordField } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { PASSWORD_HINT } from './user-form';

const MISMATCH = 'The passwords do not match.';

const schema = v.pipe(
  v.object({ password: passwordField, confirm: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)) }),
  v.forward(v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, MISMATCH), ['confirm']),
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

export interface ResetPasswordFormProps {
  username: string;
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** A new password for another user, then a confirm step: it signs them out everywhere. */
export function ResetPasswordForm({ username, pending, onSubmit, onCancel }: ResetPasswordFormProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [form, { Form, Field }] = useForm<{ password: string; confirm: string }>({
    initialValues: { password: '', confirm: '' },
    validate: withMatch<{ password: string; confirm: string }>(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schema);

  if (chosen !== null) {
    return (
      <ConfirmPanel confirmLabel="Yes, reset password" danger pending={pending} onConfirm={() => onSubmit(chosen)} onCancel={() => setChosen(null)} cancelLabel="Back">
        <p>
          Reset the password of <strong>{username}</strong>?
        </p>
        <p>They will be signed out on every device and must sign in again with the new password.</p>
      </ConfirmPanel>
    );
  }
  return (
    <Form className="space-y-4" onSubmit={(values) => setChosen(values.password)}>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">Resetting the password signs {username} out everywhere.</p>
      <Field name="password">
        {(field, p) => <TextField label="New password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} field={field} bindings={bind(p)} />}
      </Field>
      <Field name="confirm">{(field, p) => <TextField label="Confirm password" type="password" autoComplete="new-password" required field={field} bindings={bind(p)} />}</Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid}>
          Reset password…
        </Button>
      </div>
    </Form>
  );
}
