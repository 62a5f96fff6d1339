import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { performanceInput, type PerformanceCategory, type PerformanceInput, type PerformanceNote } from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { visibleError, type FieldState } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { noteDatesQueryOptions } from '../api/performance';
import { RatingInput } from '../components/rating';
import { noteStudentChoice, type PickedStudent } from '../components/student-choice';
import { categoryOptions } from '../lib/dates';
import { noteDateHint } from './note-dates';

const RATING_MESSAGE = 'Pick a rating from 1 to 5.';

/** The contract's note; the student is picked outside the fields. */
const noteFormSchema = v.object({
  date: filled(performanceInput.entries.date),
  category: filled(performanceInput.entries.category),
  rating: wholeNumberText(performanceInput.entries.rating, RATING_MESSAGE, RATING_MESSAGE),
  remark: performanceInput.entries.remark,
});

export interface NoteDefaults {
  date: string;
  category: PerformanceCategory | '';
}

export interface PerformanceFormProps {
  /** Editing an existing note: its student is fixed. */
  initial?: PerformanceNote;
  defaults?: NoteDefaults;
  pending: boolean;
  submitLabel?: string;
  onSubmit: (input: PerformanceInput, student: PickedStudent) => void;
  onCancel?: () => void;
}

function RatingField({ field, onPick }: { field: FieldState<string>; onPick: (v: string) => void }) {
  useSignals();
  return <RatingInput name="rating" value={field.value.value ?? ''} onChange={onPick} error={visibleError(field)} />;
}

/** Under the date: the days the student was enrolled, in red when the chosen date is not one of them. */
function NoteDateHint({ hint }: { hint: ReturnType<typeof noteDateHint> }) {
  if (!hint) return null;
  return hint.problem ? (
    <p role="alert" className="mt-1 text-xs font-medium text-red-700">
      {hint.text}
    </p>
  ) : (
    <p className="mt-1 text-xs text-slate-600">{hint.text}</p>
  );
}

/**
 * One performance note: who, when, which kind, how good (1–5) and what was seen. The date must
 * fall within the student's enrolment (the server refuses any other); the form shows those days
 * once the student is known and keeps Save off for a date outside them.
 */
export function PerformanceForm({ initial, defaults, pending, submitLabel = 'Save', onSubmit, onCancel }: PerformanceFormProps) {
  useSignals();
  const [student, setStudent] = useState<PickedStudent | null>(
    initial ? { id: initial.student_id, fullname: initial.student_name, admission_no: initial.admission_no, class_name: initial.class_name, section_name: initial.section_name } : null,
  );
  const [studentTouched, setStudentTouched] = useState(false);
  const { form, Form, Field, valid: fieldsValid, read, SelectInput, TextareaInput } = useSchemaForm(noteFormSchema, formValues(noteFormSchema, initial, { date: defaults?.date, category: defaults?.category }), { row: initial });
  const dates = useQuery(noteDatesQueryOptions(student?.id));
  const dateHint = noteDateHint(dates.data?.periods, getValue(form, 'date') ?? '');
  const valid = fieldsValid && student !== null && !dateHint?.problem;

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        if (!student) {
          setStudentTouched(true);
          return;
        }
        onSubmit({ student_id: student.id, ...read(values) }, student);
      }}
    >
      {initial ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">Student</p>
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200">
            {initial.student_name} · {initial.admission_no}
            {initial.class_name ? ` · ${initial.class_name} ${initial.section_name ?? ''}` : ''}
          </p>
        </div>
      ) : (
        <EntityCombobox
          {...noteStudentChoice}
          required
          clearable
          value={student}
          onChange={(s) => {
            setStudent(s);
            setStudentTouched(true);
          }}
          error={studentTouched && !student ? 'Pick a student from the list.' : undefined}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="date">
          {(field, p) => (
            <div>
              <DatePickerField label="Date" required field={field} bindings={p} onPick={(value) => setValue(form, 'date', value)} />
              <NoteDateHint hint={dateHint} />
            </div>
          )}
        </Field>
        <SelectInput name="category" label="Category" required placeholder="Pick a category" options={categoryOptions} />
      </div>
      <Field name="rating">{(field) => <RatingField field={field} onPick={(value) => setValue(form, 'rating', value)} />}</Field>
      <TextareaInput name="remark" label="Remark" required rows={4} maxLength={1000} placeholder="What was seen, and what should happen next" />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={submitLabel} />
    </Form>
  );
}
