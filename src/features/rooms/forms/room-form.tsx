import * as v from 'valibot';
import { roomInput, type Room, type RoomInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { RecordFormProps } from '@/components/form/record-form-props';

const roomFormSchema = v.object({
  ...roomInput.entries,
  capacity: wholeNumberText(roomInput.entries.capacity, 'Capacity is a whole number.'),
});

export type RoomFormProps = RecordFormProps<Room, RoomInput>;

export function RoomForm({ initial, pending, onSubmit, onCancel }: RoomFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(roomFormSchema, formValues(roomFormSchema, initial), { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Name" required maxLength={60} placeholder="Room 101" />
      <TextInput name="capacity" label="Capacity" inputMode="numeric" hint="How many students it seats; 0 if unknown." />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
