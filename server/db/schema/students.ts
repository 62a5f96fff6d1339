import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { parents } from './people';
import { academicYears, users } from './schools';
import { classes, sections } from './structure';

export const students = pgTable(
  'students',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    admissionNo: text('admission_no').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    photo: text('photo'),
    address: text('address'),
    house: text('house'),
    admissionDate: date('admission_date', { mode: 'string' }).notNull(),
    /** Off the monthly tuition, in minor units. */
    feeDiscount: bigint('fee_discount', { mode: 'number' }).notNull().default(0),
    parentId: ref('parent_id').notNull(),
    status: text('status').notNull().default('Active'),
    portalPasswordHash: text('portal_password_hash'),
    transferDate: date('transfer_date', { mode: 'string' }),
    transferReason: text('transfer_reason'),
    transferSchool: text('transfer_school'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.parentId, parents),
    uniqueIndex('students_school_admission_no_uq').on(t.schoolId, sql`lower(${t.admissionNo})`),
    index('students_school_parent_idx').on(t.schoolId, t.parentId),
    index('students_school_name_idx').on(t.schoolId, t.lastName, t.firstName),
    index('students_school_status_idx').on(t.schoolId, t.status),
    // Pupil sign-in finds a student by admission number, in any school.
    index('students_portal_admission_no_idx').on(sql`lower(${t.admissionNo})`).where(sql`${t.portalPasswordHash} is not null`),
    // The highest ADM-0001-style number in one index step, for the next admission's number.
    index('students_school_adm_number_idx')
      .on(t.schoolId, sql`(substring(${t.admissionNo} from '(?i)^ADM-(\\d{1,9})$')::bigint)`)
      .where(sql`admission_no ~* '^ADM-\\d{1,9}$'`),
  ],
);

/**
 * `studentClass`: a student in a class and section for one academic year. At most one open
 * enrolment (no outcome yet) per student and year; moving section closes one and opens
 * another, so the history stays.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    studentId: ref('student_id').notNull(),
    academicYearId: ref('academic_year_id').notNull(),
    classId: ref('class_id').notNull(),
    sectionId: ref('section_id').notNull(),
    /** null while current; promoted, repeated, graduated, transferred or moved once closed. */
    outcome: text('outcome'),
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.classId, classes),
    sameSchool(t, t.sectionId, sections),
    uniqueIndex('enrolments_one_open_per_year_uq').on(t.schoolId, t.studentId, t.academicYearId).where(sql`${t.outcome} is null`),
    index('enrolments_school_section_idx').on(t.schoolId, t.sectionId, t.outcome),
    index('enrolments_school_year_class_idx').on(t.schoolId, t.academicYearId, t.classId),
    index('enrolments_school_student_idx').on(t.schoolId, t.studentId),
    check('enrolments_outcome_ck', sql`${t.outcome} is null or ${t.outcome} in ('promoted', 'repeated', 'graduated', 'transferred', 'moved')`),
  ],
);

export const performanceNotes = pgTable(
  'performance_notes',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    studentId: ref('student_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    rating: integer('rating').notNull(),
    remark: text('remark').notNull(),
    authorId: ref('author_id'),
    version: versionColumn(),
    createdAt: createdColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.authorId, users),
    check('performance_notes_rating_ck', sql`${t.rating} between 1 and 5`),
    index('performance_notes_school_student_date_idx').on(t.schoolId, t.studentId, t.date), index('performance_notes_school_date_idx').on(t.schoolId, t.date, t.id),
  ],
);
