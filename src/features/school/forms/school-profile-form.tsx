import { setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { CURRENCIES, messagesSetOne, messagesSetTwo, requiredText, type SchoolProfile, type SchoolProfileInput } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';
import { useUploadLogo } from '../api/school-profile';

type SchoolValues = { name: string; logo: string; address: string; phone: string; email: string; currency: string; time_zone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TIME_ZONES = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
})();

const schoolFormSchema = v.object({
  name: requiredText('School name', 120, 2),
  logo: v.string(),
  address: v.pipe(v.string(), v.maxLength(300, messagesSetOne.maxLength('Address', 300))),
  phone: v.pipe(v.string(), v.maxLength(30, messagesSetOne.maxLength('Phone', 30))),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254, messagesSetTwo.maxLength(254)), v.check((s) => s === '' || EMAIL.test(s), messagesSetTwo.email)),
  currency: v.pipe(v.string(), v.picklist(CURRENCIES as unknown as string[], 'Pick a currency from the list.')),
  time_zone: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required), v.check((tz) => TIME_ZONES.includes(tz), 'Pick a time zone from the list.')),
});

const bind = (p: unknown) => p as FieldBindings;
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

export interface SchoolProfileFormProps {
  initial: SchoolProfile;
  pending: boolean;
  onSubmit: (input: SchoolProfileInput) => void;
}

/** The school's name, logo, contacts, currency and time zone. */
export function SchoolProfileForm({ initial, pending, onSubmit }: SchoolProfileFormProps) {
  const [form, { Form, Field }] = useForm<SchoolValues>({
    initialValues: {
      name: initial.name,
      logo: initial.logo ?? '',
      address: initial.address ?? '',
      phone: initial.phone ?? '',
      email: initial.email ?? '',
      currency: initial.currency,
      time_zone: initial.time_zone,
    },
    validate: valiForm(schoolFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schoolFormSchema);
  const upload = useUploadLogo((image) => setValue(form, 'logo', image.filename));

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) =>
        onSubmit({
          name: values.name.trim(),
          logo: blankToNull(values.logo),
          address: blankToNull(values.address),
          phone: blankToNull(values.phone),
          email: blankToNull(values.email),
          currency: values.currency as SchoolProfileInput['currency'],
          time_zone: values.time_zone,
        })
      }
    >
      <Field name="name">{(field, p) => <TextField label="School name" required maxLength={120} field={field} bindings={bind(p)} />}</Field>
      <Field name="logo">
        {(field) => (
          <ImageField
            noun="logo"
            alt={`${initial.name} logo preview`}
            fit="contain"
            hint="PNG, JPEG or WebP, at most 2 MB. Saved with the profile."
            field={field}
            uploading={upload.isPending}
            uploadError={upload.error}
            onPick={(file) => upload.mutate(file)}
            onClear={() => setValue(form, 'logo', '')}
          />
        )}
      </Field>
      <Field name="address">{(field, p) => <TextareaField label="Address" rows={3} maxLength={300} field={field} bindings={bind(p)} />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone">{(field, p) => <TextField label="Phone" type="tel" maxLength={30} autoComplete="tel" field={field} bindings={bind(p)} />}</Field>
        <Field name="email">{(field, p) => <TextField label="Email" type="email" maxLength={254} autoComplete="email" field={field} bindings={bind(p)} />}</Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="currency">
          {(field, p) => (
            <SelectField label="Currency" required placeholder="Pick a currency" options={CURRENCIES.map((c) => ({ value: c, label: c }))} field={field} bindings={bind(p)} />
          )}
        </Field>
        <Field name="time_zone">
          {(field, p) => (
            <SelectField
              label="Time zone"
              required
              placeholder="Pick a time zone"
              options={TIME_ZONES.map((tz) => ({ value: tz, label: tz.replace(/_/g, ' ') }))}
              field={field}
              bindings={bind(p)}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={!valid || pending || upload.isPending}>
          Save school profile
        </Button>
      </div>
    </Form>
  );
}
