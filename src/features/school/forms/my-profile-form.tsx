import { profileSchema, type ProfileInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

export interface MyProfileFormProps {
  fullname: string;
  pending: boolean;
  onSubmit: (input: ProfileInput) => void;
}

/** The signed-in user's own name. */
export function MyProfileForm({ fullname, pending, onSubmit }: MyProfileFormProps) {
  const { Form, Field, valid, read } = useSchemaForm(profileSchema, { fullname });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="fullname">{(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="name" field={field} bindings={p} />}</Field>
      <FormActions valid={valid} pending={pending} submitLabel="Save my profile" className="flex justify-end" />
    </Form>
  );
}
