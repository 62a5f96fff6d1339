import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const schoolId = () => bigint('school_id', { mode: 'number' }).notNull().references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// columns.ts imports this file, so its versionColumn cannot be used here.
const version = () => integer('version').notNull().default(1);

export const schools = pgTable('schools', {
  id: id(),
  name: text('name').notNull(),
  logo: text('logo'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  currency: text('currency').notNull().default('USD'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** How a part month of bus riding is charged: month, days or none (ADR 024). */
  busProration: text('bus_proration').notNull().default('month'),
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
  (t) => [uniqueIndex('roles_school_name_uq').on(t.schoolId, sql`lower(${t.name})`)],
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
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique across schools: sign-in asks for nothing else.
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_school_idx').on(t.schoolId, t.roleId),
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
    uniqueIndex('academic_years_school_name_uq').on(t.schoolId, t.name),
    // At most one active year per school; the service keeps it at exactly one.
    uniqueIndex('academic_years_one_active_uq').on(t.schoolId).where(sql`${t.active}`),
  ],
);
