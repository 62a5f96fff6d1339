import * as v from 'valibot';
import { classInput, type ClassInput, type SchoolClass } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, moneyText, optional, wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

const ORDER_MESSAGE = 'Order is a whole number from 0 to 999.';

const classFormSchema = v.object({
  ...classInput.entries,
  sort_order: wholeNumberText(classInput.entries.sort_order, ORDER_MESSAGE, ORDER_MESSAGE),
  next_class_id: optional(classInput.entries.next_class_id),
  monthly_fee: filled(moneyText(classInput.entries.monthly_fee, 'Enter an amount such as 1500 or 1500.50.')),
});

export interface ClassFormProps {
  initial?: SchoolClass;
  classes: SchoolClass[];
  currency?: string;
  pending: boolean;
  onSubmit: (input: ClassInput) => void;
  onCancel: () => void;
}

export function ClassForm({ initial, classes, currency, pending, onSubmit, onCancel }: ClassFormProps) {
  const { Form, TextInput, SelectInput, valid, read } = useSchemaForm(classFormSchema, formValues(classFormSchema, initial), { row: initial });
  const nextOptions = classes.filter((c) => c.id !== initial?.id).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={60} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="sort_order" label="Order" inputMode="numeric" hint="Where the class sits in the school, from 0." />
        <TextInput name="monthly_fee" label={`Monthly tuition fee${currency ? ` (${currency})` : ''}`} inputMode="decimal" required />
      </div>
      <SelectInput name="next_class_id" label="Next class (for promotion)" placeholder="None: the last class" options={nextOptions} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
