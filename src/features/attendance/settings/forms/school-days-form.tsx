import * as v from 'valibot';
import { schoolDaysInput, type SchoolDaysInput, type Weekday } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { WeekdayToggles } from '@/components/form/weekday-toggles';

/** The checkboxes hold weekday numbers as text; the contract's list takes them as numbers. */
const schoolDaysFormSchema = v.object({
  school_days: v.pipe(
    v.array(v.string()),
    v.transform((days) => days.map(Number)),
    schoolDaysInput.entries.school_days,
  ),
});

export interface SchoolDaysFormProps {
  schoolDays: Weekday[];
  /** The settings row's version, sent back with the save. */
  version: number;
  pending: boolean;
  onSubmit: (input: SchoolDaysInput) => void;
}

const openDays = (picked: string[]) => (picked.length === 0 ? 'No day chosen.' : `Open ${picked.length} ${picked.length === 1 ? 'day' : 'days'} a week.`);

/** The weekdays the school is open: registers can be taken on them, outside holidays. */
export function SchoolDaysForm({ schoolDays, version, pending, onSubmit }: SchoolDaysFormProps) {
  const { Form, Field, valid, read } = useSchemaForm(schoolDaysFormSchema, { school_days: schoolDays.map(String) }, { row: { version } });
  return (
    <Form className="space-y-3" onSubmit={(values) => onSubmit({ version, ...read(values) })}>
      <Field name="school_days" type="string[]">
        {(field, p) => <WeekdayToggles legend="School days" legendHidden note={openDays} field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} pending={pending} submitLabel="Save school days" className="flex justify-end gap-2" />
    </Form>
  );
}
