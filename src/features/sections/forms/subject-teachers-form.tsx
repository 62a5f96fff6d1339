import { useForm } from '@modular-forms/react';
import type { Subject, TeacherOption } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import type { SectionDetail, SubjectAssignment } from '../api/sections';

type TeacherValues = Record<string, string>;

const key = (subjectId: number) => `subject_${subjectId}`;

export interface SubjectTeachersFormProps {
  section: SectionDetail;
  /** The subjects the section's class takes. */
  subjects: Subject[];
  teachers: TeacherOption[];
  pending: boolean;
  onSubmit: (assignments: SubjectAssignment[]) => void;
  onCancel: () => void;
}

/** One teacher picker per subject of the section's class; "No teacher yet" leaves it open. */
export function SubjectTeachersForm({ section, subjects, teachers, pending, onSubmit, onCancel }: SubjectTeachersFormProps) {
  const assigned = new Map(section.subjects.map((s) => [s.subject_id, s]));
  const [, { Form, Field }] = useForm<TeacherValues>({
    initialValues: Object.fromEntries(subjects.map((s) => [key(s.id), String(assigned.get(s.id)?.teacher_id ?? '')])),
  });
  const teacherOptions = teachers.map((t) => ({ value: String(t.id), label: `${t.fullname} · ${t.number}` }));
  for (const a of section.subjects) {
    if (a.teacher_id && !teachers.some((t) => t.id === a.teacher_id) && !teacherOptions.some((o) => o.value === String(a.teacher_id))) {
      teacherOptions.push({ value: String(a.teacher_id), label: `${a.teacher_name ?? 'Former teacher'} (inactive)` });
    }
  }

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => onSubmit(subjects.map((s) => ({ subject_id: s.id, teacher_id: values[key(s.id)] ? Number(values[key(s.id)]) : null })))}
    >
      {subjects.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">
          {section.class_name} takes no subjects yet. Tick this class on a subject under Settings › Subjects first.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {subjects.map((s) => (
            <Field key={s.id} name={key(s.id)}>
              {(field, p) => <SelectField label={`${s.name} (${s.code})`} placeholder="No teacher yet" options={teacherOptions} field={field} bindings={p} />}
            </Field>
          ))}
        </div>
      )}
      <FormActions valid={subjects.length > 0} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
