import { useForm } from '@modular-forms/react';
import * as v from 'valibot';
import { checkNewPassword, messagesSetOne } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { buttonClass } from '@/components/ui/button';
import { notify } from '@/lib/toast';

type Values = { newPassword: string; confirmPassword: string };

// Save is disabled only while a field is empty; the match and length checks run on Save,
// in the spec's order, and show as toasts (spec §5/§8).
const filled = v.object({
  newPassword: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
  confirmPassword: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
});

export interface ChangePasswordFormProps {
  pending: boolean;
  onSave: (password: string) => void;
  onCancel: () => void;
}

export function ChangePasswordForm({ pending, onSave, onCancel }: ChangePasswordFormProps) {
  const [form, { Form, Field }] = useForm<Values>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, filled);

  return (
    <Form
      className="space-y-5"
      onSubmit={(values) => {
        const problem = checkNewPassword(values.newPassword, values.confirmPassword);
        if (problem) notify.error(problem);
        else onSave(values.newPassword);
      }}
    >
      <Field name="newPassword" validate={(value) => (value ? '' : messagesSetOne.required)}>
        {(field, props) => (
          <TextField label="New Password" type="password" autoComplete="new-password" required field={field} bindings={props as unknown as FieldBindings} />
        )}
      </Field>
      <Field name="confirmPassword" validate={(value) => (value ? '' : messagesSetOne.required)}>
        {(field, props) => (
          <TextField label="Confirm Password" type="password" autoComplete="new-password" required field={field} bindings={props as unknown as FieldBindings} />
        )}
      </Field>
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={!valid || pending} className={buttonClass('primary')}>
          Save
        </button>
      </div>
    </Form>
  );
}
