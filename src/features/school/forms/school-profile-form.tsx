import { setValue } from '@modular-forms/react';
import { BUS_PRORATION_LABELS, BUS_PRORATIONS, CURRENCIES, schoolProfileInput, type SchoolProfile, type SchoolProfileInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { ImageField } from '@/components/form/image-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUploadLogo } from '../api/school-profile';

const TIME_ZONES = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
})();

export interface SchoolProfileFormProps {
  initial: SchoolProfile;
  pending: boolean;
  onSubmit: (input: SchoolProfileInput) => void;
}

/** The school's name, logo, contacts, currency, time zone, how a part month on the bus is charged, and whether families may sign in. */
export function SchoolProfileForm({ initial, pending, onSubmit }: SchoolProfileFormProps) {
  const { form, Form, Field, TextInput, SelectInput, TextareaInput, CheckboxInput, valid, read } = useSchemaForm(schoolProfileInput, formValues(schoolProfileInput, initial), { row: initial });
  const upload = useUploadLogo((image) => setValue(form, 'logo', image.filename));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="School name" required maxLength={120} />
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
      <TextareaInput name="address" label="Address" rows={3} maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="phone" label="Phone" type="tel" maxLength={30} autoComplete="tel" />
        <TextInput name="email" label="Email" type="email" maxLength={254} autoComplete="email" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="currency" label="Currency" required placeholder="Pick a currency" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        <SelectInput
          name="time_zone"
          label="Time zone"
          required
          placeholder="Pick a time zone"
          options={TIME_ZONES.map((tz) => ({ value: tz, label: tz.replace(/_/g, ' ') }))}
        />
      </div>
      <SelectInput
        name="bus_proration"
        label="Bus fee for a part month"
        required
        options={BUS_PRORATIONS.map((value) => ({ value, label: BUS_PRORATION_LABELS[value] }))}
      />
      <div>
        <CheckboxInput name="portal_enabled" label="Families may sign in to the portal" />
        <p className="mt-1 text-sm text-slate-600">
          Parents and pupils see attendance, the timetable, marks, report cards and fees on their phones. While this is off, no family can sign in
          or read anything. One family can also be turned off on its own, under Parents.
        </p>
      </div>
      <FormActions valid={valid && !upload.isPending} pending={pending} submitLabel="Save school profile" />
    </Form>
  );
}
