import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { EXAM_STATE_MOVES, examInput, type AcademicYear, type Exam, type ExamInput, type ExamState, type ExamType, type GradingSystem } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';
import { STATUS_MEANING } from '../lib/moves';

const entries = examInput.pipe[0].entries;

const examFormSchema = v.pipe(
  v.object({
    academic_year_id: filled(entries.academic_year_id, 'Choose the academic year.'),
    exam_type_id: filled(entries.exam_type_id, 'Choose the exam type.'),
    grading_system_id: filled(entries.grading_system_id, 'Choose the grading system.'),
    name: entries.name,
    start_date: filled(entries.start_date, 'Type or pick the first day.'),
    end_date: filled(entries.end_date, 'Type or pick the last day.'),
    status: filled(entries.status, 'Choose the status.'),
  }),
  v.forward(
    v.check((e) => e.end_date >= e.start_date, 'The last day cannot be before the first.'),
    ['end_date'],
  ),
);

/** A new exam starts Pending or Active; an existing one offers its own status and the moves from it. */
const statusesFor = (current?: ExamState): ExamState[] => (current ? [current, ...EXAM_STATE_MOVES[current]] : ['Pending', 'Active']);

export interface ExamFormProps {
  initial?: Exam;
  years: AcademicYear[];
  types: ExamType[];
  /** Every system: a new exam is offered the Active ones, an edit keeps its own even if Inactive. */
  systems: GradingSystem[];
  /** The year a new exam goes into: the list's year. */
  defaultYearId?: number;
  pending: boolean;
  onSubmit: (input: ExamInput) => void;
  onCancel: () => void;
}

/** An exam: its year, type, grading system, name, dates and status. */
export function ExamForm({ initial, years, types, systems, defaultYearId, pending, onSubmit, onCancel }: ExamFormProps) {
  useSignals();
  const { form, Form, TextInput, SelectInput, DateInput, valid, read } = useSchemaForm(
    examFormSchema,
    formValues(examFormSchema, initial, {
      academic_year_id: String(defaultYearId ?? ''),
      exam_type_id: types.length === 1 ? String(types[0]!.id) : '',
      status: 'Pending',
    }),
    { row: initial },
  );
  const yearId = Number(getValue(form, 'academic_year_id'));
  const year = years.find((y) => y.id === yearId);
  const yearOptions = years.map((y) => ({ value: String(y.id), label: y.active ? `${y.name} · active` : y.name }));
  const typeOptions = types.map((t) => ({ value: String(t.id), label: `${t.name} (weight ${t.weight})` }));
  const systemOptions = systems
    .filter((s) => s.status === 'Active' || s.id === initial?.grading_system_id)
    .map((s) => ({ value: String(s.id), label: s.status === 'Active' ? s.name : `${s.name} (inactive)` }));
  const statusOptions = statusesFor(initial?.status).map((s) => ({ value: s, label: STATUS_MEANING[s] }));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={80} autoComplete="off" placeholder="Term 1 exam" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          name="academic_year_id"
          label="Academic year"
          required
          placeholder="Choose a year"
          options={yearOptions}
          disabled={!!initial && initial.subjects > 0}
          title={initial && initial.subjects > 0 ? 'The year cannot change once the exam has papers.' : undefined}
        />
        <SelectInput name="exam_type_id" label="Exam type" required placeholder="Choose a type" options={typeOptions} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="start_date" label="First day" required />
        <DateInput name="end_date" label="Last day" required />
      </div>
      {year ? <p className="-mt-2 text-xs text-slate-600">{`Within ${year.name}: ${formatDate(year.start_date)} to ${formatDate(year.end_date)}.`}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="grading_system_id" label="Grading system" required placeholder="Choose a system" options={systemOptions} />
        <SelectInput name="status" label="Status" required placeholder="Choose" options={statusOptions} />
      </div>
      <p className="text-xs text-slate-600">
        The grading system grades every paper that names none of its own, and the report card&apos;s overall percentage. Marks can be entered while the exam is Active;
        closing it locks them.
      </p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add exam'} />
    </Form>
  );
}
