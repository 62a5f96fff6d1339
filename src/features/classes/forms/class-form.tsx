import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, moneyInput, MONEY_PATTERN, parseMoney, requiredText, type ClassInput, type SchoolClass } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type ClassValues = { name: string; sort_order: string; next_class_id: string; monthly_fee: string };

const classFormSchema = v.object({
  name: requiredText('Name', 60),
  sort_order: v.pipe(v.string(), v.regex(/^\d{0,3}$/, 'Order is a whole number from 0 to 999.')),
  next_class_id: v.string(),
  monthly_fee: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required), v.regex(MONEY_PATTERN, 'Enter an amount such as 1500 or 1500.50.')),
});

const bind = (p: unknown) => p as FieldBindings;

export interface ClassFormProps {
  initial?: SchoolClass;
  classes: SchoolClass[];
  currency?: string;
  pending: boolean;
  onSubmit: (input: ClassInput) => void;
  onCancel: () => void;
}

export function ClassForm({ initial, classes, currency, pending, onSubmit, onCancel }: ClassFormProps) {
  const [form, { Form, Field }] = useForm<ClassValues>({
    initialValues: {
      name: initial?.name ?? '',
      sort_order: String(initial?.sort_order ?? ''),
      next_class_id: initial?.next_class_id ? String(initial.next_class_id) : '',
      monthly_fee: initial ? moneyInput(initial.monthly_fee) : '',
    },
    validate: valiForm(classFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, classFormSchema);
  const nextOptions = classes.filter((c) => c.id !== initial?.id).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) =>
        onSubmit({
          name: values.name.trim(),
          sort_order: Number(values.sort_order || 0),
          next_class_id: values.next_class_id ? Number(values.next_class_id) : null,
          monthly_fee: parseMoney(values.monthly_fee) ?? 0,
        })
      }
    >
      <Field name="name">{(field, p) => <TextField label="Name" required maxLength={60} field={field} bindings={bind(p)} />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="sort_order">
          {(field, p) => <TextField label="Order" inputMode="numeric" hint="Where the class sits in the school, from 0." field={field} bindings={bind(p)} />}
        </Field>
        <Field name="monthly_fee">
          {(field, p) => (
            <TextField label={`Monthly tuition fee${currency ? ` (${currency})` : ''}`} inputMode="decimal" required field={field} bindings={bind(p)} />
          )}
        </Field>
      </div>
      <Field name="next_class_id">
        {(field, p) => <SelectField label="Next class (for promotion)" placeholder="None: the last class" options={nextOptions} field={field} bindings={bind(p)} />}
      </Field>
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
