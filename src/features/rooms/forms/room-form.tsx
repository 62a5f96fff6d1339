import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { requiredText, type Room, type RoomInput } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type RoomValues = { name: string; capacity: string };

const roomFormSchema = v.object({
  name: requiredText('Name', 60),
  capacity: v.pipe(
    v.string(),
    v.regex(/^\d{0,5}$/, 'Capacity is a whole number.'),
    v.check((s) => Number(s || 0) <= 10_000, 'Capacity must be at most 10000.'),
  ),
});

const bind = (p: unknown) => p as FieldBindings;

export interface RoomFormProps {
  initial?: Room;
  pending: boolean;
  onSubmit: (input: RoomInput) => void;
  onCancel: () => void;
}

export function RoomForm({ initial, pending, onSubmit, onCancel }: RoomFormProps) {
  const [form, { Form, Field }] = useForm<RoomValues>({
    initialValues: { name: initial?.name ?? '', capacity: initial ? String(initial.capacity) : '' },
    validate: valiForm(roomFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, roomFormSchema);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ name: values.name.trim(), capacity: Number(values.capacity || 0) })}>
      <Field name="name">{(field, p) => <TextField label="Name" required maxLength={60} placeholder="Room 101" field={field} bindings={bind(p)} />}</Field>
      <Field name="capacity">
        {(field, p) => <TextField label="Capacity" inputMode="numeric" hint="How many students it seats; 0 if unknown." field={field} bindings={bind(p)} />}
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
