import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, text, date, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { accounts, journalEntries } from './finance';
import { students } from './students';

/**
 * A payment's receipt: its number, gap-free per school (given under the school row's lock in
 * the payment's own transaction, so a failed payment takes no number). The amount is the
 * entry's; nothing here is money.
 */
export const receipts = pgTable(
  'receipts',
  {
    schoolId: schoolColumn(),
    number: integer('number').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** The payment entry's date, kept beside it (the entry never changes) so the book filters and counts a range by its own index. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull(),
    method: text('method').notNull(),
    payer: text('payer'),
    createdAt: createdColumn(),
  },
  (t) => [
    sameSchool(t, t.studentId, students),
    primaryKey({ columns: [t.schoolId, t.number] }),
    uniqueIndex('receipts_entry_uq').on(t.schoolId, t.entryId),
    index('receipts_school_student_idx').on(t.schoolId, t.studentId),
    index('receipts_school_date_idx').on(t.schoolId, t.entryDate),
    foreignKey({ columns: [t.schoolId, t.entryId, t.entryDate], foreignColumns: [journalEntries.schoolId, journalEntries.id, journalEntries.entryDate], name: 'receipts_entry_fk' }),
    check('receipts_number_ck', sql`${t.number} > 0`),
  ],
);

/**
 * Which charges a payment covered, oldest first, written in the transaction that made them
 * meet (the payment, a fee run, a reversal). Rows are never changed: an allocation whose
 * payment or charge was reversed no longer counts.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    schoolId: schoolColumn(),
    paymentEntryId: bigint('payment_entry_id', { mode: 'number' }).notNull(),
    chargeEntryId: bigint('charge_entry_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdColumn(),
  },
  (t) => [
    sameSchool(t, t.studentId, students),
    index('payment_allocations_payment_idx').on(t.paymentEntryId),
    index('payment_allocations_charge_idx').on(t.chargeEntryId),
    index('payment_allocations_school_student_idx').on(t.schoolId, t.studentId),
    foreignKey({ columns: [t.schoolId, t.paymentEntryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'payment_allocations_payment_fk' }),
    foreignKey({ columns: [t.schoolId, t.chargeEntryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'payment_allocations_charge_fk' }),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * A check drawn on a bank account. Its date, memo and amount are its entry's; its state
 * (issued, cleared, voided) is the register's. Voiding posts a reversal and names it here.
 */
export const checks = pgTable(
  'checks',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    payee: text('payee').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('Issued'),
    clearedOn: date('cleared_on', { mode: 'string' }),
    voidEntryId: ref('void_entry_id'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('checks_bank_number_uq').on(t.schoolId, t.bankAccountId, sql`lower(${t.number})`),
    uniqueIndex('checks_entry_uq').on(t.schoolId, t.entryId),
    index('checks_school_status_idx').on(t.schoolId, t.status),
    foreignKey({ columns: [t.schoolId, t.bankAccountId], foreignColumns: [accounts.schoolId, accounts.id], name: 'checks_bank_account_fk' }),
    foreignKey({ columns: [t.schoolId, t.entryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'checks_entry_fk' }),
    foreignKey({ columns: [t.schoolId, t.voidEntryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'checks_void_entry_fk' }),
    check('checks_status_ck', sql`${t.status} in ('Issued', 'Cleared', 'Voided')`),
  ],
);
