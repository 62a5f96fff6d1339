import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, requiredText, type Room, type SchoolClass, type Section, type SectionInput, type TeacherOption } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type SectionValues = { class_id: string; name: string; room_id: string; teacher_id: string; capacity: string };

const sectionFormSchema = v.object({
  class_id: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
  name: requiredText('Name', 30),
  room_id: v.string(),
  teacher_id: v.string(),
  capacity: v.pipe(
    v.string(),
    v.nonEmpty(messagesSetOne.required),
    v.regex(/^\d{1,3}$/, 'Capacity is a whole number from 1 to 500.'),
    v.check((s) => Number(s) >= 1 && Number(s) <= 500, 'Capacity is a whole number from 1 to 500.'),
  ),
});

const bind = (p: unknown) => p as FieldBindings;
const idOrNull = (s: string) => (s ? Number(s) : null);

export interface SectionFormProps {
  initial?: Section;
  /** A new section goes into this year (the list's year); an edited one keeps its own. */
  academicYearId: number | null;
  /** Preselects the class a new section is for (the list's class filter). */
  defaultClassId?: string;
  classes: SchoolClass[];
  rooms: Room[];
  teachers: TeacherOption[];
  pending: boolean;
  onSubmit: (input: SectionInput) => void;
  onCancel: () => void;
}

export function SectionForm({ initial, academicYearId, defaultClassId, classes, rooms, teachers, pending, onSubmit, onCancel }: SectionFormProps) {
  const [form, { Form, Field }] = useForm<SectionValues>({
    initialValues: {
      class_id: initial ? String(initial.class_id) : (defaultClassId ?? ''),
      name: initial?.name ?? '',
      room_id: initial?.room_id ? String(initial.room_id) : '',
      teacher_id: initial?.teacher_id ? String(initial.teacher_id) : '',
      capacity: String(initial?.capacity ?? 40),
    },
    validate: valiForm(sectionFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, sectionFormSchema);
  const classOptions = classes.map((c) => ({ value: String(c.id), label: c.name }));
  const roomOptions = rooms.map((r) => ({ value: String(r.id), label: r.capacity ? `${r.name} (seats ${r.capacity})` : r.name }));
  const teacherOptions = teachers.map((t) => ({ value: String(t.id), label: `${t.fullname} · ${t.number}` }));
  // A teacher who has since left still shows as the current choice rather than vanishing.
  if (initial?.teacher_id && !teachers.some((t) => t.id === initial.teacher_id)) {
    teacherOptions.push({ value: String(initial.teacher_id), label: `${initial.teacher_name ?? 'Former teacher'} (inactive)` });
  }
  if (initial?.room_id && !rooms.some((r) => r.id === initial.room_id)) {
    roomOptions.push({ value: String(initial.room_id), label: initial.room_name ?? 'Current room' });
  }

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) =>
        onSubmit({
          class_id: Number(values.class_id),
          name: values.name.trim(),
          room_id: idOrNull(values.room_id),
          teacher_id: idOrNull(values.teacher_id),
          capacity: Number(values.capacity),
          academic_year_id: initial?.academic_year_id ?? academicYearId,
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="class_id">
          {(field, p) => <SelectField label="Class" required placeholder="Pick a class" options={classOptions} field={field} bindings={bind(p)} />}
        </Field>
        <Field name="name">{(field, p) => <TextField label="Section name" required maxLength={30} placeholder="A" field={field} bindings={bind(p)} />}</Field>
      </div>
      <Field name="room_id">
        {(field, p) => <SelectField label="Room" placeholder="No room" options={roomOptions} field={field} bindings={bind(p)} />}
      </Field>
      <Field name="teacher_id">
        {(field, p) => <SelectField label="Class teacher" placeholder="No class teacher" options={teacherOptions} field={field} bindings={bind(p)} />}
      </Field>
      <Field name="capacity">
        {(field, p) => <TextField label="Capacity" required inputMode="numeric" hint="Most students the section may hold, 1 to 500." field={field} bindings={bind(p)} />}
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
