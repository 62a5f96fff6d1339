import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GradeBand, ReportCard, GradingScale } from '@contract';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { academicYears, users } from './schools';
import { classes, sections, subjects } from './structure';
import { students } from './students';

/** Marks: up to 1000 with two decimals (half and quarter marks), read as numbers. */
const marks = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** Exams (issue 16, ADR 027). A type's weight combines the year's exams in the final report. */
export const examTypes = pgTable(
  'exam_types',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    weight: smallint('weight').notNull(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('exam_types_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    check('exam_types_weight_ck', sql`${t.weight} between 0 and 100`),
  ],
);

/** Bands (from %, to %, grade, point, remark) are kept whole with their rule: a system is edited as one. */
export const gradingSystems = pgTable(
  'grading_systems',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    precision: smallint('precision').notNull(),
    rounding: text('rounding').notNull(),
    bands: jsonb('bands').$type<GradeBand[]>().notNull(),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('grading_systems_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    check('grading_systems_precision_ck', sql`${t.precision} between 0 and 2`),
    check('grading_systems_rounding_ck', sql`${t.rounding} in ('round', 'truncate')`),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    academicYearId: ref('academic_year_id')
      .notNull(),
    examTypeId: ref('exam_type_id')
      .notNull(),
    gradingSystemId: ref('grading_system_id')
      .notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Pending'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.examTypeId, examTypes),
    sameSchool(t, t.gradingSystemId, gradingSystems),
    uniqueIndex('exams_school_year_name_uq').on(t.schoolId, t.academicYearId, sql`lower(${t.name})`),
    index('exams_school_year_idx').on(t.schoolId, t.academicYearId),
    check('exams_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('exams_status_ck', sql`${t.status} in ('Pending', 'Active', 'Closed')`),
  ],
);

/** One class's paper in one subject of an exam. */
export const examSubjects = pgTable(
  'exam_subjects',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    examId: ref('exam_id')
      .notNull(),
    classId: ref('class_id')
      .notNull(),
    subjectId: ref('subject_id')
      .notNull(),
    maxMarks: marks('max_marks').notNull(),
    passMarks: marks('pass_marks').notNull(),
    date: date('date', { mode: 'string' }),
    /** null: graded with the exam's system. */
    gradingSystemId: ref('grading_system_id'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.examId, exams),
    sameSchool(t, t.classId, classes),
    sameSchool(t, t.subjectId, subjects),
    sameSchool(t, t.gradingSystemId, gradingSystems),
    uniqueIndex('exam_subjects_exam_class_subject_uq').on(t.schoolId, t.examId, t.classId, t.subjectId),
    index('exam_subjects_school_exam_idx').on(t.schoolId, t.examId, t.classId),
    check('exam_subjects_marks_ck', sql`${t.maxMarks} > 0 and ${t.passMarks} >= 0 and ${t.passMarks} <= ${t.maxMarks}`),
  ],
);

/** A section's sheet of one paper: its version (for stale saves) and the "complete" flag. */
export const examMarkSheets = pgTable(
  'exam_mark_sheets',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    examSubjectId: ref('exam_subject_id')
      .notNull(),
    sectionId: ref('section_id')
      .notNull(),
    complete: boolean('complete').notNull().default(false),
    updatedBy: ref('updated_by')
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [...schoolKey(t), sameSchool(t, t.examSubjectId, examSubjects), sameSchool(t, t.sectionId, sections), sameSchool(t, t.updatedBy, users), uniqueIndex('exam_mark_sheets_paper_section_uq').on(t.schoolId, t.examSubjectId, t.sectionId), index('exam_mark_sheets_school_idx').on(t.schoolId, t.sectionId)],
);

/** A student's result on a paper: marks, or Absent or Exempt (no marks, never 0). */
export const examResults = pgTable(
  'exam_results',
  {
    schoolId: schoolColumn(),
    examSubjectId: ref('exam_subject_id')
      .notNull(),
    studentId: ref('student_id')
      .notNull(),
    sectionId: ref('section_id')
      .notNull(),
    state: text('state').notNull(),
    marks: marks('marks'),
    remark: text('remark'),
    enteredBy: ref('entered_by')
      .notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameSchool(t, t.examSubjectId, examSubjects),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.sectionId, sections),
    sameSchool(t, t.enteredBy, users),
    primaryKey({ columns: [t.schoolId, t.examSubjectId, t.studentId] }),
    index('exam_results_school_section_idx').on(t.schoolId, t.sectionId, t.examSubjectId),
    index('exam_results_school_student_idx').on(t.schoolId, t.studentId),
    check('exam_results_state_ck', sql`${t.state} in ('marked', 'absent', 'exempt') and (${t.state} = 'marked') = (${t.marks} is not null)`),
  ],
);

/** The class teacher's remark on a student's report card for an exam. */
export const examCardRemarks = pgTable(
  'exam_card_remarks',
  {
    schoolId: schoolColumn(),
    examId: ref('exam_id')
      .notNull(),
    studentId: ref('student_id')
      .notNull(),
    remark: text('remark').notNull(),
    updatedBy: ref('updated_by')
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [sameSchool(t, t.examId, exams), sameSchool(t, t.studentId, students), sameSchool(t, t.updatedBy, users), primaryKey({ columns: [t.schoolId, t.examId, t.studentId] })],
);

/**
 * Issued report cards: frozen snapshots, append-only (a trigger refuses UPDATE and DELETE). A
 * re-issue after a correction is a new version; the old one stays readable.
 */
export const reportCards = pgTable(
  'report_cards',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    examId: ref('exam_id')
      .notNull(),
    sectionId: ref('section_id')
      .notNull(),
    studentId: ref('student_id')
      .notNull(),
    version: integer('version').notNull(),
    card: jsonb('card').$type<ReportCard>().notNull(),
    grading: jsonb('grading').$type<GradingScale[]>().notNull(),
    issuedBy: ref('issued_by')
      .notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.examId, exams),
    sameSchool(t, t.sectionId, sections),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.issuedBy, users),
    uniqueIndex('report_cards_exam_student_version_uq').on(t.schoolId, t.examId, t.studentId, t.version),
    index('report_cards_school_exam_section_idx').on(t.schoolId, t.examId, t.sectionId),
  ],
);
