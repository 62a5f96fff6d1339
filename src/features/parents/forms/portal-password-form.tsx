import { PASSWORD_MESSAGE } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { passwordPairSchema, validateWithMatch } from '@/components/form/password-pair';
import { useSchemaForm } from '@/components/form/use-schema-form';

export interface PortalPasswordFormProps {
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** A new portal password for a parent: the password rule of the contract, typed twice. */
export function PortalPasswordForm({ pending, onSubmit, onCancel }: PortalPasswordFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(passwordPairSchema, { password: '', confirm: '' }, { validate: validateWithMatch(passwordPairSchema) });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values).password)}>
      <TextInput name="password" label="New portal password" type="password" autoComplete="new-password" required hint={PASSWORD_MESSAGE.replace('Invalid password. ', '')} />
      <TextInput name="confirm" label="Confirm password" type="password" autoComplete="new-password" required />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Set password" />
    </Form>
  );
}
