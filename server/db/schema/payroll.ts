import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { accounts, journalEntries } from './finance';
import { employees } from './people';
import { users } from './schools';

/**
 * An advance or a loan paid out to an employee (issue 12, ADR 023). The amount is what its
 * payout entry posted; what is left to recover is read from the schedule and the payslips,
 * never stored.
 */
export const recoveries = pgTable(
  'recoveries',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    kind: text('kind').notNull(),
    employeeId: bigint('employee_id', { mode: 'number' })
      .notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The planned monthly instalment (the last one takes what is left). */
    instalment: bigint('instalment', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.employeeId, employees),
    index('recoveries_school_employee_idx').on(t.schoolId, t.employeeId),
    uniqueIndex('recoveries_entry_uq').on(t.schoolId, t.entryId),
    foreignKey({ columns: [t.schoolId, t.accountId], foreignColumns: [accounts.schoolId, accounts.id], name: 'recoveries_account_fk' }),
    foreignKey({ columns: [t.schoolId, t.entryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'recoveries_entry_fk' }),
    check('recoveries_kind_ck', sql`${t.kind} in ('advance', 'loan')`),
    check('recoveries_amount_ck', sql`${t.amount} > 0 and ${t.instalment} > 0 and ${t.instalment} <= ${t.amount}`),
  ],
);

/**
 * One planned instalment of a recovery. The rows of a recovery always add up to its amount:
 * a deferred instalment moves to the month after the last one, and a cut one keeps what was
 * recovered and hands the rest to a new row at the end.
 */
export const recoveryInstalments = pgTable(
  'recovery_instalments',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    recoveryId: bigint('recovery_id', { mode: 'number' })
      .notNull(),
    seq: integer('seq').notNull(),
    /** The first day of the month it is planned for. */
    month: date('month', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.recoveryId, recoveries),
    uniqueIndex('recovery_instalments_seq_uq').on(t.schoolId, t.recoveryId, t.seq),
    index('recovery_instalments_school_month_idx').on(t.schoolId, t.month),
    check('recovery_instalments_amount_ck', sql`${t.amount} > 0`),
    check('recovery_instalments_month_ck', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** A deduction from pay: one month (`to_month` = `from_month`) or every month between the two. */
export const deductions = pgTable(
  'deductions',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    employeeId: bigint('employee_id', { mode: 'number' })
      .notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    fromMonth: date('from_month', { mode: 'string' }).notNull(),
    toMonth: date('to_month', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Active'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.employeeId, employees),
    index('deductions_school_employee_idx').on(t.schoolId, t.employeeId),
    check('deductions_amount_ck', sql`${t.amount} > 0`),
    check('deductions_months_ck', sql`${t.toMonth} >= ${t.fromMonth} and extract(day from ${t.fromMonth}) = 1 and extract(day from ${t.toMonth}) = 1`),
    check('deductions_status_ck', sql`${t.status} in ('Active', 'Cancelled')`),
  ],
);

/** One school's payroll for one month: Pending → Approved → Paid, or Cancelled. */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Pending'),
    generatedBy: ref('generated_by'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    entryId: ref('entry_id'),
    cancelEntryId: ref('cancel_entry_id'),
    cancelReason: text('cancel_reason'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.generatedBy, users),
    uniqueIndex('payroll_runs_school_month_uq').on(t.schoolId, t.month).where(sql`${t.status} <> 'Cancelled'`),
    index('payroll_runs_school_month_idx').on(t.schoolId, t.month),
    foreignKey({ columns: [t.schoolId, t.entryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'payroll_runs_entry_fk' }),
    foreignKey({ columns: [t.schoolId, t.cancelEntryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'payroll_runs_cancel_entry_fk' }),
    check('payroll_runs_status_ck', sql`${t.status} in ('Pending', 'Approved', 'Paid', 'Cancelled')`),
    check('payroll_runs_month_ck', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** An employee's slip in a run: gross, and net = gross − its items, never below zero. */
export const payslips = pgTable(
  'payslips',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull(),
    employeeId: bigint('employee_id', { mode: 'number' })
      .notNull(),
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull(),
    daysWorked: integer('days_worked').notNull(),
    daysInMonth: integer('days_in_month').notNull(),
    /** Approved unpaid leave in the month (issue 35), and what it took from the base before `gross`. */
    unpaidDays: numeric('unpaid_days', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    unpaidAmount: bigint('unpaid_amount', { mode: 'number' }).notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    paidEntryId: ref('paid_entry_id'),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.runId, payrollRuns, 'cascade'),
    sameSchool(t, t.employeeId, employees),
    uniqueIndex('payslips_run_employee_uq').on(t.schoolId, t.runId, t.employeeId),
    index('payslips_school_employee_idx').on(t.schoolId, t.employeeId),
    foreignKey({ columns: [t.schoolId, t.paidEntryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'payslips_paid_entry_fk' }),
    check('payslips_amounts_ck', sql`${t.gross} >= 0 and ${t.net} >= 0 and ${t.net} <= ${t.gross}`),
  ],
);

/**
 * A line of a payslip: an instalment recovered, or a deduction. `deferred` is the part of the
 * planned instalment the floor moved to the end of its schedule. An instalment is recovered by
 * one live line only (the partial unique index); a cancelled run releases its lines.
 */
export const payslipItems = pgTable(
  'payslip_items',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    payslipId: bigint('payslip_id', { mode: 'number' })
      .notNull(),
    kind: text('kind').notNull(),
    recoveryId: ref('recovery_id'),
    /** Cleared if a re-plan removes the instalment after a cancelled run released this line. */
    instalmentId: ref('instalment_id'),
    deductionId: ref('deduction_id'),
    label: text('label').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    deferred: bigint('deferred', { mode: 'number' }).notNull().default(0),
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.payslipId, payslips, 'cascade'),
    sameSchool(t, t.recoveryId, recoveries),
    sameSchool(t, t.instalmentId, recoveryInstalments, 'set null'),
    sameSchool(t, t.deductionId, deductions),
    index('payslip_items_payslip_idx').on(t.payslipId),
    uniqueIndex('payslip_items_instalment_uq').on(t.schoolId, t.instalmentId).where(sql`${t.instalmentId} is not null and not ${t.released} and ${t.amount} > 0`),
    check('payslip_items_kind_ck', sql`${t.kind} in ('advance', 'loan', 'deduction')`),
    check('payslip_items_amount_ck', sql`${t.amount} >= 0 and ${t.deferred} >= 0 and ${t.amount} + ${t.deferred} > 0`),
    index('payslip_items_recovery_idx').on(t.recoveryId),
    index('payslip_items_deduction_idx').on(t.deductionId).where(sql`${t.deductionId} is not null`),
    check('payslip_items_source_ck', sql`(${t.kind} = 'deduction') = (${t.deductionId} is not null) and (${t.kind} <> 'deduction') = (${t.recoveryId} is not null)`),
    check('payslip_items_live_ck', sql`${t.released} or ${t.kind} = 'deduction' or ${t.instalmentId} is not null`),
  ],
);
