import { ACTIVE_STATES, parentInput, type Parent, type ParentInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

export interface ParentFormProps {
  initial?: Parent;
  pending: boolean;
  onSubmit: (input: ParentInput) => void;
  onCancel: () => void;
}

/** The contract's parent schema checks the form as the server does, and its output is the request body. */
export function ParentForm({ initial, pending, onSubmit, onCancel }: ParentFormProps) {
  const { Form, Field, valid, read } = useSchemaForm(parentInput, {
    fullname: initial?.fullname ?? '',
    phone: initial?.phone ?? '',
    phone2: initial?.phone2 ?? '',
    email: initial?.email ?? '',
    address: initial?.address ?? '',
    occupation: initial?.occupation ?? '',
    status: initial?.status ?? 'Active',
  }, { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="fullname">{(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="off" field={field} bindings={p} />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone">{(field, p) => <TextField label="Phone" type="tel" required maxLength={30} field={field} bindings={p} />}</Field>
        <Field name="phone2">{(field, p) => <TextField label="Second phone" type="tel" maxLength={30} field={field} bindings={p} />}</Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email">{(field, p) => <TextField label="Email" type="email" maxLength={254} field={field} bindings={p} />}</Field>
        <Field name="occupation">{(field, p) => <TextField label="Occupation" maxLength={100} field={field} bindings={p} />}</Field>
      </div>
      <Field name="address">{(field, p) => <TextareaField label="Address" rows={2} maxLength={300} field={field} bindings={p} />}</Field>
      <Field name="status">
        {(field, p) => <SelectField label="Status" placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
