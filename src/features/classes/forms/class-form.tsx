import * as v from 'valibot';
import { classInput, moneyInput, type ClassInput, type SchoolClass } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, moneyText, optional, wholeNumberText } from '@/components/form/from-text';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
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
  const { Form, Field, valid, read } = useSchemaForm(classFormSchema, {
    name: initial?.name ?? '',
    sort_order: String(initial?.sort_order ?? ''),
    next_class_id: initial?.next_class_id ? String(initial.next_class_id) : '',
    monthly_fee: initial ? moneyInput(initial.monthly_fee) : '',
  }, { row: initial });
  const nextOptions = classes.filter((c) => c.id !== initial?.id).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Field name="name">{(field, p) => <TextField label="Name" required maxLength={60} field={field} bindings={p} />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="sort_order">
          {(field, p) => <TextField label="Order" inputMode="numeric" hint="Where the class sits in the school, from 0." field={field} bindings={p} />}
        </Field>
        <Field name="monthly_fee">
          {(field, p) => <TextField label={`Monthly tuition fee${currency ? ` (${currency})` : ''}`} inputMode="decimal" required field={field} bindings={p} />}
        </Field>
      </div>
      <Field name="next_class_id">
        {(field, p) => <SelectField label="Next class (for promotion)" placeholder="None: the last class" options={nextOptions} field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
