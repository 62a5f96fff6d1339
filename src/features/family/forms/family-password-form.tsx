import { PASSWORD_MESSAGE } from '@contract';
import { passwordPairSchema, validateWithMatch } from '@/components/form/password-pair';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { buttonClass } from '@/components/ui/button';

export interface FamilyPasswordFormProps {
  pending: boolean;
  onSubmit: (password: string) => void;
}

/** A family's new password, typed twice, with the contract's rule said beside it. */
export function FamilyPasswordForm({ pending, onSubmit }: FamilyPasswordFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(passwordPairSchema, { password: '', confirm: '' }, { validate: validateWithMatch(passwordPairSchema) });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values).password)}>
      <TextInput name="password" label="New password" type="password" autoComplete="new-password" required hint={PASSWORD_MESSAGE.replace('Invalid password. ', '')} />
      <TextInput name="confirm" label="Type it again" type="password" autoComplete="new-password" required />
      <button type="submit" disabled={!valid || pending} className={buttonClass('primary', 'w-full py-3')}>
        {pending ? 'Saving…' : 'Save my password'}
      </button>
    </Form>
  );
}
