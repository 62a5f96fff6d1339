import { getValues, setValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  enrolmentFields, GENDERS, HOUSES_MAX, parentInput, studentFields,
  type AdmissionInput, type SchoolClass, type Student, type StudentUpdateInput,
} from '@contract';
import { classSectionsQueryOptions } from '@/api/sections';
import { useBoundFields } from '@/components/form/bound-fields';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, moneyText } from '@/components/form/from-text';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { useFormPlumbing } from '@/components/form/use-form-plumbing';
import { useUploadPhoto } from '../api/students';
import { today } from '../components/detail-item';
import { ParentPicker, type PickedParent } from './parent-picker';

type ParentValues = { fullname: string; phone: string; phone2: string; email: string; address: string; occupation: string };
type OwnValues = {
  admission_no: string; first_name: string; middle_name: string; last_name: string; gender: string; date_of_birth: string;
  photo: string; address: string; house: string; admission_date: string; fee_discount: string;
};
type StudentValues = OwnValues & {
  /** A new parent, entered with the student (admission only). */
  parent: ParentValues;
  class_id: string; section_id: string;
};

/** The contract's student, parent and enrolment fields, read from what the form holds. */
const studentEntries = {
  ...studentFields,
  gender: filled(studentFields.gender, 'Choose a gender.'),
  fee_discount: moneyText(studentFields.fee_discount, 'Enter an amount such as 150 or 150.50.'),
};
const enrolmentEntries = { class_id: filled(enrolmentFields.class_id), section_id: filled(enrolmentFields.section_id) };
const SCHEMAS = {
  admitExisting: v.object({ ...studentEntries, ...enrolmentEntries }),
  admitNew: v.object({ ...studentEntries, ...enrolmentEntries, parent: parentInput }),
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

const NO_PARENT: ParentValues = { fullname: '', phone: '', phone2: '', email: '', address: '', occupation: '' };

/**
 * What the fields hold for a student being edited, or for a new admission. No discount shows as
 * a blank field, not 0.00.
 */
function valuesOf(initial: Student | undefined, suggestedNumber = ''): StudentValues {
  const row = initial && { ...initial, fee_discount: initial.fee_discount || null };
  // Blank optional fields hold '' (formValues), never the schema's null.
  const student = formValues(SCHEMAS.edit, row, { admission_no: suggestedNumber, admission_date: today() }) as OwnValues;
  return { ...student, parent: NO_PARENT, class_id: '', section_id: '' };
}

const parentOf = (initial: Student | undefined): PickedParent | null =>
  initial ? { id: initial.parent_id, fullname: initial.parent_name, phone: initial.parent_phone } : null;

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
  const [parent, setParent] = useState(() => parentOf(initial));
  const schemaName: SchemaName = props.mode === 'edit' ? 'edit' : parentMode === 'new' ? 'admitNew' : 'admitExisting';

  const initialValues = valuesOf(initial, props.mode === 'admit' ? props.suggestedNumber : '');
  const [form, { Form: BareForm, Field }] = useForm<StudentValues>({
    initialValues,
    validate: (values) => validateWith(SCHEMAS[props.mode === 'edit' ? 'edit' : modeRef.current === 'new' ? 'admitNew' : 'admitExisting'], values),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  // Refusals at their fields, the row's version with an edit and Reload when it was stale,
  // Escape asking before discarding (use-form-plumbing.tsx).
  const { Form, refused, versioned } = useFormPlumbing(form, BareForm, { row: initial, initialValues, onReload: () => setParent(parentOf(initial)) });
  const { TextInput, MoneyInput, SelectInput, DateInput, TextareaInput } = useBoundFields(form);
  useSignals();
  const values = getValues(form, { shouldActive: false });
  const schemaValid = v.safeParse(SCHEMAS[schemaName], values).success;
  const valid = schemaValid && (parentMode === 'new' || parent !== null);
  const upload = useUploadPhoto((filename) => setValue(form, 'photo', filename));
  const classId = values.class_id ? Number(values.class_id) : null;
  const sections = useQuery(classSectionsQueryOptions(props.mode === 'admit' ? classId : null));

  const submit = (vals: StudentValues) => {
    if (props.mode === 'edit') {
      if (parent) props.onSubmit(versioned({ ...v.parse(SCHEMAS.edit, vals), parent_id: parent.id }));
    } else if (parentMode === 'new') {
      props.onSubmit({ ...v.parse(SCHEMAS.admitNew, vals), parent_id: null });
    } else {
      props.onSubmit({ ...v.parse(SCHEMAS.admitExisting, vals), parent_id: parent?.id ?? null, parent: null });
    }
  };

  const sectionOptions = (sections.data ?? []).map((s) => ({
    value: String(s.id),
    label: typeof s.enrolled === 'number' ? `${s.name} · ${s.enrolled}/${s.capacity}` : s.name,
  }));

  return (
    <Form className="space-y-5" onSubmit={submit}>
      <FormSection title="Student">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextInput name="first_name" label="First name" required maxLength={60} autoComplete="off" />
          <TextInput name="middle_name" label="Middle name" maxLength={60} autoComplete="off" />
          <TextInput name="last_name" label="Last name" required maxLength={60} autoComplete="off" />
          <SelectInput name="gender" label="Gender" required options={GENDERS.map((g) => ({ value: g, label: g }))} />
          <DateInput name="date_of_birth" label="Date of birth" required />
          <TextInput
            name="admission_no"
            label="Admission number"
            required
            maxLength={30}
            hint={props.mode === 'admit' ? 'Suggested by the school; change it if needed.' : 'Change it only to correct a mistake.'}
          />
          <DateInput name="admission_date" label="Admission date" required />
          <TextInput name="house" label="House" maxLength={HOUSES_MAX} />
          <MoneyInput name="fee_discount" label="Monthly fee discount" currency={props.currency} placeholder="e.g. 500" hint="Taken off the monthly tuition." />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="photo">
            {(field) => <ImageField noun="photo" alt="Uploaded for this student" field={field} uploading={upload.isPending} uploadError={upload.error} onPick={(file) => upload.mutate(file)} onClear={() => setValue(form, 'photo', '')} />}
          </Field>
          <TextareaInput name="address" label="Address" rows={3} maxLength={300} />
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
              <TextInput name="parent.fullname" label="Parent full name" required maxLength={120} autoComplete="off" />
              <TextInput name="parent.phone" label="Parent phone" type="tel" required maxLength={30} />
              <TextInput name="parent.phone2" label="Second phone" type="tel" maxLength={30} />
              <TextInput name="parent.email" label="Parent email" type="email" maxLength={254} />
              <TextInput name="parent.occupation" label="Occupation" maxLength={100} />
            </div>
            <TextareaInput name="parent.address" label="Parent address" rows={2} maxLength={300} />
          </>
        )}
      </FormSection>

      {props.mode === 'admit' ? (
        <FormSection title="Enrolment">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="class_id">
              {(field, p) => (
                <SelectField
                  label="Class"
                  required
                  placeholder="Pick a class"
                  options={props.classes.map((c) => ({ value: String(c.id), label: c.name }))}
                  field={field}
                  bindings={{
                    ...p,
                    // A section belongs to its class: a new class clears the section, without
                    // moving focus there (setValue focuses an invalid field by default), so
                    // arrow keys on Class keep choosing classes.
                    onChange: (e) => {
                      p.onChange(e);
                      setValue(form, 'section_id', '', { shouldTouched: false, shouldFocus: false });
                    },
                  }}
                />
              )}
            </Field>
            <SelectInput
              name="section_id"
              label="Section"
              required
              disabled={!classId}
              placeholder={!classId ? 'Pick a class first' : sections.isPending ? 'Loading sections…' : sectionOptions.length ? 'Pick a section' : 'No sections in this class this year'}
              options={sectionOptions}
            />
          </div>
          <p className="text-xs text-slate-600">The student joins this section in the active academic year.</p>
        </FormSection>
      ) : null}

      {props.error && !refused.value ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {props.error}
        </p>
      ) : null}
      <FormActions
        valid={valid && !upload.isPending}
        pending={props.pending}
        onCancel={props.onCancel}
        submitLabel={props.mode === 'admit' ? 'Save admission' : 'Save'}
        className="flex justify-end gap-2"
      />
    </Form>
  );
}
