import * as v from 'valibot';
import { academicYearFields, yearEndsAfterStart, type AcademicYear, type AcademicYearInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { RecordFormProps } from '@/components/form/record-form-props';

/** The contract's year, with an unpicked date saying "required" rather than "use YYYY-MM-DD". */
const yearFormSchema = v.pipe(
  v.object({ ...academicYearFields, start_date: filled(academicYearFields.start_date), end_date: filled(academicYearFields.end_date) }),
  yearEndsAfterStart,
);

export type AcademicYearFormProps = RecordFormProps<AcademicYear, AcademicYearInput>;

/** Name and dates of an academic year; the end must fall after the start. */
export function AcademicYearForm({ initial, pending, onSubmit, onCancel }: AcademicYearFormProps) {
  const { Form, TextInput, DateInput, valid, read } = useSchemaForm(yearFormSchema, formValues(yearFormSchema, initial), { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={30} placeholder="2025/2026" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput name="start_date" label="Start date" required />
        <DateInput name="end_date" label="End date" required />
      </div>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
