import * as v from 'valibot';
import { PERIOD_KINDS, periodInput, type Period, type PeriodInput, type Weekday } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, wholeNumberText } from '@/components/form/from-text';
import { formValues } from '@/components/form/form-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { WeekdayToggles } from '@/components/form/weekday-toggles';

const entries = periodInput.pipe[0].entries;

/** The contract's period read from the form's text, so a typing mistake shows before any save. */
const periodFormSchema = v.pipe(
  v.object({
    name: entries.name,
    start_time: entries.start_time,
    end_time: entries.end_time,
    kind: filled(entries.kind, 'Choose a lesson or a break.'),
    sort_order: filled(wholeNumberText(entries.sort_order, 'Type the order as a whole number.'), 'Type the order.'),
    weekdays: v.pipe(
      v.array(v.string()),
      v.transform((days) => days.map(Number).sort((a, b) => a - b)),
      entries.weekdays,
    ),
  }),
  v.forward(
    v.check((p) => p.end_time > p.start_time, 'The period must end after it starts.'),
    ['end_time'],
  ),
);

const KIND_OPTIONS = PERIOD_KINDS.map((k) => ({ value: k, label: k === 'lesson' ? 'Lesson' : 'Break (no lessons)' }));

export interface PeriodDraft {
  start_time: string;
  end_time: string;
  sort_order: number;
  weekdays: Weekday[];
}

export interface PeriodFormProps {
  initial?: Period;
  /** Where a new period starts: after the last one (periods.ts). */
  draft: PeriodDraft;
  pending: boolean;
  onSubmit: (input: PeriodInput) => void;
  onCancel: () => void;
}

/** A period of the bell schedule: its name, its times, lesson or break, its place in the day and its days. */
export function PeriodForm({ initial, draft, pending, onSubmit, onCancel }: PeriodFormProps) {
  const { Form, Field, TextInput, SelectInput, valid, read } = useSchemaForm(periodFormSchema, formValues(periodFormSchema, initial ?? { name: '', kind: 'lesson', ...draft }), {
    row: initial,
  });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem]">
        <TextInput name="name" label="Name" required maxLength={40} autoComplete="off" placeholder="Period 1" />
        <TextInput name="sort_order" label="Order" required inputMode="numeric" autoComplete="off" hint="0 to 99" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput name="start_time" label="Starts" required type="time" />
        <TextInput name="end_time" label="Ends" required type="time" />
        <SelectInput name="kind" label="Kind" required placeholder="Choose" options={KIND_OPTIONS} />
      </div>
      <Field name="weekdays" type="string[]">
        {(field, p) => <WeekdayToggles legend="Runs on" field={field} bindings={p} />}
      </Field>
      <p className="text-xs text-slate-600">A shorter day leaves some periods out: untick that day. Periods on a shared day cannot overlap.</p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add period'} />
    </Form>
  );
}
