import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { employees } from './people';
import { schools, users } from './schools';
import { students } from './students';

/**
 * The chart of accounts. No balance is stored here or anywhere: a balance is a sum over
 * `journal_lines` (issue 11, "one truth").
 */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    parentId: ref('parent_id'),
    isCash: boolean('is_cash').notNull().default(false),
    /** One of DEFAULT_ROLES when this account plays it for the school (`defualt-account`). */
    defaultFor: text('default_for'),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('accounts_school_code_uq').on(t.schoolId, sql`lower(${t.code})`),
    uniqueIndex('accounts_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    uniqueIndex('accounts_school_default_uq').on(t.schoolId, t.defaultFor).where(sql`${t.defaultFor} is not null`),
    foreignKey({ columns: [t.schoolId, t.parentId], foreignColumns: [t.schoolId, t.id], name: 'accounts_parent_fk' }),
    check('accounts_type_ck', sql`${t.type} in ('asset', 'liability', 'equity', 'income', 'expense')`),
  ],
);

/**
 * A posted journal entry. Entries and their lines are never updated or deleted (a trigger
 * refuses it, migration 0007); a correction is a reversing entry that names the one it undoes.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    memo: text('memo'),
    reference: text('reference'),
    /** Made by the client per form submission; a retry sends it again (ADR 021). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked under that key: the same key with another body is a 409. */
    requestHash: text('request_hash').notNull(),
    authorId: bigint('author_id', { mode: 'number' }),
    reversesId: ref('reverses_id'),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.authorId, users),
    uniqueIndex('journal_entries_school_key_uq').on(t.schoolId, t.idempotencyKey),
    // The target of the lines' (entry, school, date) key: a line carries its entry's date.
    unique('journal_entries_school_id_date_uq').on(t.schoolId, t.id, t.entryDate),
    // An entry is reversed at most once.
    uniqueIndex('journal_entries_reverses_uq').on(t.schoolId, t.reversesId).where(sql`${t.reversesId} is not null`),
    index('journal_entries_school_date_idx').on(t.schoolId, t.entryDate),
    // What a month's fee run has billed is found by its reference.
    index('journal_entries_school_reference_idx').on(t.schoolId, t.reference),
    foreignKey({ columns: [t.schoolId, t.reversesId], foreignColumns: [t.schoolId, t.id], name: 'journal_entries_reverses_fk' }),
    check('journal_entries_kind_ck', sql`${t.kind} in ('fee', 'payment', 'check', 'transfer', 'payroll', 'advance', 'loan', 'adjustment', 'reversal')`),
  ],
);

/** One side of an entry: a debit or a credit, never both, in minor units. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /**
     * The entry's date, held by a foreign key to the entry's own: every report filters lines by
     * date, and reading it here spares a join over a million lines (ADR 022).
     */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    lineNo: integer('line_no').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    studentId: bigint('student_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.employeeId, employees),
    foreignKey({
      columns: [t.schoolId, t.entryId, t.entryDate],
      foreignColumns: [journalEntries.schoolId, journalEntries.id, journalEntries.entryDate],
      name: 'journal_lines_entry_fk',
    }),
    foreignKey({ columns: [t.schoolId, t.accountId], foreignColumns: [accounts.schoolId, accounts.id], name: 'journal_lines_account_fk' }),
    uniqueIndex('journal_lines_entry_line_uq').on(t.schoolId, t.entryId, t.lineNo),
    index('journal_lines_school_account_idx').on(t.schoolId, t.accountId, t.entryDate),
    index('journal_lines_school_student_idx').on(t.schoolId, t.studentId, t.entryDate).where(sql`${t.studentId} is not null`),
    check('journal_lines_one_side_ck', sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`),
  ],
);

/** A month an Admin has closed: no entry may be dated in it. */
export const closedPeriods = pgTable(
  'closed_periods',
  {
    schoolId: bigint('school_id', { mode: 'number' })
      .notNull()
      .references(() => schools.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    closedBy: bigint('closed_by', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [sameSchool(t, t.closedBy, users), primaryKey({ columns: [t.schoolId, t.month] }), check('closed_periods_first_day_ck', sql`extract(day from ${t.month}) = 1`)],
);
