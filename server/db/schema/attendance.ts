import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { academicYears, schools, users } from './schools';
import { sections } from './structure';
import { students } from './students';

/**
 * Attendance (issue 14, ADR 025). A school's settings row and its four built-in codes are made
 * by a trigger when the school is created, so every school has them from its first request.
 */
export const attendanceSettings = pgTable('attendance_settings', {
  schoolId: ref('school_id')
    .primaryKey()
    .references(() => schools.id),
  /** ISO weekdays the school is open (1 Monday … 7 Sunday). */
  schoolDays: smallint('school_days').array().notNull().default(sql`'{1,2,3,4,5}'`),
  version: versionColumn(),
});

/** Present, Absent, Late, Excused (built in) and the school's own; `counts`: present, absent or excused. */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    counts: text('counts').notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(100),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('attendance_codes_school_code_uq').on(t.schoolId, t.code),
    check('attendance_codes_counts_ck', sql`${t.counts} in ('present', 'absent', 'excused')`),
  ],
);

/** Days (inclusive) of an academic year the school is closed. */
export const holidays = pgTable(
  'holidays',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    academicYearId: ref('academic_year_id')
      .notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.academicYearId, academicYears),
    index('holidays_school_dates_idx').on(t.schoolId, t.startDate, t.endDate),
    check('holidays_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** One register per section and day; `taken_by` is whoever saved it first (the taker). */
export const attendanceSheets = pgTable(
  'attendance_sheets',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    sectionId: ref('section_id')
      .notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    takenBy: ref('taken_by')
      .notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: ref('updated_by')
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.sectionId, sections),
    sameSchool(t, t.takenBy, users),
    sameSchool(t, t.updatedBy, users),
    uniqueIndex('attendance_sheets_section_date_uq').on(t.schoolId, t.sectionId, t.date),
    index('attendance_sheets_school_date_idx').on(t.schoolId, t.date),
  ],
);

/**
 * A student's mark on a register: the taker's (`code_id`, `note`) and, when someone else changed
 * it, the override kept beside it, which is the one that counts. `date` repeats the sheet's so
 * reports over days read one index.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    schoolId: schoolColumn(),
    sheetId: ref('sheet_id')
      .notNull(),
    studentId: ref('student_id')
      .notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    codeId: ref('code_id')
      .notNull(),
    note: text('note'),
    overrideCodeId: ref('override_code_id'),
    overrideNote: text('override_note'),
    overrideBy: ref('override_by'),
    overrideAt: timestamp('override_at', { withTimezone: true }),
  },
  (t) => [
    sameSchool(t, t.sheetId, attendanceSheets),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.codeId, attendanceCodes),
    sameSchool(t, t.overrideCodeId, attendanceCodes),
    sameSchool(t, t.overrideBy, users),
    primaryKey({ columns: [t.schoolId, t.sheetId, t.studentId] }),
    index('attendance_marks_school_date_idx').on(t.schoolId, t.date),
    index('attendance_marks_school_student_idx').on(t.schoolId, t.studentId, t.date),
  ],
);

/** Every change of a mark, append-only (a trigger refuses UPDATE and DELETE). */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    sheetId: ref('sheet_id')
      .notNull(),
    studentId: ref('student_id')
      .notNull(),
    fromCodeId: ref('from_code_id'),
    codeId: ref('code_id')
      .notNull(),
    note: text('note'),
    override: boolean('override').notNull().default(false),
    changedBy: ref('changed_by')
      .notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
  },
  (t) => [...schoolKey(t), sameSchool(t, t.sheetId, attendanceSheets), sameSchool(t, t.studentId, students), sameSchool(t, t.fromCodeId, attendanceCodes), sameSchool(t, t.codeId, attendanceCodes), sameSchool(t, t.changedBy, users), index('attendance_changes_school_sheet_idx').on(t.schoolId, t.sheetId)],
);
