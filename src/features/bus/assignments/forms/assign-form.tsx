import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { assignmentInput, isoDate, type Assignment, type AssignmentInput, type FeeCategory } from '@contract';
import { EntityCombobox, EntityShown } from '@/components/form/entity-combobox';
import { FieldError } from '@/components/form/field-error';
import { visibleError } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';
import { activeBusesQueryOptions } from '../api/assignments';
import { riderChoice, studentShown, type PickedStudent } from '../components/student-choice';
import { busChoice, categoryChoice, dayBefore } from '../lib/labels';

const entries = assignmentInput.entries;

export const assignSchema = v.object({
  student_id: filled(entries.student_id, 'Choose the student.'),
  bus_id: filled(entries.bus_id, 'Choose the bus.'),
  category_id: filled(entries.category_id, 'Choose the fee category.'),
  from: filled(entries.from, 'Give the first day on the bus.'),
  stop: entries.stop,
});

export interface AssignFormProps {
  /** Change: the student is fixed and this is what they ride now. */
  current?: Assignment;
  categories: FeeCategory[] | undefined;
  today: string;
  currency?: string;
  pending: boolean;
  onSubmit: (input: AssignmentInput) => void;
  onCancel: () => void;
}

const validDay = (day: string | undefined) => (day && v.is(isoDate, day) ? day : undefined);

/** Says what happens to the ride the student has now: it is never edited, it ends. */
function EndsNote({ current, from }: { current?: Assignment; from: string | undefined }) {
  const last = from ? dayBefore(from) : '';
  if (current) {
    return (
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
        Now rides {current.bus_number} ({current.zone_name} · {current.category_name}) from {formatDate(current.from)}.
        {last ? ` That assignment ends on ${formatDate(last)}, the day before the new one starts.` : ' That assignment ends the day before the new one starts.'}
      </p>
    );
  }
  return <p className="text-sm text-slate-600">If the student rides now, that assignment ends the day before. A change of bus or zone is always a new assignment, so past months stay billed as they were.</p>;
}

/**
 * Assign a student (or Change one): who, which bus and fee category, from which day, and the
 * stop. The bus choices count the seats left on the chosen first day; a full bus is refused by
 * the server with its seats, shown at Bus.
 */
export function AssignForm({ current, categories, today, currency, pending, onSubmit, onCancel }: AssignFormProps) {
  useSignals();
  const errorId = useId();
  const fixed: PickedStudent | null = current
    ? { id: current.student_id, name: current.student_name, admission_no: current.admission_no, class_name: current.class_name, section_name: current.section_name }
    : null;
  const [student, setStudent] = useState<PickedStudent | null>(fixed);
  const { form, Form, Field, TextInput, SelectInput, DateInput, valid, read } = useSchemaForm(assignSchema, {
    student_id: fixed ? String(fixed.id) : '',
    bus_id: '',
    category_id: current ? String(current.category_id) : '',
    from: today,
    stop: current?.stop ?? '',
  });
  const from = validDay(getValue(form, 'from'));
  const buses = useQuery(activeBusesQueryOptions(from));
  const busOptions = (buses.data ?? []).map((b) => ({ value: String(b.id), label: busChoice(b) }));
  const categoryOptions = (categories ?? []).filter((c) => c.status === 'Active').map((c) => ({ value: String(c.id), label: categoryChoice(c, currency) }));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="student_id">
        {(field, p) =>
          fixed ? (
            <div>
              <EntityShown label="Student" text={studentShown(fixed)} />
              <input type="hidden" name={p.name} ref={p.ref} value={field.value.value ?? ''} />
              <FieldError id={errorId} message={visibleError(field)} />
            </div>
          ) : (
            <EntityCombobox
              {...riderChoice}
              required
              clearable
              value={student}
              error={visibleError(field)}
              inputRef={p.ref}
              onBlur={p.onBlur}
              onChange={(s) => {
                setStudent(s);
                setValue(form, 'student_id', s ? String(s.id) : '');
              }}
            />
          )
        }
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="from" label="First day riding" required />
        <SelectInput
          name="bus_id"
          label={from ? `Bus (seats on ${formatDate(from)})` : 'Bus'}
          required
          placeholder={buses.isPending ? 'Reading the buses…' : buses.isError ? 'The buses could not be read' : busOptions.length ? 'Choose a bus' : 'No active bus'}
          options={busOptions}
        />
      </div>
      <SelectInput
        name="category_id"
        label="Fee category"
        required
        placeholder={categories ? (categoryOptions.length ? 'Choose the zone and way of riding' : 'No active fee category') : 'Reading the categories…'}
        options={categoryOptions}
      />
      <TextInput name="stop" label="Stop" maxLength={80} placeholder="Market gate" autoComplete="off" />
      <EndsNote current={current} from={from} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={current ? 'Save the change' : 'Assign'} />
    </Form>
  );
}
