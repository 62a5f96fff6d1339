import { useState } from 'react';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { FormActions } from '@/components/form/form-actions';
import { passwordPairSchema, validateWithMatch } from '@/components/form/password-pair';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PASSWORD_HINT } from './user-form';

export interface ResetPasswordFormProps {
  username: string;
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** A new password for another user, then a confirm step: it signs them out everywhere. */
export function ResetPasswordForm({ username, pending, onSubmit, onCancel }: ResetPasswordFormProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const { Form, TextInput, valid, read } = useSchemaForm(passwordPairSchema, { password: '', confirm: '' }, { validate: validateWithMatch(passwordPairSchema) });

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
    <Form className="space-y-4" onSubmit={(values) => setChosen(read(values).password)}>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">Resetting the password signs {username} out everywhere.</p>
      <TextInput name="password" label="New password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} />
      <TextInput name="confirm" label="Confirm password" type="password" autoComplete="new-password" required />
      <FormActions valid={valid} onCancel={onCancel} submitLabel="Reset password…" />
    </Form>
  );
}
