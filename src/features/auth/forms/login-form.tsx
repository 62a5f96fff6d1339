import { useForm, valiForm } from '@modular-forms/react';
import { loginSchema, type LoginInput } from '@contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { buttonClass } from '@/components/ui/button';

type LoginValues = { username: string; password: string; rem: boolean };

export interface LoginFormProps {
  pending: boolean;
  onSubmit: (input: LoginInput) => void;
}

/** Spec §2/§5: Username and Password required; Sign in disabled while the form is invalid. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const [form, { Form, Field }] = useForm<LoginValues>({
    initialValues: { username: '', password: '', rem: false },
    validate: valiForm(loginSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, loginSchema);

  return (
    <Form className="space-y-5" onSubmit={(values) => onSubmit({ username: values.username.trim(), password: values.password, rem: values.rem })}>
      <Field name="username">
        {(field, props) => (
          <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required field={field} bindings={props as unknown as FieldBindings} />
        )}
      </Field>
      <Field name="password">
        {(field, props) => (
          <TextField label="Password" type="password" autoComplete="current-password" required field={field} bindings={props as unknown as FieldBindings} />
        )}
      </Field>
      <Field name="rem" type="boolean">
        {(field, props) => <CheckboxField label="Remember me" field={field} bindings={props as unknown as FieldBindings} />}
      </Field>
      <button type="submit" disabled={!valid || pending} className={buttonClass('primary', 'w-full py-2.5')}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  );
}
