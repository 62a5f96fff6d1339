import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, schoolColumn } from './columns';
import { sameSchool } from './keys';
import { students } from './students';

/**
 * A family's sign-in state (issue 33, ADR 042): one row per parent or pupil who has a portal
 * password. It lives apart from `parents` and `students` so a family signing in never bumps the
 * version of the row the office is editing. The password hash stays on the person's own row,
 * where `parents/reset` and `students/:id/password` have always written it.
 */
export const portalAccounts = pgTable(
  'portal_accounts',
  {
    schoolId: schoolColumn(),
    /** parent or pupil. */
    kind: text('kind').notNull(),
    /** The parent's or the student's id. */
    personId: bigint('person_id', { mode: 'number' }).notNull(),
    /** A parent's sign-in name besides their phone number; unique across schools like staff usernames (an install-wide key, ADR 044). */
    username: text('username'),
    /** Set when the office sets the password: the next sign-in asks for a new one. */
    mustChange: boolean('must_change').notNull().default(true),
    /** Bumped by sign-out, a password change or an office reset: every earlier token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.kind, t.personId] }),
    uniqueIndex('portal_accounts_username_uq').on(sql`lower(${t.username})`).where(sql`${t.username} is not null`),
    index('portal_accounts_school_idx').on(t.schoolId, t.kind),
    check('portal_accounts_kind_ck', sql`${t.kind} in ('parent', 'pupil')`),
  ],
);

/** When a family member last looked at a child's home page: what is "new since your last visit". */
export const portalSeen = pgTable(
  'portal_seen',
  {
    schoolId: schoolColumn(),
    kind: text('kind').notNull(),
    personId: bigint('person_id', { mode: 'number' }).notNull(),
    studentId: ref('student_id')
      .notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [sameSchool(t, t.studentId, students), primaryKey({ columns: [t.schoolId, t.kind, t.personId, t.studentId] })],
);
