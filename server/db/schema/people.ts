import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { users } from './schools';
import { classes } from './structure';

export const parents = pgTable(
  'parents',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    fullname: text('fullname').notNull(),
    phone: text('phone').notNull(),
    phone2: text('phone2'),
    /** The phone's digits reversed, so "ends with these digits" is an indexed prefix search. */
    phoneKey: text('phone_key').generatedAlwaysAs(sql`reverse(regexp_replace(phone, '[^0-9]', '', 'g'))`),
    phone2Key: text('phone2_key').generatedAlwaysAs(sql`reverse(regexp_replace(coalesce(phone2, ''), '[^0-9]', '', 'g'))`),
    email: text('email'),
    address: text('address'),
    occupation: text('occupation'),
    portalPasswordHash: text('portal_password_hash'),
    /** The office turned this family's portal off: the parent and their children cannot sign in. */
    portalOff: boolean('portal_off').notNull().default(false),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  // One phone number is one family contact: a second parent row with it is a duplicate.
  (t) => [
    ...schoolKey(t),
    uniqueIndex('parents_school_phone_uq').on(t.schoolId, t.phone),
    index('parents_school_name_idx').on(t.schoolId, t.fullname),
    index('parents_school_phone_key_idx').on(t.schoolId, t.phoneKey.op('text_pattern_ops')),
    index('parents_school_phone2_key_idx').on(t.schoolId, t.phone2Key.op('text_pattern_ops')),
    // Family sign-in finds a parent by the phone's digits, in any school.
    index('parents_portal_phone_idx').on(t.phoneKey).where(sql`${t.portalPasswordHash} is not null`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    number: text('number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    nationalId: text('national_id'),
    jobTitle: text('job_title').notNull(),
    type: text('type').notNull(),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    /** The last working day, set when the employee is deactivated: payroll prorates that month. */
    leftOn: date('left_on', { mode: 'string' }),
    /** Monthly base salary in minor units. */
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull().default(0),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('employees_school_number_uq').on(t.schoolId, sql`lower(${t.number})`),
    index('employees_school_type_idx').on(t.schoolId, t.type, t.status),
  ],
);

/** The classes a non-admin user may see. */
export const userClasses = pgTable(
  'user_classes',
  {
    schoolId: schoolColumn(),
    userId: ref('user_id').notNull(),
    classId: ref('class_id').notNull(),
  },
  (t) => [sameSchool(t, t.userId, users, 'cascade'), sameSchool(t, t.classId, classes), primaryKey({ columns: [t.schoolId, t.userId, t.classId] })],
);
