import { getValues, insert, remove } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { LESSONS_PER_WEEK_MAX, requirementsInput, type LessonRequirement, type RequirementsInput, type Subject, type TeacherOption } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional, wholeNumberText } from '@/components/form/from-text';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { RemoveButton } from '@/components/ui/remove-button';

const line = requirementsInput.entries.requirements.pipe[0].item.entries;

// Types, not interfaces: modular-forms needs values that carry an index signature.
type RowValues = { subject_id: string; teacher_id: string; lessons_per_week: string };
type RequirementsValues = { requirements: RowValues[] };

const requirementsFormSchema = v.object({
  requirements: v.array(
    v.object({
      subject_id: filled(line.subject_id),
      teacher_id: optional(line.teacher_id),
      lessons_per_week: filled(wholeNumberText(line.lessons_per_week, 'Type a whole number of lessons.'), 'Type how many lessons a week.'),
    }),
  ),
});

const rowOf = (r: Pick<LessonRequirement, 'subject_id' | 'teacher_id' | 'lessons_per_week'>): RowValues => ({
  subject_id: String(r.subject_id),
  teacher_id: r.teacher_id === null ? '' : String(r.teacher_id),
  lessons_per_week: String(r.lessons_per_week),
});

export interface RequirementsFormProps {
  requirements: LessonRequirement[];
  /** The subjects the section's class takes: what may be added. */
  subjects: Subject[];
  teachers: TeacherOption[];
  /** Lessons of each subject the week holds now, by subject id. */
  placed: ReadonlyMap<number, number>;
  /** Lesson periods in the section's week: more lessons than that cannot be placed. */
  capacity: number;
  canEdit: boolean;
  why?: string;
  pending: boolean;
  onSubmit: (input: RequirementsInput) => void;
}

function PlacedBadge({ placed, wanted }: { placed: number; wanted: number }) {
  const tone = placed === wanted ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : placed > wanted ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-slate-100 text-slate-700 ring-slate-200';
  return <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ${tone}`}>{`${placed} of ${wanted} placed`}</span>;
}

/** Each subject of the section: who teaches it and how many lessons a week, beside how many the week holds. */
export function RequirementsForm({ requirements, subjects, teachers, placed, capacity, canEdit, why, pending, onSubmit }: RequirementsFormProps) {
  useSignals();
  const id = useId();
  const { form, Form, Field, FieldArray, valid, read } = useSchemaForm(requirementsFormSchema, { requirements: requirements.map(rowOf) } as RequirementsValues);
  const [adding, setAdding] = useState('');
  const nameOf = new Map<number, string>([...subjects.map((s) => [s.id, s.name] as const), ...requirements.map((r) => [r.subject_id, r.subject_name] as const)]);
  const teacherOptions = teachers.map((t) => ({ value: String(t.id), label: t.fullname }));
  for (const r of requirements) {
    if (r.teacher_id !== null && !teachers.some((t) => t.id === r.teacher_id)) teacherOptions.push({ value: String(r.teacher_id), label: `${r.teacher_name ?? 'Former teacher'} (inactive)` });
  }

  const rows = getValues(form, { shouldActive: false }).requirements ?? [];
  const listed = new Set(rows.map((r) => r?.subject_id));
  const addable = subjects.filter((s) => !listed.has(String(s.id)));
  const total = rows.reduce((sum, r) => sum + (Number(r?.lessons_per_week) || 0), 0);
  const add = () => {
    if (!adding) return;
    insert(form, 'requirements', { value: { subject_id: adding, teacher_id: '', lessons_per_week: '1' } });
    setAdding('');
  };

  return (
    <Form className="space-y-3" onSubmit={(values) => onSubmit(read(values))}>
      <FieldArray name="requirements">
        {(array) =>
          array.items.value.length ? (
            <ul className="space-y-2">
              {array.items.value.map((item, index) => {
                const subjectId = Number(rows[index]?.subject_id);
                const subject = nameOf.get(subjectId) ?? 'Subject';
                const wanted = Number(rows[index]?.lessons_per_week) || 0;
                return (
                  <li key={item}>
                    <fieldset className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" disabled={!canEdit}>
                      <legend className="sr-only">{subject}</legend>
                      <div className="mb-1 flex items-center justify-between gap-2">
                        <span aria-hidden="true" className="truncate text-sm font-semibold text-slate-900">
                          {subject}
                        </span>
                        <PlacedBadge placed={placed.get(subjectId) ?? 0} wanted={wanted} />
                      </div>
                      <Field name={`requirements.${index}.subject_id`}>{(field, p) => <input type="hidden" {...p} value={field.value.value ?? ''} />}</Field>
                      <div className="grid grid-cols-[minmax(0,1fr)_3.25rem_auto] items-start gap-2">
                        <Field name={`requirements.${index}.teacher_id`}>
                          {(field, p) => <SelectField label="Teacher" placeholder="No teacher yet" options={teacherOptions} field={field} bindings={p} />}
                        </Field>
                        <Field name={`requirements.${index}.lessons_per_week`}>
                          {(field, p) => <TextField label="A week" inputMode="numeric" autoComplete="off" maxLength={2} field={field} bindings={p} />}
                        </Field>
                        <RemoveButton label={`Remove ${subject}`} onTint className="mt-6" onClick={() => remove(form, 'requirements', { at: index })} />
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-slate-700">No subjects yet. Add the subjects this section is taught.</p>
          )
        }
      </FieldArray>
      <p className={`text-xs ${total > capacity ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {`${total} ${total === 1 ? 'lesson' : 'lessons'} a week in ${capacity} lesson ${capacity === 1 ? 'period' : 'periods'}.`}
        {total > capacity ? ' More than the week holds: some cannot be placed.' : ''}
        {` At most ${LESSONS_PER_WEEK_MAX} a subject.`}
      </p>
      {canEdit && addable.length ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <FieldLabel htmlFor={`${id}-add`} label="Add a subject" />
            <select id={`${id}-add`} className={inputClass} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose a subject</option>
              {addable.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!adding} onClick={add}>
            Add
          </Button>
        </div>
      ) : null}
      {canEdit ? <FormActions valid={valid} pending={pending} submitLabel="Save requirements" className="flex justify-end" /> : <p className="text-xs text-slate-600">{why}</p>}
    </Form>
  );
}
