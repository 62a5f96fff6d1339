import { profileSchema, type ProfileInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';

export interface MyProfileFormProps {
  fullname: string;
  pending: boolean;
  onSubmit: (input: ProfileInput) => void;
}

/** The signed-in user's own name. */
export function MyProfileForm({ fullname, pending, onSubmit }: MyProfileFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(profileSchema, { fullname });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="fullname" label="Full name" required maxLength={120} autoComplete="name" />
      <FormActions valid={valid} pending={pending} submitLabel="Save my profile" className="flex justify-end" />
    </Form>
  );
}
