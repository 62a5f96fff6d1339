import * as v from 'valibot';
import { examTypeInput, type ExamType, type ExamTypeInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { RecordFormProps } from '@/components/form/record-form-props';

const entries = examTypeInput.entries;

const examTypeFormSchema = v.object({
  name: entries.name,
  weight: filled(wholeNumberText(entries.weight, 'Type the weight as a whole number, 0 to 100.'), 'Type the weight.'),
});

export type ExamTypeFormProps = RecordFormProps<ExamType, ExamTypeInput>;

/** An exam type: its name and its weight in the final report. */
export function ExamTypeForm({ initial, pending, onSubmit, onCancel }: ExamTypeFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(examTypeFormSchema, formValues(examTypeFormSchema, initial), { row: initial });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <TextInput name="name" label="Name" required maxLength={60} autoComplete="off" placeholder="End of term" />
        <TextInput name="weight" label="Weight" required inputMode="numeric" autoComplete="off" maxLength={3} placeholder="30" hint="0 to 100" />
      </div>
      <p className="text-xs text-slate-600">
        The final report combines the year&apos;s exams by weight: a type&apos;s share is its weight divided by the total of all the weights, so 20, 30 and 50 count
        as 20%, 30% and 50%. A weight of 0 leaves the type out of the final report.
      </p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add exam type'} />
    </Form>
  );
}
