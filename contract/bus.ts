import * as v from 'valibot';
import { idField, idParams, isoDate, moneyField, monthField, optionalId, optionalText, requiredText, versioned, wholeNumber } from './fields';
import { intParam, listQuery } from './lists';
import { createdAnswer, messageAnswer, pageOf } from './answers';
import { endpoint } from './endpoint';
import { API } from './paths';
import { BUS_PRORATIONS, idList } from './structure';

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

const busStateRow = v.picklist(BUS_STATES);
const prorationRow = v.picklist(BUS_PRORATIONS);

export const busRow = v.object({
  id: v.number(),
  version: v.number(),
  number: v.string(),
  plate: v.string(),
  driver_id: v.nullable(v.number()),
  driver_name: v.nullable(v.string()),
  driver_phone: v.nullable(v.string()),
  capacity: v.number(),
  status: busStateRow,
  /** Assignments in force on the listed day. */
  riders: v.number(),
});
export type Bus = v.InferOutput<typeof busRow>;

/** `GET /bus/drivers` (`add-bus` or `update-bus`): active employees of type driver. */
export const busDriverRow = v.object({ id: v.number(), name: v.string(), number: v.string(), phone: v.nullable(v.string()) });
export type BusDriver = v.InferOutput<typeof busDriverRow>;

/** `POST /bus/zones`, `PUT /bus/zones/{id}` (`fee-categories`): a zone and its monthly fee. */
export const zoneInput = v.object({
  name: requiredText('Zone name', 60),
  monthly_fee: moneyField('Monthly fee'),
  ...versioned,
});
export type ZoneInput = v.InferOutput<typeof zoneInput>;

export const zoneRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  monthly_fee: v.number(),
  categories: v.number(),
  /** Riders in force today under one of its categories. */
  riders: v.number(),
});
export type Zone = v.InferOutput<typeof zoneRow>;

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

export const feeCategoryRow = v.object({
  id: v.number(),
  version: v.number(),
  zone_id: v.number(),
  zone_name: v.string(),
  name: v.string(),
  /** Its own fee, or null to follow the zone's. */
  monthly_fee: v.nullable(v.number()),
  /** What a month costs under it: its own fee or the zone's. */
  rate: v.number(),
  status: busStateRow,
  riders: v.number(),
});
export type FeeCategory = v.InferOutput<typeof feeCategoryRow>;

/** `GET /bus/fee-categories?zone_id=`. */
export const feeCategoryListQuery = v.object({ zone_id: v.optional(intParam('Zone', 1, Number.MAX_SAFE_INTEGER)) });

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

export const assignmentRow = v.object({
  id: v.number(),
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  bus_id: v.number(),
  bus_number: v.string(),
  zone_id: v.number(),
  zone_name: v.string(),
  category_id: v.number(),
  category_name: v.string(),
  rate: v.number(),
  stop: v.nullable(v.string()),
  from: v.string(),
  /** Last day ridden; null while open. */
  to: v.nullable(v.string()),
});
export type Assignment = v.InferOutput<typeof assignmentRow>;

/** `GET /bus/students/section/{sectionId}?date=` (`generate`): a section's students and the assignment each has on the day. */
export const sectionRiderRow = v.object({
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  assignment: v.nullable(assignmentRow),
});
export type SectionRider = v.InferOutput<typeof sectionRiderRow>;

/** `POST /bus/students/bulk`: the message and the new assignments' ids. */
export const bulkAssignedAnswer = v.object({ message: v.string(), ids: v.array(v.number()) });

/**
 * `GET /bus/students/candidates?search=` (`generate`): active students enrolled now whose name
 * or admission number matches, for the assign dialog's picker (a `generate` holder may not hold
 * `list-student`). At most 20.
 */
export const busCandidateQuery = v.object({
  search: v.pipe(v.string('Search is required.'), v.trim(), v.minLength(1, 'Type part of a name or an admission number.'), v.maxLength(100, 'Search cannot be more than 100 characters long.'), v.check((s) => !s.includes('\u0000'), 'Search cannot hold a NUL character.')),
});
export const busCandidateRow = v.object({
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.string(),
  section_name: v.string(),
});
export type BusCandidate = v.InferOutput<typeof busCandidateRow>;

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
export const BUS_FEE_ROW_STATES = ['new', 'billed', 'changed'] as const;
export type BusFeeRowState = (typeof BUS_FEE_ROW_STATES)[number];

export const busFeeRow = v.object({
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  /** The assignment the month is charged under (the last one in force in the month). */
  bus_id: v.number(),
  bus_number: v.string(),
  zone_name: v.string(),
  category_name: v.string(),
  rate: v.number(),
  /** Days in force in the month, of `days_in_month`. */
  days: v.number(),
  amount: v.number(),
  billed: v.nullable(v.number()),
  /** The latest charge already posted for the month (not reversed), to open and reverse when it changed. */
  billed_entry_id: v.nullable(v.number()),
  state: v.picklist(BUS_FEE_ROW_STATES),
});
export type BusFeeRow = v.InferOutput<typeof busFeeRow>;

const feeTotal = v.object({ students: v.number(), amount: v.number() });
export const busFeePreviewAnswer = v.object({
  month: v.string(),
  proration: prorationRow,
  days_in_month: v.number(),
  rows: v.array(busFeeRow),
  totals: v.object({ new: feeTotal, billed: feeTotal, changed: feeTotal }),
});
export type BusFeePreview = v.InferOutput<typeof busFeePreviewAnswer>;

export const busFeeRunAnswer = v.object({ message: v.string(), billed: v.number(), amount: v.number() });
export type BusFeeRunResult = v.InferOutput<typeof busFeeRunAnswer>;

/** `GET /bus/report?month=` (`report`). */
export const busReportQuery = v.object({ month: monthField });

const reportTotals = { riders: v.number(), billed: v.number(), paid: v.number(), outstanding: v.number() };
const busReportTotals = v.object(reportTotals);
export type BusReportTotals = v.InferOutput<typeof busReportTotals>;

export const busReportAnswer = v.object({
  month: v.string(),
  proration: prorationRow,
  buses: v.array(v.object({ ...reportTotals, bus_id: v.number(), bus_number: v.string(), capacity: v.number() })),
  zones: v.array(v.object({ ...reportTotals, zone_id: v.number(), zone_name: v.string() })),
  students: v.array(
    v.object({ ...reportTotals, student_id: v.number(), student_name: v.string(), class_name: v.nullable(v.string()), bus_number: v.string(), zone_name: v.string() }),
  ),
  totals: busReportTotals,
  /**
   * The month's check: what the assignments come to (Σ riders × rate, prorated) against the
   * ledger's bus fees for the month (credits to Bus fee income under `bus:YYYY-MM`, reversals
   * netted). Zero difference when every rider is billed at today's rates.
   */
  check: v.object({ expected: v.number(), ledger: v.number(), difference: v.number(), unbilled_students: v.number() }),
});
export type BusReport = v.InferOutput<typeof busReportAnswer>;

/** `GET /bus/{id}/riders?date=` (`list-bus`): the driver's list, saved on the tablet that opened it (ADR 024). */
export const ridersListAnswer = v.object({
  bus: v.object({
    id: v.number(),
    number: v.string(),
    plate: v.string(),
    capacity: v.number(),
    driver_name: v.nullable(v.string()),
    driver_phone: v.nullable(v.string()),
  }),
  date: v.string(),
  school: v.object({ name: v.string(), phone: v.nullable(v.string()) }),
  riders: v.array(
    v.object({
      student_id: v.number(),
      student_name: v.string(),
      admission_no: v.string(),
      class_name: v.nullable(v.string()),
      section_name: v.nullable(v.string()),
      zone_name: v.string(),
      category_name: v.string(),
      stop: v.nullable(v.string()),
      parent_name: v.nullable(v.string()),
      parent_phone: v.nullable(v.string()),
      parent_phone2: v.nullable(v.string()),
    }),
  ),
});
export type RidersList = v.InferOutput<typeof ridersListAnswer>;
export const ridersQuery = v.object({ date: v.optional(isoDate) });

/** Buses (`/bus`), with the riders list. */
export const busEndpoints = {
  list: endpoint({ mount: API.buses, method: 'GET', path: '/', query: busListQuery, output: pageOf(busRow), paged: true }),
  riders: endpoint({ mount: API.buses, method: 'GET', path: '/:id/riders', params: idParams, query: ridersQuery, output: ridersListAnswer }),
  get: endpoint({ mount: API.buses, method: 'GET', path: '/:id', params: idParams, output: busRow }),
  create: endpoint({ mount: API.buses, method: 'POST', path: '/', body: busInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.buses, method: 'PUT', path: '/:id', params: idParams, body: busInput, output: messageAnswer }),
};

/** The bus form's driver picker (`/bus/drivers`). */
export const busDriverEndpoints = {
  list: endpoint({ mount: API.busDrivers, method: 'GET', path: '/', output: v.array(busDriverRow) }),
};

/** Zones (`/bus/zones`). */
export const busZoneEndpoints = {
  list: endpoint({ mount: API.busZones, method: 'GET', path: '/', output: v.array(zoneRow) }),
  create: endpoint({ mount: API.busZones, method: 'POST', path: '/', body: zoneInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.busZones, method: 'PUT', path: '/:id', params: idParams, body: zoneInput, output: messageAnswer }),
};

/** Fee categories (`/bus/fee-categories`). */
export const busFeeCategoryEndpoints = {
  list: endpoint({ mount: API.busFeeCategories, method: 'GET', path: '/', query: feeCategoryListQuery, output: v.array(feeCategoryRow) }),
  create: endpoint({ mount: API.busFeeCategories, method: 'POST', path: '/', body: feeCategoryInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.busFeeCategories, method: 'PUT', path: '/:id', params: idParams, body: feeCategoryInput, output: messageAnswer }),
};

/** Who rides which bus (`/bus/students`). The section's `:sectionId` is read by the handler (its 400 names `id`). */
export const busStudentEndpoints = {
  list: endpoint({ mount: API.busStudents, method: 'GET', path: '/', query: assignmentListQuery, output: pageOf(assignmentRow), paged: true }),
  candidates: endpoint({ mount: API.busStudents, method: 'GET', path: '/candidates', query: busCandidateQuery, output: v.array(busCandidateRow) }),
  section: endpoint({ mount: API.busStudents, method: 'GET', path: '/section/:sectionId', query: ridersQuery, output: v.array(sectionRiderRow) }),
  assign: endpoint({ mount: API.busStudents, method: 'POST', path: '/', body: assignmentInput, output: createdAnswer, status: 201 }),
  assignMany: endpoint({ mount: API.busStudents, method: 'POST', path: '/bulk', body: bulkAssignmentInput, output: bulkAssignedAnswer, status: 201 }),
  end: endpoint({ mount: API.busStudents, method: 'POST', path: '/:id/end', params: idParams, body: endAssignmentInput, output: messageAnswer }),
};

/** The month's bus fees (`/bus/fees`) and the report (`/bus/report`). */
export const busFeeEndpoints = {
  preview: endpoint({ mount: API.busFees, method: 'GET', path: '/preview', query: busFeePreviewQuery, output: busFeePreviewAnswer }),
  generate: endpoint({ mount: API.busFees, method: 'POST', path: '/generate', body: busFeeRunInput, output: busFeeRunAnswer, status: 201 }),
};
export const busReportEndpoints = {
  report: endpoint({ mount: API.busReport, method: 'GET', path: '/', query: busReportQuery, output: busReportAnswer }),
};
