import { ACTIVE_STATES, parentInput, type Parent, type ParentInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { RecordFormProps } from '@/components/form/record-form-props';

export type ParentFormProps = RecordFormProps<Parent, ParentInput>;

/** The contract's parent schema checks the form as the server does, and its output is the request body. */
export function ParentForm({ initial, pending, onSubmit, onCancel }: ParentFormProps) {
  const { Form, TextInput, SelectInput, TextareaInput, valid, read } = useSchemaForm(parentInput, formValues(parentInput, initial, { status: 'Active' }), { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="fullname" label="Full name" required maxLength={120} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="phone" label="Phone" type="tel" required maxLength={30} />
        <TextInput name="phone2" label="Second phone" type="tel" maxLength={30} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="email" label="Email" type="email" maxLength={254} />
        <TextInput name="occupation" label="Occupation" maxLength={100} />
      </div>
      <TextareaInput name="address" label="Address" rows={2} maxLength={300} />
      <SelectInput name="status" label="Status" placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
