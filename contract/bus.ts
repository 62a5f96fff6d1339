import * as v from 'valibot';
import { idField, isoDate, moneyField, monthField, optionalId, optionalText, requiredText, versioned, wholeNumber } from './fields';
import { intParam, listQuery } from './lists';
import { idList, type BusProration } from './structure';

/**
 * The school bus (issue 13, ADR 024). A student rides under dated assignments: a change of
 * bus, zone or category is a new assignment that ends the one before, never an edit, so
 * history and billing stay right. A month's bus fee is computed from the assignments in force
 * and posted once per student and month (kind `fee`, reference `bus:YYYY-MM`), so it shows on
 * the student's statement with tuition and is paid at the same counter. Money is integer minor
 * units; months travel as `YYYY-MM`, days as `YYYY-MM-DD`.
 */
export const BUS_STATES = ['Active', 'Inactive'] as const;
export type BusState = (typeof BUS_STATES)[number];

const statusField = v.picklist(BUS_STATES, 'Status is Active or Inactive.');

/** `POST /bus` (`add-bus`), `PUT /bus/{id}` (`update-bus`). The driver is an active employee of type driver. */
export const busInput = v.object({
  number: requiredText('Bus number', 20),
  plate: requiredText('Plate', 20),
  driver_id: optionalId,
  capacity: wholeNumber('Capacity', 1, 200),
  status: v.optional(statusField, 'Active'),
  ...versioned,
});
export type BusInput = v.InferOutput<typeof busInput>;

export const busListQuery = listQuery(['number', 'plate', 'capacity', 'riders'], {
  status: v.optional(statusField),
  /** Riders counted on this day (default: today in the school's time zone). */
  date: v.optional(isoDate),
});

export interface Bus {
  id: number;
  version: number;
  number: string;
  plate: string;
  driver_id: number | null;
  driver_name: string | null;
  driver_phone: string | null;
  capacity: number;
  status: BusState;
  /** Assignments in force on the listed day. */
  riders: number;
}

/** `GET /bus/drivers` (`add-bus` or `update-bus`): active employees of type driver. */
export interface BusDriver {
  id: number;
  name: string;
  number: string;
  phone: string | null;
}

/** `POST /bus/zones`, `PUT /bus/zones/{id}` (`fee-categories`): a zone and its monthly fee. */
export const zoneInput = v.object({
  name: requiredText('Zone name', 60),
  monthly_fee: moneyField('Monthly fee'),
  ...versioned,
});
export type ZoneInput = v.InferOutput<typeof zoneInput>;

export interface Zone {
  id: number;
  version: number;
  name: string;
  monthly_fee: number;
  categories: number;
  /** Riders in force today under one of its categories. */
  riders: number;
}

/**
 * `POST /bus/fee-categories`, `PUT /bus/fee-categories/{id}` (`fee-categories`): a way of
 * riding in a zone ("Both ways", "One way"). With no `monthly_fee` it charges the zone's fee;
 * with one, its own. Changing a fee changes months not billed yet; billed ones keep theirs.
 */
export const feeCategoryInput = v.object({
  zone_id: idField,
  name: requiredText('Category name', 60),
  monthly_fee: v.optional(v.nullable(moneyField('Monthly fee')), null),
  status: v.optional(statusField, 'Active'),
  ...versioned,
});
export type FeeCategoryInput = v.InferOutput<typeof feeCategoryInput>;

export interface FeeCategory {
  id: number;
  version: number;
  zone_id: number;
  zone_name: string;
  name: string;
  /** Its own fee, or null to follow the zone's. */
  monthly_fee: number | null;
  /** What a month costs under it: its own fee or the zone's. */
  rate: number;
  status: BusState;
  riders: number;
}

/**
 * `POST /bus/students` (`generate`): the student rides `bus_id` under `category_id` from
 * `from`. An assignment in force on `from` (or open) ends the day before; one that starts on
 * or after `from` is refused. Capacity counts every day from `from` on.
 */
export const assignmentInput = v.object({
  student_id: idField,
  bus_id: idField,
  category_id: idField,
  from: isoDate,
  stop: optionalText('Stop', 80),
});
export type AssignmentInput = v.InferOutput<typeof assignmentInput>;

/** `POST /bus/students/bulk` (`generate`): the same for ticked students; all or none. */
export const bulkAssignmentInput = v.object({
  student_ids: idList('Students'),
  bus_id: idField,
  category_id: idField,
  from: isoDate,
  stop: optionalText('Stop', 80),
});
export type BulkAssignmentInput = v.InferOutput<typeof bulkAssignmentInput>;

/** `POST /bus/students/{id}/end` (`generate`): the student's last day on the bus. */
export const endAssignmentInput = v.object({ to: isoDate });
export type EndAssignmentInput = v.InferOutput<typeof endAssignmentInput>;

export const assignmentListQuery = listQuery(['student', 'bus', 'zone', 'from'], {
  bus_id: v.optional(intParam('Bus', 1, Number.MAX_SAFE_INTEGER)),
  zone_id: v.optional(intParam('Zone', 1, Number.MAX_SAFE_INTEGER)),
  section_id: v.optional(intParam('Section', 1, Number.MAX_SAFE_INTEGER)),
  student_id: v.optional(intParam('Student', 1, Number.MAX_SAFE_INTEGER)),
  /** In force on this day (default today); ignored with `history`. */
  date: v.optional(isoDate),
  /** Every assignment, ended ones too, newest first. */
  history: v.optional(v.picklist(['true', 'false'], 'History is true or false.')),
});

export interface Assignment {
  id: number;
  student_id: number;
  student_name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  bus_id: number;
  bus_number: string;
  zone_id: number;
  zone_name: string;
  category_id: number;
  category_name: string;
  rate: number;
  stop: string | null;
  from: string;
  /** Last day ridden; null while open. */
  to: string | null;
}

/** `GET /bus/students/section/{sectionId}?date=` (`generate`): a section's students and the assignment each has on the day. */
export interface SectionRider {
  student_id: number;
  student_name: string;
  admission_no: string;
  assignment: Assignment | null;
}

/**
 * `GET /bus/students/candidates?search=` (`generate`): active students enrolled now whose name
 * or admission number matches, for the assign dialog's picker (a `generate` holder may not hold
 * `list-student`). At most 20.
 */
export const busCandidateQuery = v.object({
  search: v.pipe(v.string('Search is required.'), v.trim(), v.minLength(1, 'Type part of a name or an admission number.'), v.maxLength(100, 'Search cannot be more than 100 characters long.'), v.check((s) => !s.includes('\u0000'), 'Search cannot hold a NUL character.')),
});
export interface BusCandidate {
  student_id: number;
  student_name: string;
  admission_no: string;
  class_name: string;
  section_name: string;
}

/** `GET /bus/fees/preview?month=`, `POST /bus/fees/generate` (`generate`, Idempotency-Key). */
export const busFeeRunInput = v.pipe(
  v.object({ month: monthField, date: v.optional(isoDate) }),
  v.forward(
    v.check((run) => !run.date || run.date.slice(0, 7) === run.month, 'Date the charges within the month they are for.'),
    ['date'],
  ),
);
export type BusFeeRunInput = v.InferOutput<typeof busFeeRunInput>;
export const busFeePreviewQuery = v.object({ month: monthField });

/** new: not billed yet; billed: billed at today's amount; changed: billed at another amount. */
export type BusFeeRowState = 'new' | 'billed' | 'changed';

export interface BusFeeRow {
  student_id: number;
  student_name: string;
  admission_no: string;
  class_name: string | null;
  /** The assignment the month is charged under (the last one in force in the month). */
  bus_id: number;
  bus_number: string;
  zone_name: string;
  category_name: string;
  rate: number;
  /** Days in force in the month, of `days_in_month`. */
  days: number;
  amount: number;
  billed: number | null;
  /** The latest charge already posted for the month (not reversed), to open and reverse when it changed. */
  billed_entry_id: number | null;
  state: BusFeeRowState;
}

export interface BusFeePreview {
  month: string;
  proration: BusProration;
  days_in_month: number;
  rows: BusFeeRow[];
  totals: Record<BusFeeRowState, { students: number; amount: number }>;
}

export interface BusFeeRunResult {
  message: string;
  billed: number;
  amount: number;
}

/** `GET /bus/report?month=` (`report`). */
export const busReportQuery = v.object({ month: monthField });

export interface BusReportTotals {
  riders: number;
  billed: number;
  paid: number;
  outstanding: number;
}

export interface BusReport {
  month: string;
  proration: BusProration;
  buses: (BusReportTotals & { bus_id: number; bus_number: string; capacity: number })[];
  zones: (BusReportTotals & { zone_id: number; zone_name: string })[];
  students: (BusReportTotals & { student_id: number; student_name: string; class_name: string | null; bus_number: string; zone_name: string })[];
  totals: BusReportTotals;
  /**
   * The month's check: what the assignments come to (Σ riders × rate, prorated) against the
   * ledger's bus fees for the month (credits to Bus fee income under `bus:YYYY-MM`, reversals
   * netted). Zero difference when every rider is billed at today's rates.
   */
  check: { expected: number; ledger: number; difference: number; unbilled_students: number };
}

/** `GET /bus/{id}/riders?date=` (`list-bus`): the driver's list, saved on the tablet that opened it (ADR 024). */
export interface RidersList {
  bus: { id: number; number: string; plate: string; capacity: number; driver_name: string | null; driver_phone: string | null };
  date: string;
  school: { name: string; phone: string | null };
  riders: {
    student_id: number;
    student_name: string;
    admission_no: string;
    class_name: string | null;
    section_name: string | null;
    zone_name: string;
    category_name: string;
    stop: string | null;
    parent_name: string | null;
    parent_phone: string | null;
    parent_phone2: string | null;
  }[];
}
export const ridersQuery = v.object({ date: v.optional(isoDate) });
