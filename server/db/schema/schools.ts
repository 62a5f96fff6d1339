import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// people.ts imports this file too: employees is only read lazily, inside the reference below.
import { employees } from './people';
import { sameSchool, schoolKey } from './keys';

const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
const schoolId = () => bigint('school_id', { mode: 'number' }).notNull().references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// columns.ts imports this file, so its versionColumn cannot be used here.
const version = () => integer('version').notNull().default(1);

/** The tenant itself: its key is its own id, which every other school table leads with (ADR 044). */
export const schools = pgTable('schools', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  logo: text('logo'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  currency: text('currency').notNull().default('USD'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** How a part month of bus riding is charged: month, days or none (ADR 024). */
  busProration: text('bus_proration').notNull().default('month'),
  /** Families may sign in to the portal (issue 33); the office can turn it off for the whole school. */
  portalEnabled: boolean('portal_enabled').notNull().default(true),
  version: version(),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    privileges: jsonb('privileges').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [...schoolKey(t), uniqueIndex('roles_school_name_uq').on(t.schoolId, sql`lower(${t.name})`)],
);

/** role_id -100 is the built-in Admin: it has no row in roles. */
export const users = pgTable(
  'users',
  {
    id: id(),
    schoolId: schoolId(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('Active'),
    tokenVersion: integer('token_version').notNull().default(0),
    busAccountId: bigint('bus_account_id', { mode: 'number' }),
    /** The user's own staff record: whose timetable is "my week" (issue 15). */
    employeeId: bigint('employee_id', { mode: 'number' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.employeeId, employees),
    // Usernames are unique across schools: sign-in asks for nothing else (the one install-wide key, ADR 044).
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_school_idx').on(t.schoolId, t.roleId),
    // One account per staff member, or two people would share one teacher's week.
    uniqueIndex('users_school_employee_uq').on(t.schoolId, t.employeeId).where(sql`${t.employeeId} is not null`),
  ],
);

export const academicYears = pgTable(
  'academic_years',
  {
    id: id(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('academic_years_school_name_uq').on(t.schoolId, t.name),
    // At most one active year per school; the service keeps it at exactly one.
    uniqueIndex('academic_years_one_active_uq').on(t.schoolId).where(sql`${t.active}`),
  ],
);
