import * as v from 'valibot';
import { examSubjectInput, type Exam, type ExamSubject, type ExamSubjectInput, type GradingSystem, type Subject } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, optional } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';
import { decimalText } from '../lib/numbers';

const entries = examSubjectInput.pipe[0].entries;
export const MARKS_MESSAGE = 'Type marks such as 100 or 50.5.';

const paperFormSchema = v.pipe(
  v.object({
    subject_id: filled(entries.subject_id, 'Choose the subject.'),
    max_marks: filled(decimalText(entries.max_marks, MARKS_MESSAGE), 'Type the maximum marks.'),
    pass_marks: filled(decimalText(entries.pass_marks, MARKS_MESSAGE), 'Type the pass marks.'),
    date: optional(entries.date),
    grading_system_id: optional(entries.grading_system_id),
  }),
  v.forward(
    v.check((s) => s.pass_marks <= s.max_marks, 'Pass marks cannot exceed the maximum.'),
    ['pass_marks'],
  ),
);

/** "Exam's: Secondary A–E": what grades a paper that names no system of its own. */
export const examsSystem = (exam: Pick<Exam, 'grading_system_name'>) => `Exam's: ${exam.grading_system_name}`;

/** The Active systems, plus the paper's own when it has gone Inactive since. */
export const systemOptions = (systems: readonly GradingSystem[], keep?: number | null) =>
  systems.filter((s) => s.status === 'Active' || s.id === keep).map((s) => ({ value: String(s.id), label: s.status === 'Active' ? s.name : `${s.name} (inactive)` }));

export interface PaperFormProps {
  initial?: ExamSubject;
  exam: Exam;
  classId: number;
  /** The class's subjects not set in this exam yet (and, for an edit, the paper's own). */
  subjects: Pick<Subject, 'id' | 'name'>[];
  systems: GradingSystem[];
  pending: boolean;
  onSubmit: (input: ExamSubjectInput) => void;
  onCancel: () => void;
}

/** One paper: the subject, its maximum and pass marks, its date and, if not the exam's, its grading system. */
export function PaperForm({ initial, exam, classId, subjects, systems, pending, onSubmit, onCancel }: PaperFormProps) {
  const { Form, TextInput, SelectInput, DateInput, valid, read } = useSchemaForm(paperFormSchema, formValues(paperFormSchema, initial, { max_marks: '100', pass_marks: '50' }), { row: initial });
  const subjectOptions = subjects.map((s) => ({ value: String(s.id), label: s.name }));
  // The class and subject are the paper's identity once marks hang on it.
  const fixed = !!initial && initial.results > 0;
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ ...read(values), exam_id: exam.id, class_id: classId })}>
      <SelectInput
        name="subject_id"
        label="Subject"
        required
        placeholder={subjectOptions.length ? 'Choose a subject' : 'Every subject of the class is set'}
        options={subjectOptions}
        disabled={fixed}
        title={fixed ? 'The subject cannot change once marks are entered.' : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="max_marks" label="Maximum marks" required inputMode="decimal" autoComplete="off" maxLength={7} />
        <TextInput name="pass_marks" label="Pass marks" required inputMode="decimal" autoComplete="off" maxLength={7} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="date" label="Date sat" />
        <SelectInput name="grading_system_id" label="Grading system" placeholder={examsSystem(exam)} options={systemOptions(systems, initial?.grading_system_id)} />
      </div>
      <p className="text-xs text-slate-600">
        {`The date, if given, falls within the exam: ${formatDate(exam.start_date)} to ${formatDate(exam.end_date)}. Leave the grading system as the exam's unless this paper is graded differently.`}
      </p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add paper'} />
    </Form>
  );
}
