import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools';

/**
 * Shared column builders: every business row has an identity id, its school and a creation time.
 * The id is unique across the install, but the table's primary key is `(school_id, id)` (`schoolKey`, ADR 044).
 */
export const idColumn = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
export const schoolColumn = () => bigint('school_id', { mode: 'number' }).notNull().references(() => schools.id);
export const createdColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const statusColumn = () => text('status').notNull().default('Active');
export const ref = (name: string) => bigint(name, { mode: 'number' });
/**
 * The row's edit version (issue 10, ADR 017): a trigger adds one on every UPDATE and refuses an
 * UPDATE that sets it to anything but the current value, so a save from a stale copy fails.
 */
export const versionColumn = () => integer('version').notNull().default(1);
