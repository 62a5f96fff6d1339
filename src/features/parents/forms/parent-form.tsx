import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { ACTIVE_STATES, emailField, optionalText, phoneField, requiredText, type ActiveState, type Parent, type ParentInput } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type ParentValues = { fullname: string; phone: string; phone2: string; email: string; address: string; occupation: string; status: string };

const optionalPhone = (label: string) =>
  v.pipe(v.string(), v.trim(), v.check((s) => s === '' || /^\+?[0-9 ()-]{5,30}$/.test(s), `${label} may hold digits, spaces, +, - and brackets.`));

/** The form holds strings; the contract's own field checks give the same messages as the server. */
const parentFormSchema = v.object({
  fullname: requiredText('Full name', 120, 2),
  phone: phoneField('Phone'),
  phone2: optionalPhone('Second phone'),
  email: emailField,
  address: optionalText('Address', 300),
  occupation: optionalText('Occupation', 100),
  status: v.picklist(ACTIVE_STATES, 'Status is Active or Inactive.'),
});

const bind = (p: unknown) => p as FieldBindings;
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

export interface ParentFormProps {
  initial?: Parent;
  pending: boolean;
  onSubmit: (input: ParentInput) => void;
  onCancel: () => void;
}

export function ParentForm({ initial, pending, onSubmit, onCancel }: ParentFormProps) {
  const [form, { Form, Field }] = useForm<ParentValues>({
    initialValues: {
      fullname: initial?.fullname ?? '',
      phone: initial?.phone ?? '',
      phone2: initial?.phone2 ?? '',
      email: initial?.email ?? '',
      address: initial?.address ?? '',
      occupation: initial?.occupation ?? '',
      status: initial?.status ?? 'Active',
    },
    validate: valiForm(parentFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, parentFormSchema);

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) =>
        onSubmit({
          fullname: values.fullname.trim(),
          phone: values.phone.trim(),
          phone2: blankToNull(values.phone2),
          email: blankToNull(values.email),
          address: blankToNull(values.address),
          occupation: blankToNull(values.occupation),
          status: values.status as ActiveState,
        })
      }
    >
      <Field name="fullname">{(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone">{(field, p) => <TextField label="Phone" type="tel" required maxLength={30} field={field} bindings={bind(p)} />}</Field>
        <Field name="phone2">{(field, p) => <TextField label="Second phone" type="tel" maxLength={30} field={field} bindings={bind(p)} />}</Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email">{(field, p) => <TextField label="Email" type="email" maxLength={254} field={field} bindings={bind(p)} />}</Field>
        <Field name="occupation">{(field, p) => <TextField label="Occupation" maxLength={100} field={field} bindings={bind(p)} />}</Field>
      </div>
      <Field name="address">{(field, p) => <TextareaField label="Address" rows={2} maxLength={300} field={field} bindings={bind(p)} />}</Field>
      <Field name="status">
        {(field, p) => <SelectField label="Status" placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} field={field} bindings={bind(p)} />}
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
