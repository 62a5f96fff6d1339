import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolKey } from './keys';
import { schools } from './schools';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    schoolId: bigint('school_id', { mode: 'number' }).notNull().references(() => schools.id),
    userId: bigint('user_id', { mode: 'number' }),
    /** The API module the change went through (its mount path), for the audit page's filter. */
    module: text('module').notNull().default('api'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: jsonb('entity_ids').$type<number[]>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...schoolKey(t),
    index('audit_log_school_at_idx').on(t.schoolId, t.at),
    index('audit_log_school_module_at_idx').on(t.schoolId, t.module, t.at),
    index('audit_log_school_user_at_idx').on(t.schoolId, t.userId, t.at),
  ],
);

/**
 * Failed sign-ins, kept in the database so every API process shares the counters.
 * Attempts come before a school is known, so this table has no school_id: it stays on the
 * coordinator when the schools are spread over several servers (ADR 044).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_ip_at_idx').on(t.ip, t.at), index('login_attempts_user_ip_idx').on(t.username, t.ip, t.at)],
);

/** Install-wide settings such as the generated JWT signing secret: no school's (a Citus reference table, ADR 044). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Uploaded images and the school that uploaded them: a logo or photo may only name an image of
 * its own school (the bytes stay on disk under the random name).
 */
export const images = pgTable(
  'images',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    schoolId: bigint('school_id', { mode: 'number' }).notNull().references(() => schools.id),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...schoolKey(t), uniqueIndex('images_school_filename_uq').on(t.schoolId, t.filename)],
);
