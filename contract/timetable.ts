import * as v from 'valibot';
import { createdAnswer, messageAnswer } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, optionalId, requiredText, versioned, wholeNumber } from './fields';
import { WEEKDAYS } from './attendance';
import { intParam } from './lists';
import type { ApiIssue } from './errors';
import { API } from './paths';

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

const weekday = v.picklist(WEEKDAYS);

export const periodRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  kind: v.picklist(PERIOD_KINDS),
  sort_order: v.number(),
  /** The weekdays this period runs (a shorter Friday leaves some out). */
  weekdays: v.array(weekday),
});
export type Period = v.InferOutput<typeof periodRow>;

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
export const timetableEntryRow = v.object({
  id: v.number(),
  version: v.number(),
  academic_year_id: v.number(),
  section_id: v.number(),
  section_name: v.string(),
  class_id: v.number(),
  class_name: v.string(),
  weekday,
  period_id: v.number(),
  subject_id: v.number(),
  subject_name: v.string(),
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  room_id: v.nullable(v.number()),
  room_name: v.nullable(v.string()),
  /** Kept where it is when the generator runs. */
  locked: v.boolean(),
});
export type TimetableEntry = v.InferOutput<typeof timetableEntryRow>;

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
export const clashRow = v.object({
  kind: v.picklist(CLASH_KINDS),
  weekday,
  period_id: v.number(),
  /** Ready to show: "Mr Otieno already teaches Grade 7 North Maths on Tuesday, period 3." */
  message: v.string(),
  /** The entry it clashes with, when there is one. */
  entry_id: v.nullable(v.number()),
});
export type Clash = v.InferOutput<typeof clashRow>;

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
export const unavailabilityRow = v.object({
  id: v.number(),
  teacher_id: v.nullable(v.number()),
  room_id: v.nullable(v.number()),
  weekday,
  period_id: v.number(),
  reason: v.nullable(v.string()),
});
export type Unavailability = v.InferOutput<typeof unavailabilityRow>;

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
export const lessonRequirementRow = v.object({
  id: v.number(),
  version: v.number(),
  section_id: v.number(),
  subject_id: v.number(),
  subject_name: v.string(),
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  lessons_per_week: v.number(),
  /** How many of them the week holds now. */
  placed: v.number(),
});
export type LessonRequirement = v.InferOutput<typeof lessonRequirementRow>;

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

export const timetableWeekAnswer = v.object({
  /** Who or what the week is of. */
  of: v.object({ kind: v.picklist(['section', 'teacher', 'room']), id: v.number(), name: v.string() }),
  academic_year: v.nullable(v.object({ id: v.number(), name: v.string() })),
  school_days: v.array(weekday),
  periods: v.array(periodRow),
  entries: v.array(timetableEntryRow),
  /** Lessons a week (a teacher's load; a section's or a room's use). */
  lessons: v.number(),
});
export type TimetableWeek = v.InferOutput<typeof timetableWeekAnswer>;

/** `GET /timetable/clashes` (`report-timetable` or `update-timetable`): every clash in the active year's week. */
export const clashReportAnswer = v.object({ clashes: v.array(clashRow), entries: v.number() });
export type ClashReport = v.InferOutput<typeof clashReportAnswer>;

/** `GET /timetable/loads` (`report-timetable`): each teacher's lessons a week in the active year. */
export const teacherLoadRow = v.object({
  teacher_id: v.number(),
  teacher_name: v.string(),
  lessons: v.number(),
  sections: v.number(),
  subjects: v.number(),
});
export type TeacherLoad = v.InferOutput<typeof teacherLoadRow>;

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
export const copyResultAnswer = v.object({
  message: v.string(),
  copied: v.number(),
  /** Lessons left out, each with why (a clash, a section missing in the new year). */
  skipped: v.array(v.object({ section_name: v.string(), weekday, period_id: v.number(), subject_name: v.string(), reason: v.string() })),
});
export type CopyResult = v.InferOutput<typeof copyResultAnswer>;

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
export const proposedLessonRow = v.object({
  section_id: v.number(),
  weekday,
  period_id: v.number(),
  subject_id: v.number(),
  teacher_id: v.nullable(v.number()),
  room_id: v.nullable(v.number()),
});
export type ProposedLesson = v.InferOutput<typeof proposedLessonRow>;

/** A requirement the generator could not meet in full, and why, in words. */
export const unplacedLessonRow = v.object({
  section_id: v.number(),
  section_name: v.string(),
  subject_id: v.number(),
  subject_name: v.string(),
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  /** Lessons a week it could not place. */
  missing: v.number(),
  /** Why, without the subject and section (shown beside it): "Mr Otieno teaches whenever Grade 7 North has a free period (Tue–Thu)." */
  reason: v.string(),
});
export type UnplacedLesson = v.InferOutput<typeof unplacedLessonRow>;

/** `GET /timetable/generations/{id}`: a run's state, then its proposal. */
export const generationRow = v.object({
  id: v.number(),
  status: v.picklist(GENERATION_STATES),
  /** 0 to 100 while running. */
  progress: v.number(),
  scope: v.object({ scope: v.picklist(GENERATION_SCOPES), section_id: v.optional(v.number()), class_id: v.optional(v.number()) }),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
  error: v.nullable(v.string()),
  result: v.nullable(v.object({ lessons: v.array(proposedLessonRow), unplaced: v.array(unplacedLessonRow), seconds: v.number() })),
});
export type Generation = v.InferOutput<typeof generationRow>;

/** `GET /timetable/unavailability?teacher_id|room_id`: one teacher's or room's times off, or the whole school's. */
export const unavailabilityQuery = v.pipe(
  v.object({
    teacher_id: v.optional(intParam('Teacher', 1, Number.MAX_SAFE_INTEGER)),
    room_id: v.optional(intParam('Room', 1, Number.MAX_SAFE_INTEGER)),
  }),
  v.check((q) => q.teacher_id === undefined || q.room_id === undefined, 'Choose a teacher or a room.'),
);

const sectionParams = v.object({ sectionId: idField });
const mount = { periods: API.timetablePeriods, off: API.timetableUnavailability, needs: API.timetableRequirements, entries: API.timetableEntries, runs: API.timetableGenerations };

/** The timetable's endpoints (ADR 031). */
export const timetableEndpoints = {
  periods: endpoint({ mount: mount.periods, method: 'GET', path: '/', output: v.array(periodRow) }),
  createPeriod: endpoint({ mount: mount.periods, method: 'POST', path: '/', body: periodInput, output: createdAnswer, status: 201 }),
  updatePeriod: endpoint({ mount: mount.periods, method: 'PUT', path: '/:id', params: idParams, body: periodInput, output: messageAnswer }),
  deletePeriod: endpoint({ mount: mount.periods, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
  unavailability: endpoint({ mount: mount.off, method: 'GET', path: '/', query: unavailabilityQuery, output: v.array(unavailabilityRow) }),
  markUnavailable: endpoint({ mount: mount.off, method: 'POST', path: '/', body: unavailabilityInput, output: createdAnswer, status: 201 }),
  deleteUnavailability: endpoint({ mount: mount.off, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
  requirements: endpoint({ mount: mount.needs, method: 'GET', path: '/:sectionId', params: sectionParams, output: v.array(lessonRequirementRow) }),
  saveRequirements: endpoint({ mount: mount.needs, method: 'PUT', path: '/:sectionId', params: sectionParams, body: requirementsInput, output: messageAnswer }),
  copy: endpoint({ mount: API.timetableCopy, method: 'POST', path: '/', body: copyInput, output: copyResultAnswer }),
  entries: endpoint({ mount: mount.entries, method: 'GET', path: '/', output: v.array(timetableEntryRow) }),
  placeLesson: endpoint({ mount: mount.entries, method: 'POST', path: '/', body: entryInput, output: createdAnswer, status: 201 }),
  changeLesson: endpoint({ mount: mount.entries, method: 'PUT', path: '/:id', params: idParams, body: entryInput, output: messageAnswer }),
  removeLesson: endpoint({ mount: mount.entries, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
  week: endpoint({ mount: API.timetableWeek, method: 'GET', path: '/', query: weekQuery, output: timetableWeekAnswer }),
  clashes: endpoint({ mount: API.timetableClashes, method: 'GET', path: '/', output: clashReportAnswer }),
  loads: endpoint({ mount: API.timetableLoads, method: 'GET', path: '/', output: v.array(teacherLoadRow) }),
  generate: endpoint({ mount: mount.runs, method: 'POST', path: '/', body: generationInput, output: createdAnswer, status: 202 }),
  generation: endpoint({ mount: mount.runs, method: 'GET', path: '/:id', params: idParams, output: generationRow }),
  accept: endpoint({ mount: mount.runs, method: 'POST', path: '/:id/accept', params: idParams, output: v.object({ message: v.string(), placed: v.number() }) }),
  discard: endpoint({ mount: mount.runs, method: 'POST', path: '/:id/discard', params: idParams, output: messageAnswer }),
};
