import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import * as v from 'valibot';
import { WEEKDAY_NAMES, WEEKDAYS, schoolDaysInput, type SchoolDaysInput, type Weekday } from '@contract';
import { FieldError } from '@/components/form/field-error';
import { visibleError, type FieldBindings, type FieldState } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';

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

/** The weekdays the school is open: registers can be taken on them, outside holidays. */
export function SchoolDaysForm({ schoolDays, version, pending, onSubmit }: SchoolDaysFormProps) {
  const { Form, Field, valid, read } = useSchemaForm(schoolDaysFormSchema, { school_days: schoolDays.map(String) }, { row: { version } });
  return (
    <Form className="space-y-3" onSubmit={(values) => onSubmit({ version, ...read(values) })}>
      <Field name="school_days" type="string[]">
        {(field, p) => <WeekdayToggles field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} pending={pending} submitLabel="Save school days" className="flex justify-end gap-2" />
    </Form>
  );
}

const toggleClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium ring-1 transition-colors ring-slate-300 bg-white text-slate-700 hover:bg-slate-50 ' +
  'has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

function WeekdayToggles({ field, bindings }: { field: FieldState<string[]>; bindings: FieldBindings }) {
  useSignals();
  const picked = field.value.value ?? [];
  const errorId = `${useId()}-error`;
  const error = visibleError(field);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">School days</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
        {WEEKDAYS.map((day) => (
          <label key={day} className={toggleClass}>
            <input
              type="checkbox"
              {...bindings}
              value={String(day)}
              checked={picked.includes(String(day))}
              className="size-4 rounded border-slate-400 text-brand-700 focus:outline-none"
            />
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {picked.length === 0 ? 'No day chosen.' : `Open ${picked.length} ${picked.length === 1 ? 'day' : 'days'} a week.`}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
