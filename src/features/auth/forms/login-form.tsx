import { loginSchema, type LoginInput } from '@contract';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { buttonClass } from '@/components/ui/button';

export interface LoginFormProps {
  pending: boolean;
  onSubmit: (input: LoginInput) => void;
}

/**
 * Spec §2/§5: Username and Password required; Sign in disabled while the form is invalid. Parents
 * sign in with their phone and pupils with their admission number in the same field (issue 33).
 */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { Form, TextInput, CheckboxInput, valid, read } = useSchemaForm(loginSchema, { username: '', password: '', rem: false });

  return (
    <Form className="space-y-5" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput
        name="username"
        label="Username, phone number or admission number"
        hint="Parents: the phone number the school has. Pupils: your admission number."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextInput name="password" label="Password" type="password" autoComplete="current-password" required />
      <CheckboxInput name="rem" label="Remember me" />
      <button type="submit" disabled={!valid || pending} className={buttonClass('primary', 'w-full py-2.5')}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  );
}
