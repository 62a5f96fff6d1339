import { loginSchema, type LoginInput } from '@contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { buttonClass } from '@/components/ui/button';

export interface LoginFormProps {
  pending: boolean;
  onSubmit: (input: LoginInput) => void;
}

/** Spec §2/§5: Username and Password required; Sign in disabled while the form is invalid. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { Form, Field, valid, read } = useSchemaForm(loginSchema, { username: '', password: '', rem: false });

  return (
    <Form className="space-y-5" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="username">
        {(field, props) => <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required field={field} bindings={props} />}
      </Field>
      <Field name="password">
        {(field, props) => <TextField label="Password" type="password" autoComplete="current-password" required field={field} bindings={props} />}
      </Field>
      <Field name="rem" type="boolean">
        {(field, props) => <CheckboxField label="Remember me" field={field} bindings={props} />}
      </Field>
      <button type="submit" disabled={!valid || pending} className={buttonClass('primary', 'w-full py-2.5')}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  );
}
