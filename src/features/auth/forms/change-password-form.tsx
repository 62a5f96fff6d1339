import * as v from 'valibot';
import { checkNewPassword, messagesSetOne } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { notify } from '@/lib/toast';

// Save is disabled only while a field is empty; the match and length checks run on Save,
// in the spec's order, and show as toasts (spec §5/§8).
const bothGiven = v.object({
  newPassword: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
  confirmPassword: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
});

export interface ChangePasswordFormProps {
  pending: boolean;
  onSave: (password: string) => void;
  onCancel: () => void;
}

export function ChangePasswordForm({ pending, onSave, onCancel }: ChangePasswordFormProps) {
  const { Form, Field, valid } = useSchemaForm(bothGiven, { newPassword: '', confirmPassword: '' });

  return (
    <Form
      className="space-y-5"
      onSubmit={(values) => {
        const problem = checkNewPassword(values.newPassword, values.confirmPassword);
        if (problem) notify.error(problem);
        else onSave(values.newPassword);
      }}
    >
      <Field name="newPassword">
        {(field, props) => <TextField label="New Password" type="password" autoComplete="new-password" required field={field} bindings={props} />}
      </Field>
      <Field name="confirmPassword">
        {(field, props) => <TextField label="Confirm Password" type="password" autoComplete="new-password" required field={field} bindings={props} />}
      </Field>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} className="flex justify-end gap-3 pt-2" />
    </Form>
  );
}
