import { getValues, setValue, useForm } from '@modular-forms/react';
import { ImageField } from '@/components/form/image-field';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  admissionNoField, emailField, GENDERS, HOUSES_MAX, isoDate, messagesSetOne, MONEY_PATTERN, moneyInput, optionalText, parseMoney, phoneField, requiredText,
  type AdmissionInput, type SchoolClass, type Student, type StudentUpdateInput,
} from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { classSectionsQueryOptions, useUploadPhoto } from '../api/students';
import { today } from '../components/detail-item';
import { ParentPicker, type PickedParent } from './parent-picker';

type StudentValues = {
  admission_no: string; first_name: string; middle_name: string; last_name: string; gender: string; date_of_birth: string;
  photo: string; address: string; house: string; admission_date: string; fee_discount: string;
  p_fullname: string; p_phone: string; p_phone2: string; p_email: string; p_address: string; p_occupation: string;
  class_id: string; section_id: string;
};

const optionalPhone = (label: string) =>
  v.pipe(v.string(), v.trim(), v.check((s) => s === '' || /^\+?[0-9 ()-]{5,30}$/.test(s), `${label} may hold digits, spaces, +, - and brackets.`));

/** The form holds strings; the contract's own field rules give the server's messages. */
const studentEntries = {
  admission_no: admissionNoField,
  first_name: requiredText('First name', 60),
  middle_name: optionalText('Middle name', 60),
  last_name: requiredText('Last name', 60),
  gender: v.picklist(GENDERS, 'Choose a gender.'),
  date_of_birth: isoDate,
  photo: v.string(),
  address: optionalText('Address', 300),
  house: optionalText('House', HOUSES_MAX),
  admission_date: isoDate,
  fee_discount: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || MONEY_PATTERN.test(s.replace(/,/g, '')), 'Enter an amount such as 150 or 150.50.')),
};
const newParentEntries = {
  p_fullname: requiredText('Full name', 120, 2),
  p_phone: phoneField('Phone'),
  p_phone2: optionalPhone('Second phone'),
  p_email: emailField,
  p_address: optionalText('Address', 300),
  p_occupation: optionalText('Occupation', 100),
};
const enrolmentEntries = {
  class_id: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
  section_id: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
};
const SCHEMAS = {
  admitExisting: v.object({ ...studentEntries, ...enrolmentEntries }),
  admitNew: v.object({ ...studentEntries, ...enrolmentEntries, ...newParentEntries }),
  edit: v.object(studentEntries),
};
type SchemaName = keyof typeof SCHEMAS;

/** Errors per field, from whichever schema applies now (the parent choice changes it). */
function validateWith(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !errors[path]) errors[path] = issue.message;
    }
  }
  return errors;
}

const bind = (p: unknown) => p as FieldBindings;
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm desk:p-5">
      <legend className="rounded bg-white px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

interface CommonProps {
  currency?: string;
  pending: boolean;
  /** The last save's failure, shown beside Save (the input stays). */
  error?: string;
  onCancel: () => void;
}

export type StudentFormProps = CommonProps &
  (
    | { mode: 'admit'; suggestedNumber?: string; classes: SchoolClass[]; onSubmit: (input: AdmissionInput) => void }
    | { mode: 'edit'; initial: Student; onSubmit: (input: StudentUpdateInput) => void }
  );

/** Admission (student, parent, enrolment) or the edit of a student's own record. */
export function StudentForm(props: StudentFormProps) {
  const initial = props.mode === 'edit' ? props.initial : undefined;
  const [parentMode, setMode] = useState<'existing' | 'new'>(props.mode === 'admit' ? 'new' : 'existing');
  // Validation runs outside render and must see the current parent choice.
  const modeRef = useRef(parentMode);
  const setParentMode = (mode: 'existing' | 'new') => {
    modeRef.current = mode;
    setMode(mode);
  };
  const [parent, setParent] = useState<PickedParent | null>(initial ? { id: initial.parent_id, fullname: initial.parent_name, phone: initial.parent_phone } : null);
  const schemaName: SchemaName = props.mode === 'edit' ? 'edit' : parentMode === 'new' ? 'admitNew' : 'admitExisting';

  const [form, { Form, Field }] = useForm<StudentValues>({
    initialValues: {
      admission_no: initial?.admission_no ?? (props.mode === 'admit' ? (props.suggestedNumber ?? '') : ''),
      first_name: initial?.first_name ?? '',
      middle_name: initial?.middle_name ?? '',
      last_name: initial?.last_name ?? '',
      gender: initial?.gender ?? '',
      date_of_birth: initial?.date_of_birth?.slice(0, 10) ?? '',
      photo: initial?.photo ?? '',
      address: initial?.address ?? '',
      house: initial?.house ?? '',
      admission_date: initial?.admission_date?.slice(0, 10) ?? today(),
      fee_discount: initial && initial.fee_discount ? moneyInput(initial.fee_discount) : '',
      p_fullname: '', p_phone: '', p_phone2: '', p_email: '', p_address: '', p_occupation: '',
      class_id: '', section_id: '',
    },
    validate: (values) => validateWith(SCHEMAS[props.mode === 'edit' ? 'edit' : modeRef.current === 'new' ? 'admitNew' : 'admitExisting'], values),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  useSignals();
  const values = getValues(form, { shouldActive: false }) as StudentValues;
  const schemaValid = v.safeParse(SCHEMAS[schemaName], values).success;
  const valid = schemaValid && (parentMode === 'new' || parent !== null);
  const upload = useUploadPhoto((filename) => setValue(form, 'photo', filename));
  const classId = values.class_id ? Number(values.class_id) : null;
  const sections = useQuery(classSectionsQueryOptions(props.mode === 'admit' ? classId : null));

  const submit = (vals: StudentValues) => {
    const student = {
      admission_no: vals.admission_no.trim(),
      first_name: vals.first_name.trim(),
      middle_name: blankToNull(vals.middle_name),
      last_name: vals.last_name.trim(),
      gender: vals.gender as (typeof GENDERS)[number],
      date_of_birth: vals.date_of_birth,
      photo: blankToNull(vals.photo),
      address: blankToNull(vals.address),
      house: blankToNull(vals.house),
      admission_date: vals.admission_date,
      fee_discount: vals.fee_discount.trim() ? (parseMoney(vals.fee_discount) ?? 0) : 0,
    };
    if (props.mode === 'edit') {
      if (parent) props.onSubmit({ ...student, parent_id: parent.id });
      return;
    }
    props.onSubmit({
      ...student,
      class_id: Number(vals.class_id),
      section_id: Number(vals.section_id),
      parent_id: parentMode === 'existing' ? (parent?.id ?? null) : null,
      parent:
        parentMode === 'new'
          ? {
              fullname: vals.p_fullname.trim(),
              phone: vals.p_phone.trim(),
              phone2: blankToNull(vals.p_phone2),
              email: blankToNull(vals.p_email),
              address: blankToNull(vals.p_address),
              occupation: blankToNull(vals.p_occupation),
              status: 'Active',
            }
          : null,
    });
  };

  const sectionOptions = (sections.data ?? []).map((s) => ({
    value: String(s.id),
    label: typeof s.enrolled === 'number' ? `${s.name} · ${s.enrolled}/${s.capacity}` : s.name,
  }));

  return (
    <Form className="space-y-5" onSubmit={submit}>
      <FormSection title="Student">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field name="admission_no">
            {(field, p) => (
              <TextField
                label="Admission number"
                required
                maxLength={30}
                hint={props.mode === 'admit' ? 'Suggested by the school; change it if needed.' : 'Change it only to correct a mistake.'}
                field={field}
                bindings={bind(p)}
              />
            )}
          </Field>
          <Field name="admission_date">
            {(field, p) => <DatePickerField label="Admission date" required field={field} bindings={bind(p)} onPick={(value) => setValue(form, 'admission_date', value)} />}
          </Field>
          <Field name="house">{(field, p) => <TextField label="House" maxLength={HOUSES_MAX} field={field} bindings={bind(p)} />}</Field>
          <Field name="first_name">{(field, p) => <TextField label="First name" required maxLength={60} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
          <Field name="middle_name">{(field, p) => <TextField label="Middle name" maxLength={60} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
          <Field name="last_name">{(field, p) => <TextField label="Last name" required maxLength={60} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
          <Field name="gender">
            {(field, p) => <SelectField label="Gender" required options={GENDERS.map((g) => ({ value: g, label: g }))} field={field} bindings={bind(p)} />}
          </Field>
          <Field name="date_of_birth">
            {(field, p) => <DatePickerField label="Date of birth" required field={field} bindings={bind(p)} onPick={(value) => setValue(form, 'date_of_birth', value)} />}
          </Field>
          <Field name="fee_discount">
            {(field, p) => (
              <TextField
                label={`Monthly fee discount${props.currency ? ` (${props.currency})` : ''}`}
                inputMode="decimal"
                placeholder="0.00"
                hint="Taken off the monthly tuition."
                field={field}
                bindings={bind(p)}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="photo">
            {(field) => <ImageField noun="photo" alt="Uploaded for this student" field={field} uploading={upload.isPending} uploadError={upload.error} onPick={(file) => upload.mutate(file)} onClear={() => setValue(form, 'photo', '')} />}
          </Field>
          <Field name="address">{(field, p) => <TextareaField label="Address" rows={3} maxLength={300} field={field} bindings={bind(p)} />}</Field>
        </div>
      </FormSection>

      <FormSection title="Parent">
        {props.mode === 'admit' ? (
          <div role="radiogroup" aria-label="Parent" className="flex flex-wrap gap-4">
            {(['new', 'existing'] as const).map((m) => (
              <label key={m} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="parent_mode" value={m} checked={parentMode === m} onChange={() => setParentMode(m)} className="size-4 text-brand-700 focus:ring-2 focus:ring-brand-600/40" />
                {m === 'new' ? 'New parent' : 'Existing parent'}
              </label>
            ))}
          </div>
        ) : null}
        {parentMode === 'existing' ? (
          <ParentPicker value={parent} onChange={setParent} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field name="p_fullname">{(field, p) => <TextField label="Parent full name" required maxLength={120} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
              <Field name="p_phone">{(field, p) => <TextField label="Parent phone" type="tel" required maxLength={30} field={field} bindings={bind(p)} />}</Field>
              <Field name="p_phone2">{(field, p) => <TextField label="Second phone" type="tel" maxLength={30} field={field} bindings={bind(p)} />}</Field>
              <Field name="p_email">{(field, p) => <TextField label="Parent email" type="email" maxLength={254} field={field} bindings={bind(p)} />}</Field>
              <Field name="p_occupation">{(field, p) => <TextField label="Occupation" maxLength={100} field={field} bindings={bind(p)} />}</Field>
            </div>
            <Field name="p_address">{(field, p) => <TextareaField label="Parent address" rows={2} maxLength={300} field={field} bindings={bind(p)} />}</Field>
          </>
        )}
      </FormSection>

      {props.mode === 'admit' ? (
        <FormSection title="Enrolment">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="class_id">
              {(field, p) => {
                const b = bind(p);
                return (
                  <SelectField
                    label="Class"
                    required
                    placeholder="Pick a class"
                    options={props.classes.map((c) => ({ value: String(c.id), label: c.name }))}
                    field={field}
                    bindings={{
                      ...b,
                      onChange: (e) => {
                        b.onChange(e);
                        setValue(form, 'section_id', '', { shouldTouched: false });
                      },
                    }}
                  />
                );
              }}
            </Field>
            <Field name="section_id">
              {(field, p) => (
                <SelectField
                  label="Section"
                  required
                  disabled={!classId}
                  placeholder={!classId ? 'Pick a class first' : sections.isPending ? 'Loading sections…' : sectionOptions.length ? 'Pick a section' : 'No sections in this class this year'}
                  options={sectionOptions}
                  field={field}
                  bindings={bind(p)}
                />
              )}
            </Field>
          </div>
          <p className="text-xs text-slate-600">The student joins this section in the active academic year.</p>
        </FormSection>
      ) : null}

      {props.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {props.error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || props.pending || upload.isPending}>
          {props.mode === 'admit' ? 'Save admission' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
