import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { employees } from './people';
import { academicYears, users } from './schools';
import { rooms, sections, subjects } from './structure';

/**
 * Timetables (issue 15, ADR 026). The bell schedule: each period runs on some weekdays; a
 * break is a period no lesson is placed in.
 */
export const timetablePeriods = pgTable(
  'timetable_periods',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    kind: text('kind').notNull().default('lesson'),
    sortOrder: integer('sort_order').notNull().default(0),
    weekdays: smallint('weekdays').array().notNull().default(sql`'{1,2,3,4,5}'`),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('timetable_periods_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    check('timetable_periods_kind_ck', sql`${t.kind} in ('lesson', 'break')`),
    check('timetable_periods_times_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A lesson in the week. A section, a teacher and a room are each in one place per weekday and
 * period of a year: three unique indexes hold it, so a placement is checked in O(1) per cell and
 * two concurrent placements of one teacher cannot both win.
 */
export const timetableEntries = pgTable(
  'timetable_entries',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    academicYearId: ref('academic_year_id')
      .notNull(),
    sectionId: ref('section_id')
      .notNull(),
    weekday: smallint('weekday').notNull(),
    periodId: ref('period_id')
      .notNull(),
    subjectId: ref('subject_id')
      .notNull(),
    teacherId: ref('teacher_id'),
    roomId: ref('room_id'),
    locked: boolean('locked').notNull().default(false),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.sectionId, sections),
    sameSchool(t, t.periodId, timetablePeriods),
    sameSchool(t, t.subjectId, subjects),
    sameSchool(t, t.teacherId, employees),
    sameSchool(t, t.roomId, rooms),
    uniqueIndex('timetable_entries_section_slot_uq').on(t.schoolId, t.sectionId, t.weekday, t.periodId),
    uniqueIndex('timetable_entries_teacher_slot_uq').on(t.schoolId, t.academicYearId, t.teacherId, t.weekday, t.periodId).where(sql`${t.teacherId} is not null`),
    uniqueIndex('timetable_entries_room_slot_uq').on(t.schoolId, t.academicYearId, t.roomId, t.weekday, t.periodId).where(sql`${t.roomId} is not null`),
    index('timetable_entries_school_year_idx').on(t.schoolId, t.academicYearId),
    check('timetable_entries_weekday_ck', sql`${t.weekday} between 1 and 7`),
  ],
);

/** A teacher's or a room's period they cannot be timetabled in. */
export const timetableUnavailability = pgTable(
  'timetable_unavailability',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    teacherId: ref('teacher_id'),
    roomId: ref('room_id'),
    weekday: smallint('weekday').notNull(),
    periodId: ref('period_id')
      .notNull(),
    reason: text('reason'),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.teacherId, employees),
    sameSchool(t, t.roomId, rooms),
    sameSchool(t, t.periodId, timetablePeriods),
    uniqueIndex('timetable_unavailability_teacher_uq').on(t.schoolId, t.teacherId, t.weekday, t.periodId).where(sql`${t.teacherId} is not null`),
    uniqueIndex('timetable_unavailability_room_uq').on(t.schoolId, t.roomId, t.weekday, t.periodId).where(sql`${t.roomId} is not null`),
    check('timetable_unavailability_one_ck', sql`(${t.teacherId} is null) <> (${t.roomId} is null)`),
  ],
);

/** How many lessons of a subject a section has each week, and who teaches them. */
export const timetableRequirements = pgTable(
  'timetable_requirements',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    sectionId: ref('section_id')
      .notNull(),
    subjectId: ref('subject_id')
      .notNull(),
    teacherId: ref('teacher_id'),
    lessonsPerWeek: smallint('lessons_per_week').notNull(),
    version: versionColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.sectionId, sections, 'cascade'),
    sameSchool(t, t.subjectId, subjects),
    sameSchool(t, t.teacherId, employees),
    uniqueIndex('timetable_requirements_section_subject_uq').on(t.schoolId, t.sectionId, t.subjectId),
    check('timetable_requirements_lessons_ck', sql`${t.lessonsPerWeek} between 0 and 20`),
  ],
);

/**
 * A generator run (ADR 026): asked for, worked on off the request thread, and kept as a proposal
 * until someone accepts it; it never writes entries by itself.
 */
export const timetableGenerations = pgTable(
  'timetable_generations',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    academicYearId: ref('academic_year_id')
      .notNull(),
    scope: jsonb('scope').notNull(),
    status: text('status').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    requestedBy: ref('requested_by')
      .notNull(),
    createdAt: createdColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.requestedBy, users),
    index('timetable_generations_school_idx').on(t.schoolId, t.createdAt),
    check('timetable_generations_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'accepted', 'discarded')`),
  ],
);
