import { setValue, useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { CURRENCIES, messagesSetOne, messagesSetTwo, requiredText, type SchoolProfile, type SchoolProfileInput } from '@contract';
import type { FieldBindings, FieldState } from '@/components/form/field-types';
import { FieldError } from '@/components/form/field-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button, buttonClass } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { useUploadLogo } from '../api/school-profile';
import { imageProblem, IMAGE_TYPES, imageUrl } from '@/lib/images';

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
          <LogoPicker
            field={field}
            schoolName={initial.name}
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

interface LogoPickerProps {
  field: FieldState<string>;
  schoolName: string;
  uploading: boolean;
  uploadError: Error | null;
  onPick: (file: File) => void;
  onClear: () => void;
}

/** Picks a logo, checks it here first (type, size), uploads it, then previews what the server kept. */
function LogoPicker({ field, schoolName, uploading, uploadError, onPick, onClear }: LogoPickerProps) {
  useSignals();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const logo = field.value.value ?? '';
  const message = problem || (uploadError ? errorMessage(uploadError) : '');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          <img src={imageUrl(logo)} alt={`${schoolName} logo preview`} className="size-20 rounded-lg bg-white object-contain ring-1 ring-slate-200" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">No logo</span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className={`${buttonClass('secondary')} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}>
            {uploading ? 'Uploading…' : logo ? 'Replace logo' : 'Upload logo'}
            <input
              id={id}
              ref={inputRef}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={uploading}
              aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
              aria-invalid={message ? true : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = ''; // the same file may be picked again after a fix
                if (!file) return;
                const why = imageProblem(file, 'the logo');
                setProblem(why ?? '');
                if (!why) onPick(file);
              }}
            />
          </label>
          {logo ? (
            <Button
              variant="ghost"
              onClick={() => {
                setProblem('');
                onClear();
              }}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        PNG, JPEG or WebP, at most 2 MB. Saved with the profile.
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
