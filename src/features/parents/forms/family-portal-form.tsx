import * as v from 'valibot';
import { parentPortalInput, type PortalStatus } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** The contract's checks on the sign-in name, as a form field (blank: by phone number only). */
const familyPortalForm = v.object({
  enabled: parentPortalInput.entries.enabled,
  username: v.unwrap(v.unwrap(parentPortalInput.entries.username)),
});

export interface FamilyPortalValues {
  enabled: boolean;
  /** null: the parent signs in with their phone number only. */
  username: string | null;
}

export interface FamilyPortalFormProps {
  portal: PortalStatus;
  pending: boolean;
  onSubmit: (values: FamilyPortalValues) => void;
  onCancel: () => void;
}

/** Whether the family may sign in, and the parent's sign-in name besides their phone number. */
export function FamilyPortalForm({ portal, pending, onSubmit, onCancel }: FamilyPortalFormProps) {
  const { Form, TextInput, CheckboxInput, valid, read } = useSchemaForm(familyPortalForm, { enabled: portal.enabled, username: portal.username ?? '' });
  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        const out = read(values);
        onSubmit({ enabled: out.enabled, username: out.username || null });
      }}
    >
      <div>
        <CheckboxInput name="enabled" label="This family may sign in to the portal" />
        <p className="mt-1 text-sm text-slate-600">Turning this off signs the parent and the children out of their phones at once.</p>
      </div>
      <TextInput
        name="username"
        label="Sign-in name (optional)"
        maxLength={60}
        autoComplete="off"
        hint="The parent can always sign in with their phone number. Give a name here if the phone number is shared, e.g. ngozi.okafor."
      />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Save portal settings" />
    </Form>
  );
}
