import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { entryInput, WEEKDAY_NAMES, type EntryInput, type LessonRequirement, type Room, type Subject, type TeacherOption, type TimetableEntry, type Weekday } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional } from '@/components/form/from-text';
import { type SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { lessonPeriods, periodLabel } from '../../setup/lib/periods';
import { briefly, cellClashes, clashesAt, roomClashes, teacherClashes, type LiveClash } from '../lib/clashes';
import { placedBySubject, type BuilderWeek } from '../lib/week';

const e = entryInput.entries;

const lessonFormSchema = v.object({
  subject_id: filled(e.subject_id, 'Choose the subject.'),
  teacher_id: optional(e.teacher_id),
  room_id: optional(e.room_id),
  weekday: filled(v.pipe(v.string(), v.transform(Number), e.weekday), 'Choose the day.'),
  period_id: filled(e.period_id, 'Choose the period.'),
  locked: v.boolean(),
});

export type LessonMode = 'add' | 'edit' | 'move';

export interface LessonFormProps {
  mode: LessonMode;
  week: BuilderWeek;
  /** The lesson edited or moved; none when adding. */
  lesson?: TimetableEntry;
  /** The cell the form starts in: the empty cell pressed, or where a lesson was dropped. */
  weekday: Weekday;
  periodId: number;
  requirements: LessonRequirement[];
  subjects: Subject[];
  teachers: TeacherOption[];
  rooms: Room[];
  pending: boolean;
  onSubmit: (input: EntryInput) => void;
  onCancel: () => void;
  /** Edit only: take the lesson out of the week. */
  onRemove?: () => void;
}

const SUBMIT: Record<LessonMode, string> = { add: 'Add lesson', edit: 'Save', move: 'Move lesson' };
const withClash = (label: string, clashes: readonly LiveClash[]) => (clashes.length ? `${label} — clash: ${briefly(clashes)}` : label);
const idOrNull = (text: string | undefined) => (text ? Number(text) : null);

/**
 * A lesson of the section: what, who, where and when. Every choice says before saving whether
 * it clashes (the day, the period, the teacher, the room), from the week the builder holds; a
 * refusal from the server shows at the field to change, naming every clash.
 */
export function LessonForm({ mode, week, lesson, weekday, periodId, requirements, subjects, teachers, rooms, pending, onSubmit, onCancel, onRemove }: LessonFormProps) {
  useSignals();
  const required = new Map(requirements.map((r) => [r.subject_id, r]));
  const { form, Form, SelectInput, CheckboxInput, valid, read } = useSchemaForm(
    lessonFormSchema,
    {
      subject_id: lesson ? String(lesson.subject_id) : '',
      teacher_id: lesson?.teacher_id ? String(lesson.teacher_id) : '',
      room_id: lesson ? (lesson.room_id ? String(lesson.room_id) : '') : week.section.room_id ? String(week.section.room_id) : '',
      weekday: String(weekday),
      period_id: String(periodId),
      locked: lesson?.locked ?? false,
    },
    { row: lesson },
  );

  const subject = getValue(form, 'subject_id') ?? '';
  const chosen = {
    section_id: week.section.id,
    weekday: Number(getValue(form, 'weekday')) as Weekday,
    period_id: Number(getValue(form, 'period_id')),
    teacher_id: idOrNull(getValue(form, 'teacher_id')),
    room_id: idOrNull(getValue(form, 'room_id')),
    entry_id: lesson?.id ?? null,
  };
  const when = chosen.weekday && chosen.period_id ? chosen : null;
  const clashes = when ? clashesAt(week.index, when, week.names) : [];

  // A subject chosen brings its teacher from the requirements, unless a teacher was chosen by hand.
  const subjectTeacher = required.get(Number(subject))?.teacher_id ?? null;
  const suggested = useRef(lesson?.teacher_id ? String(lesson.teacher_id) : '');
  const seenSubject = useRef(subject);
  useEffect(() => {
    if (subject === seenSubject.current) return;
    seenSubject.current = subject;
    if (subjectTeacher === null) return;
    const current = getValue(form, 'teacher_id') ?? '';
    if (current !== '' && current !== suggested.current) return;
    suggested.current = String(subjectTeacher);
    setValue(form, 'teacher_id', suggested.current, { shouldTouched: false, shouldFocus: false });
  }, [form, subject, subjectTeacher]);

  const placed = placedBySubject(week.lessons);
  const subjectOptions: SelectOption[] = [
    ...requirements.map((r) => ({ value: String(r.subject_id), label: `${r.subject_name} (${placed.get(r.subject_id) ?? 0} of ${r.lessons_per_week} placed)` })),
    ...subjects.filter((s) => !required.has(s.id)).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  if (lesson && !subjectOptions.some((o) => o.value === String(lesson.subject_id))) subjectOptions.push({ value: String(lesson.subject_id), label: lesson.subject_name });

  const teacherOptions: SelectOption[] = teachers.map((t) => ({ value: String(t.id), label: withClash(t.fullname, when ? teacherClashes(week.index, { ...when, teacher_id: t.id }, week.names) : []) }));
  if (lesson?.teacher_id && !teachers.some((t) => t.id === lesson.teacher_id)) teacherOptions.push({ value: String(lesson.teacher_id), label: `${lesson.teacher_name ?? 'Former teacher'} (inactive)` });
  const roomOptions: SelectOption[] = rooms.map((r) => ({ value: String(r.id), label: withClash(r.name, when ? roomClashes(week.index, { ...when, room_id: r.id }, week.names) : []) }));
  const dayOptions: SelectOption[] = week.days.map((d) => ({
    value: String(d),
    label: withClash(WEEKDAY_NAMES[d], chosen.period_id ? clashesAt(week.index, { ...chosen, weekday: d }, week.names) : []),
  }));
  const periodOptions: SelectOption[] = lessonPeriods(week.periods).map((p) => ({
    value: String(p.id),
    label: withClash(periodLabel(p), chosen.weekday ? clashesAt(week.index, { ...chosen, period_id: p.id }, week.names) : cellClashes(week.index, { ...chosen, period_id: p.id })),
  }));

  const what = (
    <div key="what" className="space-y-4">
      <SelectInput name="subject_id" label="Subject" required placeholder="Choose a subject" options={subjectOptions} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="teacher_id" label="Teacher" placeholder="No teacher" options={teacherOptions} />
        <SelectInput name="room_id" label="Room" placeholder="No room" options={roomOptions} />
      </div>
    </div>
  );
  const whenFields = (
    <div key="when" className="grid gap-4 sm:grid-cols-2">
      <SelectInput name="weekday" label="Day" required placeholder="Choose a day" options={dayOptions} data-autofocus={mode === 'move' ? true : undefined} />
      <SelectInput name="period_id" label="Period" required placeholder="Choose a period" options={periodOptions} />
    </div>
  );

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ section_id: week.section.id, ...read(values) })}>
      {mode === 'move' ? [whenFields, what] : [what, whenFields]}
      <CheckboxInput name="locked" label="Locked: the generator keeps this lesson where it is" />
      <ClashSummary clashes={clashes} ready={!!when} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={SUBMIT[mode]} />
      {onRemove ? (
        <div className="border-t border-slate-200 pt-3">
          <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={onRemove}>
            Remove this lesson
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** What the lesson would clash with where it is going, all at once, before anything is sent. */
function ClashSummary({ clashes, ready }: { clashes: LiveClash[]; ready: boolean }) {
  return (
    <div aria-live="polite">
      {!ready ? null : clashes.length ? (
        <div className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">{clashes.length === 1 ? 'This lesson would clash:' : `This lesson would make ${clashes.length} clashes:`}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {clashes.map((c, i) => (
              <li key={i}>{c.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">No clash: the section, the teacher and the room are all free then.</p>
      )}
    </div>
  );
}
