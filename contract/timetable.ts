import * as v from 'valibot';
import { idField, optionalId, requiredText, versioned, wholeNumber } from './fields';
import { WEEKDAYS, type Weekday } from './attendance';
import { intParam } from './lists';
import type { ApiIssue } from './errors';

/**
 * Timetables (issue 15, ADR 026). A school's bell schedule is a list of periods (lessons and
 * breaks); an entry puts a lesson of a section in a period on a weekday, with its subject,
 * teacher and room. A section, a teacher and a room are each in one place at a time: the
 * database holds that with unique indexes, and the server names every clash a placement
 * would make. Weekdays are ISO (1 Monday … 7 Sunday); times are `HH:MM`.
 */

export const PERIOD_KINDS = ['lesson', 'break'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const clockTime = (label: string) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} is a time like 08:30.`));

const weekdayList = v.pipe(
  v.array(v.picklist(WEEKDAYS, 'A weekday is a number from 1 (Monday) to 7 (Sunday).'), 'Weekdays are a list.'),
  v.minLength(1, 'Choose at least one weekday.'),
  v.check((days) => new Set(days).size === days.length, 'Each weekday once.'),
);

export interface Period {
  id: number;
  version: number;
  name: string;
  start_time: string;
  end_time: string;
  kind: PeriodKind;
  sort_order: number;
  /** The weekdays this period runs (a shorter Friday leaves some out). */
  weekdays: Weekday[];
}

/** `POST /timetable/periods`, `PUT /timetable/periods/{id}` (`add-timetable` / `update-timetable`). */
export const periodInput = v.pipe(
  v.object({
    name: requiredText('Name', 40),
    start_time: clockTime('Start time'),
    end_time: clockTime('End time'),
    kind: v.optional(v.picklist(PERIOD_KINDS, 'A period is a lesson or a break.'), 'lesson'),
    sort_order: wholeNumber('Order', 0, 99),
    weekdays: weekdayList,
    ...versioned,
  }),
  v.forward(
    v.check((p) => p.end_time > p.start_time, 'The period must end after it starts.'),
    ['end_time'],
  ),
);
export type PeriodInput = v.InferOutput<typeof periodInput>;

/** A lesson in the week: where a section, its teacher and its room are. */
export interface TimetableEntry {
  id: number;
  version: number;
  academic_year_id: number;
  section_id: number;
  section_name: string;
  class_id: number;
  class_name: string;
  weekday: Weekday;
  period_id: number;
  subject_id: number;
  subject_name: string;
  teacher_id: number | null;
  teacher_name: string | null;
  room_id: number | null;
  room_name: string | null;
  /** Kept where it is when the generator runs. */
  locked: boolean;
}

/** `POST /timetable/entries`, `PUT /timetable/entries/{id}` (`add-timetable` / `update-timetable`). */
export const entryInput = v.object({
  section_id: idField,
  weekday: v.picklist(WEEKDAYS, 'A weekday is a number from 1 (Monday) to 7 (Sunday).'),
  period_id: idField,
  subject_id: idField,
  teacher_id: optionalId,
  room_id: optionalId,
  locked: v.optional(v.boolean('Locked is true or false.'), false),
  ...versioned,
});
export type EntryInput = v.InferOutput<typeof entryInput>;

export const CLASH_KINDS = ['section', 'teacher', 'room', 'teacher-unavailable', 'room-unavailable', 'not-a-lesson'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/** One clash a placement makes, or that the week holds: what is double-booked, where, and with what. */
export interface Clash {
  kind: ClashKind;
  weekday: Weekday;
  period_id: number;
  /** Ready to show: "Mr Otieno already teaches Grade 7 North Maths on Tuesday, period 3." */
  message: string;
  /** The entry it clashes with, when there is one. */
  entry_id: number | null;
}

/**
 * The 409 answer to a placement that clashes: every clash it would make, each named, and the
 * same sentences as `issues` at the field to change (the teacher, the room or the period).
 */
export interface ClashRefusal {
  message: string;
  clashes: Clash[];
  issues: ApiIssue[];
}

/** The field of the lesson form a clash is shown at. */
export const CLASH_FIELD: Record<ClashKind, 'period_id' | 'teacher_id' | 'room_id'> = {
  section: 'period_id',
  teacher: 'teacher_id',
  room: 'room_id',
  'teacher-unavailable': 'teacher_id',
  'room-unavailable': 'room_id',
  'not-a-lesson': 'period_id',
};

/** A teacher's or a room's period they cannot be timetabled in (a part-timer's day off, a hall booked). */
export interface Unavailability {
  id: number;
  teacher_id: number | null;
  room_id: number | null;
  weekday: Weekday;
  period_id: number;
  reason: string | null;
}

/** `POST /timetable/unavailability` (`update-timetable`): exactly one of teacher and room. DELETE removes one. */
export const unavailabilityInput = v.pipe(
  v.object({
    teacher_id: optionalId,
    room_id: optionalId,
    weekday: v.picklist(WEEKDAYS, 'A weekday is a number from 1 (Monday) to 7 (Sunday).'),
    period_id: idField,
    reason: v.optional(v.nullable(requiredText('Reason', 80)), null),
  }),
  v.check((u) => (u.teacher_id === null) !== (u.room_id === null), 'Choose a teacher or a room.'),
);
export type UnavailabilityInput = v.InferOutput<typeof unavailabilityInput>;

/** A section's lessons of a subject each week, and who teaches them. */
export interface LessonRequirement {
  id: number;
  version: number;
  section_id: number;
  subject_id: number;
  subject_name: string;
  teacher_id: number | null;
  teacher_name: string | null;
  lessons_per_week: number;
  /** How many of them the week holds now. */
  placed: number;
}

export const LESSONS_PER_WEEK_MAX = 20;

/** `PUT /timetable/requirements/{sectionId}` (`update-timetable`): the section's whole list. */
export const requirementsInput = v.object({
  requirements: v.pipe(
    v.array(
      v.object({
        subject_id: idField,
        teacher_id: optionalId,
        lessons_per_week: wholeNumber('Lessons per week', 0, LESSONS_PER_WEEK_MAX),
      }),
      'Requirements are a list.',
    ),
    v.maxLength(40, 'A section has at most 40 subjects.'),
    v.check((rows) => new Set(rows.map((r) => r.subject_id)).size === rows.length, 'Each subject once.'),
  ),
});
export type RequirementsInput = v.InferOutput<typeof requirementsInput>;

/**
 * `GET /timetable/entries` (`add-timetable` or `update-timetable`): every lesson of the active
 * year, so the builder shows a teacher's or a room's clashes live, across sections.
 */

/** `GET /timetable/week?section_id|teacher_id|room_id` (`list-timetable`, class scope): one week, from one point of view. */
export const weekQuery = v.pipe(
  v.object({
    section_id: v.optional(intParam('Section', 1, Number.MAX_SAFE_INTEGER)),
    teacher_id: v.optional(intParam('Teacher', 1, Number.MAX_SAFE_INTEGER)),
    room_id: v.optional(intParam('Room', 1, Number.MAX_SAFE_INTEGER)),
  }),
  v.check((q) => [q.section_id, q.teacher_id, q.room_id].filter((x) => x !== undefined).length === 1, 'Choose one section, teacher or room.'),
);
export type WeekQuery = v.InferOutput<typeof weekQuery>;

export interface TimetableWeek {
  /** Who or what the week is of. */
  of: { kind: 'section' | 'teacher' | 'room'; id: number; name: string };
  academic_year: { id: number; name: string } | null;
  school_days: Weekday[];
  periods: Period[];
  entries: TimetableEntry[];
  /** Lessons a week (a teacher's load; a section's or a room's use). */
  lessons: number;
}

/** `GET /timetable/clashes` (`report-timetable` or `update-timetable`): every clash in the active year's week. */
export interface ClashReport {
  clashes: Clash[];
  entries: number;
}

/** `GET /timetable/loads` (`report-timetable`): each teacher's lessons a week in the active year. */
export interface TeacherLoad {
  teacher_id: number;
  teacher_name: string;
  lessons: number;
  sections: number;
  subjects: number;
}

/**
 * `POST /timetable/copy` (`update-timetable`): one section's week onto another section of the
 * same year (whose week must be empty), or a whole year's timetable onto the next year's
 * sections of the same class and name. Clashes are never copied: what would clash is listed.
 */
export const copyInput = v.variant('kind', [
  v.object({ kind: v.literal('section'), from_section_id: idField, to_section_id: idField }),
  v.object({ kind: v.literal('year'), from_year_id: idField, to_year_id: idField }),
], 'Copy a section or a year.');
export type CopyInput = v.InferOutput<typeof copyInput>;
export interface CopyResult {
  message: string;
  copied: number;
  /** Lessons left out, each with why (a clash, a section missing in the new year). */
  skipped: { section_name: string; weekday: Weekday; period_id: number; subject_name: string; reason: string }[];
}

export const GENERATION_SCOPES = ['section', 'class', 'school'] as const;
/** `POST /timetable/generations` (`update-timetable`): what to generate; locked lessons stay. */
export const generationInput = v.pipe(
  v.object({
    scope: v.picklist(GENERATION_SCOPES, 'Generate for a section, a class or the whole school.'),
    section_id: v.optional(idField),
    class_id: v.optional(idField),
  }),
  v.check((g) => (g.scope === 'section') === (g.section_id !== undefined) && (g.scope === 'class') === (g.class_id !== undefined), 'Name the section or the class to generate for.'),
);
export type GenerationInput = v.InferOutput<typeof generationInput>;

export const GENERATION_STATES = ['queued', 'running', 'done', 'failed', 'accepted', 'discarded'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

/** A lesson the generator proposes. */
export interface ProposedLesson {
  section_id: number;
  weekday: Weekday;
  period_id: number;
  subject_id: number;
  teacher_id: number | null;
  room_id: number | null;
}

/** A requirement the generator could not meet in full, and why, in words. */
export interface UnplacedLesson {
  section_id: number;
  section_name: string;
  subject_id: number;
  subject_name: string;
  teacher_id: number | null;
  teacher_name: string | null;
  /** Lessons a week it could not place. */
  missing: number;
  /** Why, without the subject and section (shown beside it): "Mr Otieno teaches whenever Grade 7 North has a free period (Tue–Thu)." */
  reason: string;
}

/** `GET /timetable/generations/{id}`: a run's state, then its proposal. */
export interface Generation {
  id: number;
  status: GenerationState;
  /** 0 to 100 while running. */
  progress: number;
  scope: GenerationInput;
  created_at: string;
  finished_at: string | null;
  error: string | null;
  result: { lessons: ProposedLesson[]; unplaced: UnplacedLesson[]; seconds: number } | null;
}
