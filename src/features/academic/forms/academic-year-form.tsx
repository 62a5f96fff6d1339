import { setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, requiredText, type AcademicYear, type AcademicYearInput } from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type YearValues = { name: string; start_date: string; end_date: string };

const dateText = v.pipe(v.string(), v.nonEmpty(messagesSetOne.required), v.isoDate('Use a date as YYYY-MM-DD.'));

const yearFormSchema = v.pipe(
  v.object({
    name: v.pipe(requiredText('Name', 30), v.regex(/^[\w /-]+$/, 'Name may hold letters, digits, spaces, / and -.')),
    start_date: dateText,
    end_date: dateText,
  }),
  v.forward(
    v.partialCheck([['start_date'], ['end_date']], (y) => y.start_date < y.end_date, 'The end date must be after the start date.'),
    ['end_date'],
  ),
);

const bind = (p: unknown) => p as FieldBindings;

export interface AcademicYearFormProps {
  initial?: AcademicYear;
  pending: boolean;
  onSubmit: (input: AcademicYearInput) => void;
  onCancel: () => void;
}

/** Name and dates of an academic year; the end must fall after the start. */
export function AcademicYearForm({ initial, pending, onSubmit, onCancel }: AcademicYearFormProps) {
  const [form, { Form, Field }] = useForm<YearValues>({
    initialValues: {
      name: initial?.name ?? '',
      start_date: initial?.start_date.slice(0, 10) ?? '',
      end_date: initial?.end_date.slice(0, 10) ?? '',
    },
    validate: valiForm(yearFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, yearFormSchema);

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => onSubmit({ name: values.name.trim(), start_date: values.start_date, end_date: values.end_date })}
    >
      <Field name="name">
        {(field, p) => <TextField label="Name" required maxLength={30} placeholder="2025/2026" field={field} bindings={bind(p)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="start_date">
          {(field, p) => (
            <DatePickerField label="Start date" required field={field} bindings={bind(p)} onPick={(value) => setValue(form, 'start_date', value)} />
          )}
        </Field>
        <Field name="end_date">
          {(field, p) => (
            <DatePickerField label="End date" required field={field} bindings={bind(p)} onPick={(value) => setValue(form, 'end_date', value)} />
          )}
        </Field>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
