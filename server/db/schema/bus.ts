import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumn, idColumn, ref, schoolColumn, statusColumn, versionColumn } from './columns';
import { sameSchool, schoolKey } from './keys';
import { journalEntries } from './finance';
import { employees } from './people';
import { users } from './schools';
import { students } from './students';

/** A school bus (issue 13, ADR 024). Its driver is an employee of type driver. */
export const buses = pgTable(
  'buses',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    number: text('number').notNull(),
    plate: text('plate').notNull(),
    driverId: ref('driver_id'),
    capacity: integer('capacity').notNull(),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.driverId, employees),
    uniqueIndex('buses_school_number_uq').on(t.schoolId, sql`lower(${t.number})`),
    uniqueIndex('buses_school_plate_uq').on(t.schoolId, sql`upper(regexp_replace(${t.plate}, '[^A-Za-z0-9]', '', 'g'))`),
    check('buses_capacity_ck', sql`${t.capacity} between 1 and 200`),
  ],
);

/** Where riders live; its monthly fee is what its categories charge unless they set their own. */
export const busZones = pgTable(
  'bus_zones',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    name: text('name').notNull(),
    monthlyFee: bigint('monthly_fee', { mode: 'number' }).notNull(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    uniqueIndex('bus_zones_school_name_uq').on(t.schoolId, sql`lower(${t.name})`),
    check('bus_zones_fee_ck', sql`${t.monthlyFee} >= 0`),
  ],
);

/** A way of riding in a zone ("Both ways", "One way"); a null fee follows the zone's. */
export const busFeeCategories = pgTable(
  'bus_fee_categories',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    zoneId: ref('zone_id')
      .notNull(),
    name: text('name').notNull(),
    monthlyFee: bigint('monthly_fee', { mode: 'number' }),
    status: statusColumn(),
    version: versionColumn(),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.zoneId, busZones),
    uniqueIndex('bus_fee_categories_zone_name_uq').on(t.schoolId, t.zoneId, sql`lower(${t.name})`),
    index('bus_fee_categories_school_idx').on(t.schoolId),
    check('bus_fee_categories_fee_ck', sql`${t.monthlyFee} is null or ${t.monthlyFee} >= 0`),
  ],
);

/**
 * A student riding a bus under a category from `from_date` to `to_date` (the last day ridden,
 * null while open). Never edited but to end it: a change is a new row that ends the one before.
 * A student has at most one open assignment; the service keeps their dates from overlapping.
 */
export const busAssignments = pgTable(
  'bus_assignments',
  {
    id: idColumn(),
    schoolId: schoolColumn(),
    studentId: ref('student_id')
      .notNull(),
    busId: ref('bus_id')
      .notNull(),
    categoryId: ref('category_id')
      .notNull(),
    stop: text('stop'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    createdBy: ref('created_by'),
    createdAt: createdColumn(),
  },
  (t) => [
    ...schoolKey(t),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.busId, buses),
    sameSchool(t, t.categoryId, busFeeCategories),
    sameSchool(t, t.createdBy, users),
    index('bus_assignments_school_student_idx').on(t.schoolId, t.studentId, t.fromDate),
    index('bus_assignments_school_bus_idx').on(t.schoolId, t.busId, t.fromDate),
    uniqueIndex('bus_assignments_open_uq').on(t.schoolId, t.studentId).where(sql`${t.toDate} is null`),
    check('bus_assignments_dates_ck', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);

/**
 * What a month's bus fee entry was billed for: the assignment it followed and the days counted.
 * It holds no money (the entry does); it lets the report give billed, paid and outstanding per
 * bus and zone.
 */
export const busCharges = pgTable(
  'bus_charges',
  {
    entryId: ref('entry_id').notNull(),
    schoolId: schoolColumn(),
    studentId: ref('student_id')
      .notNull(),
    /** The first day of the month billed. */
    month: date('month', { mode: 'string' }).notNull(),
    busId: ref('bus_id')
      .notNull(),
    categoryId: ref('category_id')
      .notNull(),
    days: integer('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.entryId] }),
    sameSchool(t, t.studentId, students),
    sameSchool(t, t.busId, buses),
    sameSchool(t, t.categoryId, busFeeCategories),
    foreignKey({ columns: [t.schoolId, t.entryId], foreignColumns: [journalEntries.schoolId, journalEntries.id], name: 'bus_charges_entry_fk' }),
    index('bus_charges_school_month_idx').on(t.schoolId, t.month),
    index('bus_charges_school_student_idx').on(t.schoolId, t.studentId),
  ],
);
