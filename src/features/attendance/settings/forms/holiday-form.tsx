import * as v from 'valibot';
import { holidayInput, type AttendanceConfig, type Holiday, type HolidayInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';
import type { RecordFormProps } from '@/components/form/record-form-props';

type Year = NonNullable<AttendanceConfig['year']>;

const entries = holidayInput.pipe[0].entries;

/** As the server words it, so the same rule reads the same before and after a save. */
export const withinYear = (year: Year) => `A holiday of ${year.name} falls between ${formatDate(year.start_date)} and ${formatDate(year.end_date)}.`;

/** The contract's holiday, its dates checked against the year here too, so most refusals never need the server. */
function holidayFormSchema(year: Year) {
  const inYear = (day: string) => day >= year.start_date && day <= year.end_date;
  return v.pipe(
    v.object({ name: entries.name, start_date: filled(entries.start_date), end_date: filled(entries.end_date) }),
    v.forward(v.check((h) => inYear(h.start_date), withinYear(year)), ['start_date']),
    v.forward(v.check((h) => inYear(h.end_date), withinYear(year)), ['end_date']),
    v.forward(v.check((h) => h.end_date >= h.start_date, 'The last day cannot be before the first.'), ['end_date']),
  );
}

export type HolidayFormProps = RecordFormProps<Holiday, HolidayInput> & { year: Year };

/** A holiday of the active year: its name and its first and last days, both closed. */
export function HolidayForm({ year, initial, pending, onSubmit, onCancel }: HolidayFormProps) {
  const schema = holidayFormSchema(year);
  const { Form, TextInput, DateInput, valid, read } = useSchemaForm(schema, formValues(schema, initial), { row: initial });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ academic_year_id: year.id, ...read(values) })}>
      <TextInput name="name" label="Name" required maxLength={80} autoComplete="off" placeholder="Mid-term break" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="start_date" label="First day" required />
        <DateInput name="end_date" label="Last day" required />
      </div>
      <p className="text-xs text-slate-600">
        Both days are closed. {year.name} runs from {formatDate(year.start_date)} to {formatDate(year.end_date)}; a day that already has a register cannot become a holiday.
      </p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add holiday'} />
    </Form>
  );
}
