import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { employees } from './people';
import { academicYears, schools, users } from './schools';
import { timetableEntries, timetablePeriods } from './timetable';

/** Days of leave, in halves: 0.5 is a half day. */
const days = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

/**
 * Staff leave and lesson cover (issue 35, ADR 046). A kind of leave the school grants: annual,
 * sick, unpaid, maternity. `days_per_year` null means the type has no limit (unpaid leave).
 */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    daysPerYear: days('days_per_year'),
    paid: boolean('paid').notNull().default(true),
    carriesOver: boolean('carries_over').notNull().default(false),
    needsApproval: boolean('needs_approval').notNull().default(true),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('leave_types_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    check('leave_types_days_ck', sql`${t.daysPerYear} is null or (${t.daysPerYear} >= 0 and ${t.daysPerYear} <= 366)`),
    check('leave_types_status_ck', sql`${t.status} in ('Active', 'Inactive')`),
  ],
);

/**
 * What an employee had left of a type when the school started counting in a year: set once, for
 * a school that moves in mid-year. Without it, a year opens with the type's days and what the
 * year before carried over.
 */
export const leaveOpenings = pgTable(
  'leave_openings',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    employeeId: ref('employee_id').notNull(),
    leaveTypeId: ref('leave_type_id').notNull(),
    academicYearId: ref('academic_year_id').notNull(),
    days: days('days').notNull(),
    setBy: ref('set_by'),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.employeeId, employees),
    sameSchool(t, t.leaveTypeId, leaveTypes),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.setBy, users),
    uniqueIndex('leave_openings_once_uq').on(t.schoolId, t.employeeId, t.leaveTypeId, t.academicYearId),
    check('leave_openings_days_ck', sql`${t.days} >= 0 and ${t.days} <= 999`),
  ],
);

/**
 * A request for leave, from the employee or recorded by the office. `days` is the school days it
 * covers, counted when it was made: the first day from midday when `half_first_day`, the last
 * day to midday when `half_last_day`. `decided_by`/`decided_at` are the last decision (approval,
 * refusal or cancellation).
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    employeeId: ref('employee_id').notNull(),
    leaveTypeId: ref('leave_type_id').notNull(),
    academicYearId: ref('academic_year_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfFirstDay: boolean('half_first_day').notNull().default(false),
    halfLastDay: boolean('half_last_day').notNull().default(false),
    days: days('days').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('Requested'),
    requestedBy: ref('requested_by'),
    decidedBy: ref('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When it was approved, kept if it is cancelled later: payroll's runs made before it are out of date. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.employeeId, employees),
    sameSchool(t, t.leaveTypeId, leaveTypes),
    sameSchool(t, t.academicYearId, academicYears),
    sameSchool(t, t.requestedBy, users),
    sameSchool(t, t.decidedBy, users),
    index('leave_requests_school_employee_idx').on(t.schoolId, t.employeeId, t.startDate),
    index('leave_requests_school_dates_idx').on(t.schoolId, t.startDate, t.endDate),
    check('leave_requests_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_days_ck', sql`${t.days} > 0`),
    check('leave_requests_status_ck', sql`${t.status} in ('Requested', 'Approved', 'Refused', 'Cancelled')`),
  ],
);

/**
 * Who takes a lesson of a teacher on leave, on one date. One cover per lesson and date, and a
 * teacher covers at most one lesson in a period of a day: two indexes hold it.
 */
export const coverAssignments = pgTable(
  'cover_assignments',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    leaveRequestId: ref('leave_request_id').notNull(),
    entryId: ref('entry_id').notNull(),
    coverDate: date('cover_date', { mode: 'string' }).notNull(),
    periodId: ref('period_id').notNull(),
    teacherId: ref('teacher_id').notNull(),
    assignedBy: ref('assigned_by'),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.leaveRequestId, leaveRequests, 'cascade'),
    sameSchool(t, t.entryId, timetableEntries, 'cascade'),
    sameSchool(t, t.periodId, timetablePeriods),
    sameSchool(t, t.teacherId, employees),
    sameSchool(t, t.assignedBy, users),
    uniqueIndex('cover_assignments_lesson_uq').on(t.schoolId, t.entryId, t.coverDate),
    uniqueIndex('cover_assignments_teacher_slot_uq').on(t.schoolId, t.teacherId, t.coverDate, t.periodId),
    index('cover_assignments_school_date_idx').on(t.schoolId, t.coverDate),
  ],
);

/** How a day of unpaid leave is priced: a share of the month's school days, or a fixed 30th. */
export const leaveSettings = pgTable(
  'leave_settings',
  {
    schoolId: bigint('school_id', { mode: 'number' })
      .primaryKey()
      .references(() => schools.id),
    unpaidDayBasis: text('unpaid_day_basis').notNull().default('school-days'),
    version: versionColumn(),
  },
  (t) => [check('leave_settings_basis_ck', sql`${t.unpaidDayBasis} in ('school-days', 'thirty')`)],
);
