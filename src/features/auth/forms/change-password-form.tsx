import * as v from 'valibot';
import { checkNewPassword, messagesSetOne } from '@contract';
import { FormActions } from '@/components/form/form-actions';
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
  const { Form, TextInput, valid } = useSchemaForm(bothGiven, { newPassword: '', confirmPassword: '' });

  return (
    <Form
      className="space-y-5"
      onSubmit={(values) => {
        const problem = checkNewPassword(values.newPassword, values.confirmPassword);
        if (problem) notify.error(problem);
        else onSave(values.newPassword);
      }}
    >
      <TextInput name="newPassword" label="New Password" type="password" autoComplete="new-password" required />
      <TextInput name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} className="flex justify-end gap-3 pt-2" />
    </Form>
  );
}
