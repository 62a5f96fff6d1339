import * as v from 'valibot';
import { sectionInput, type Room, type SchoolClass, type Section, type SectionInput, type TeacherOption } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, optional, wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

const CAPACITY_MESSAGE = 'Capacity is a whole number from 1 to 500.';

/** The year is not a field: a new section goes into the list's year, an edited one keeps its own. */
const sectionFormSchema = v.object({
  class_id: filled(sectionInput.entries.class_id),
  name: sectionInput.entries.name,
  room_id: optional(sectionInput.entries.room_id),
  teacher_id: optional(sectionInput.entries.teacher_id),
  capacity: filled(wholeNumberText(sectionInput.entries.capacity, CAPACITY_MESSAGE, CAPACITY_MESSAGE)),
});

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
  const { Form, TextInput, SelectInput, valid, read } = useSchemaForm(sectionFormSchema, formValues(sectionFormSchema, initial, { class_id: defaultClassId, capacity: '40' }), { row: initial });
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
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ ...read(values), academic_year_id: initial?.academic_year_id ?? academicYearId })}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="class_id" label="Class" required placeholder="Pick a class" options={classOptions} />
        <TextInput name="name" label="Section name" required maxLength={30} placeholder="A" />
      </div>
      <SelectInput name="room_id" label="Room" placeholder="No room" options={roomOptions} />
      <SelectInput name="teacher_id" label="Class teacher" placeholder="No class teacher" options={teacherOptions} />
      <TextInput name="capacity" label="Capacity" required inputMode="numeric" hint="Most students the section may hold, 1 to 500." />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
