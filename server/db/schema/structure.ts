import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { employees } from './people';
import { academicYears } from './schools';

export const classes = pgTable(
  'classes',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    nextClassId: ref('next_class_id'),
    /** Monthly tuition in minor units. */
    monthlyFee: bigint('monthly_fee', { mode: 'number' }).notNull().default(0),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [...schoolKey(t), sameSchool(t, t.nextClassId, t), uniqueIndex('classes_school_name_uq').on(t.schoolId, sql`lower(${t.name})`), index('classes_school_order_idx').on(t.schoolId, t.sortOrder)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(0),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [...schoolKey(t), uniqueIndex('rooms_school_name_uq').on(t.schoolId, sql`lower(${t.name})`)],
);

/** Sections belong to one academic year, so next year's can be planned before this one ends. */
export const sections = pgTable(
  'sections',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    academicYearId: ref('academic_year_id').notNull(),
    classId: ref('class_id').notNull(),
    name: text('name').notNull(),
    roomId: ref('room_id'),
    teacherId: ref('teacher_id'),
    capacity: integer('capacity').notNull().default(40),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.classId, classes),
    sameSchool(t, t.roomId, rooms),
    sameSchool(t, t.teacherId, employees),
    uniqueIndex('sections_school_year_class_name_uq').on(t.schoolId, t.academicYearId, t.classId, sql`lower(${t.name})`),
    index('sections_school_class_idx').on(t.schoolId, t.classId),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('subjects_school_code_uq').on(t.schoolId, sql`lower(${t.code})`),
    uniqueIndex('subjects_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
  ],
);

export const subjectClasses = pgTable(
  'subject_classes',
  {
    schoolId: schoolColumn(),
    subjectId: ref('subject_id').notNull(),
    classId: ref('class_id').notNull(),
  },
  (t) => [sameSchool(t, t.subjectId, subjects, 'cascade'), sameSchool(t, t.classId, classes), primaryKey({ columns: [t.schoolId, t.subjectId, t.classId] }), index('subject_classes_class_idx').on(t.schoolId, t.classId)],
);

/** Who teaches each subject in a section. */
export const sectionSubjects = pgTable(
  'section_subjects',
  {
    schoolId: schoolColumn(),
    sectionId: ref('section_id').notNull(),
    subjectId: ref('subject_id').notNull(),
    teacherId: ref('teacher_id'),
  },
  (t) => [sameSchool(t, t.sectionId, sections, 'cascade'), sameSchool(t, t.subjectId, subjects), sameSchool(t, t.teacherId, employees), primaryKey({ columns: [t.schoolId, t.sectionId, t.subjectId] })],
);
