import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf } from './answers';
import { dayLabel } from './calendar';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, optionalText, requiredText, rowVersion, versioned } from './fields';
import { intParam, listQuery } from './lists';
import { API } from './paths';

/**
 * Staff leave (issue 35, ADR 046). Days of leave are counted in school days (the attendance
 * settings' weekdays, less holidays) and travel as numbers with at most one half: 2, 0.5, 11.5.
 * A year of leave is the school's academic year.
 */

/** Most days of leave a type can give in a year, and most a balance can open with. */
export const LEAVE_DAYS_MAX = 366;
/** The longest single request, in calendar days. */
export const LEAVE_SPAN_MAX_DAYS = 366;

/** Whole or half days, 0 to `max`. */
export const halfDays = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number of days.`),
    v.minValue(0, `${label} cannot be below zero.`),
    v.maxValue(max, `${label} cannot be more than ${max}.`),
    v.check((n) => Number.isInteger(n * 2), `${label} must be whole or half days.`),
  );

const flag = (label: string) => v.boolean(`${label} is true or false.`);

export const LEAVE_TYPE_STATES = ['Active', 'Inactive'] as const;

/** `POST /employees/leave/types` (Admin or `update-employee`): a kind of leave the school grants. */
const leaveTypeFields = {
  name: requiredText('Name', 60, 2),
  /** Null: no limit (unpaid leave). */
  days_per_year: v.nullable(halfDays('Days per year', LEAVE_DAYS_MAX)),
  paid: flag('Paid'),
  carries_over: flag('Carries over'),
  needs_approval: flag('Needs approval'),
};
export const leaveTypeInput = v.object(leaveTypeFields);
export type LeaveTypeInput = v.InferOutput<typeof leaveTypeInput>;

/** `PUT /employees/leave/types/{id}`: requests already made keep the days they counted. */
export const leaveTypeUpdateInput = v.object({ ...versioned, ...leaveTypeFields, status: v.picklist(LEAVE_TYPE_STATES, 'Status is Active or Inactive.') });
export type LeaveTypeUpdateInput = v.InferOutput<typeof leaveTypeUpdateInput>;

export const leaveTypeRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  days_per_year: v.nullable(v.number()),
  paid: v.boolean(),
  carries_over: v.boolean(),
  needs_approval: v.boolean(),
  status: v.picklist(LEAVE_TYPE_STATES),
  /** Requests of this type ever made: a used type is made Inactive, not renamed into another. */
  requests: v.number(),
});
export type LeaveType = v.InferOutput<typeof leaveTypeRow>;

/** How a day of unpaid leave is priced: base ÷ the month's school days, or base ÷ 30. */
export const UNPAID_DAY_BASES = ['school-days', 'thirty'] as const;
export type UnpaidDayBasis = (typeof UNPAID_DAY_BASES)[number];

/** Version 0: the school has not saved its settings yet and has the defaults. */
export const leaveSettingsRow = v.object({ version: v.number(), unpaid_day_basis: v.picklist(UNPAID_DAY_BASES) });
export type LeaveSettings = v.InferOutput<typeof leaveSettingsRow>;
/** `PUT /employees/leave/settings` (Admin or `update-employee`); version 0 saves the defaults' first change. */
export const leaveSettingsInput = v.object({
  version: v.optional(rowVersion(0, 'Version is a whole number from 0.')),
  unpaid_day_basis: v.picklist(UNPAID_DAY_BASES, 'Price a day of unpaid leave by the school days of the month or by 30.'),
});
export type LeaveSettingsInput = v.InferOutput<typeof leaveSettingsInput>;

/** One employee's leave of one type in one academic year. */
export const leaveBalanceRow = v.object({
  employee_id: v.number(),
  employee_name: v.string(),
  employee_number: v.string(),
  leave_type_id: v.number(),
  leave_type: v.string(),
  paid: v.boolean(),
  /** Null for a type without a limit. */
  entitlement: v.nullable(v.number()),
  /** Days the year before carried over (types that carry over, with no opening set). */
  carried: v.number(),
  /** The opening balance set when the school moved in, which replaces entitlement and carried. */
  opening: v.nullable(v.number()),
  /** Approved days of the year. */
  taken: v.number(),
  /** Days asked for and not yet decided. */
  pending: v.number(),
  /** What is left (null without a limit): opening, or entitlement + carried, less taken. */
  left: v.nullable(v.number()),
});
export type LeaveBalance = v.InferOutput<typeof leaveBalanceRow>;

/**
 * `GET /employees/leave/balances?academic_year_id&employee_id`: one employee's (their own always;
 * another's with `view-employee`, `update-employee` or `approve-leave`), or everyone's
 * (`list-employee`). The active year unless another is named.
 */
export const leaveBalanceQuery = v.object({
  academic_year_id: v.optional(intParam('Academic year', 1, Number.MAX_SAFE_INTEGER)),
  employee_id: v.optional(intParam('Employee', 1, Number.MAX_SAFE_INTEGER)),
});
export const leaveBalancesAnswer = v.object({
  academic_year: v.object({ id: v.number(), name: v.string(), start_date: v.string(), end_date: v.string() }),
  balances: v.array(leaveBalanceRow),
});
export type LeaveBalances = v.InferOutput<typeof leaveBalancesAnswer>;

/**
 * `POST /employees/leave/balances/opening` (Admin or `update-employee`): what an employee had
 * left of a type in a year when the school moved in. Set once: a second is 409.
 */
export const leaveOpeningInput = v.object({
  employee_id: idField,
  leave_type_id: idField,
  academic_year_id: v.optional(idField),
  days: halfDays('Days left', LEAVE_DAYS_MAX),
});
export type LeaveOpeningInput = v.InferOutput<typeof leaveOpeningInput>;

/** A request's days as messages and lists name them: "3 Dec 2026", "3–4 Dec 2026", "30 Nov – 2 Dec 2026". */
export function leaveSpanLabel(start: string, end: string): string {
  if (start === end) return dayLabel(start);
  const [from, to] = [dayLabel(start), dayLabel(end)];
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8, 10))}–${to}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${from.slice(0, -5)} – ${to}`;
  return `${from} – ${to}`;
}

export const LEAVE_STATES = ['Requested', 'Approved', 'Refused', 'Cancelled'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];

/**
 * `POST /employees/leave/requests`: leave from `start_date` to `end_date`. Without `employee_id`
 * it is the user's own (their staff record); naming another is the office recording it
 * (Admin or `update-employee`). `half_first_day`: the first day from midday; `half_last_day`:
 * the last day to midday (on a one-day request, either makes it half a day).
 */
export const leaveRequestInput = v.pipe(
  v.object({
    employee_id: v.optional(idField),
    leave_type_id: idField,
    start_date: isoDate,
    end_date: isoDate,
    half_first_day: v.optional(flag('Half first day'), false),
    half_last_day: v.optional(flag('Half last day'), false),
    reason: v.optional(v.pipe(v.string('Reason must be text.'), v.trim(), v.maxLength(500, 'Reason cannot be more than 500 characters long.')), ''),
  }),
  v.forward(
    v.check((r) => r.end_date >= r.start_date, 'The last day cannot be before the first.'),
    ['end_date'],
  ),
);
export type LeaveRequestInput = v.InferOutput<typeof leaveRequestInput>;

/** `POST /employees/leave/requests/{id}/approve` (Admin or `approve-leave`). */
export const leaveApproveInput = v.object({ ...versioned, note: optionalText('Note', 500) });
/** `POST /employees/leave/requests/{id}/refuse` (Admin or `approve-leave`): the reason is told to the employee. */
export const leaveRefuseInput = v.object({ ...versioned, note: requiredText('Reason', 500, 3) });
/** `POST /employees/leave/requests/{id}/cancel`: the employee's own before it starts, or an approver's. */
export const leaveCancelInput = v.object({ ...versioned });

/**
 * `GET /employees/leave/requests` and `…/{id}`: anyone's for a holder of `list-employee`,
 * `view-employee`, `update-employee` or `approve-leave` (Admin too); for anyone else only their
 * own (the list is theirs without asking; another's is 403). `mine` keeps the user's own.
 */
export const leaveRequestListQuery = listQuery(['start_date', 'employee', 'status'], {
  status: v.optional(v.picklist(LEAVE_STATES, `Status is one of: ${LEAVE_STATES.join(', ')}.`)),
  employee_id: v.optional(idField),
  /** Requests that touch this day or later. */
  from: v.optional(isoDate),
  /** Requests that touch this day or earlier. */
  to: v.optional(isoDate),
  /** Only the user's own. */
  mine: v.optional(v.picklist(['1', 'true'], 'Mine is 1 or true.')),
});

export const leaveRequestRow = v.object({
  id: v.number(),
  version: v.number(),
  employee_id: v.number(),
  employee_name: v.string(),
  employee_number: v.string(),
  leave_type_id: v.number(),
  leave_type: v.string(),
  paid: v.boolean(),
  start_date: v.string(),
  end_date: v.string(),
  half_first_day: v.boolean(),
  half_last_day: v.boolean(),
  days: v.number(),
  reason: v.string(),
  status: v.picklist(LEAVE_STATES),
  requested_by_name: v.nullable(v.string()),
  requested_at: v.string(),
  decided_by_name: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  decision_note: v.nullable(v.string()),
});
export type LeaveRequest = v.InferOutput<typeof leaveRequestRow>;

/** `GET /employees/leave/report?academic_year_id` (`employee-report` or `approve-leave`). */
export const leaveReportQuery = v.object({ academic_year_id: v.optional(intParam('Academic year', 1, Number.MAX_SAFE_INTEGER)) });
export const leaveReportAnswer = v.object({
  academic_year: v.object({ id: v.number(), name: v.string(), start_date: v.string(), end_date: v.string() }),
  types: v.array(v.object({ id: v.number(), name: v.string(), paid: v.boolean() })),
  /** Per employee, per type: days taken and left (left null without a limit). */
  employees: v.array(
    v.object({
      employee_id: v.number(),
      employee_name: v.string(),
      employee_number: v.string(),
      by_type: v.array(v.object({ leave_type_id: v.number(), taken: v.number(), left: v.nullable(v.number()) })),
      taken: v.number(),
    }),
  ),
  /** Days of approved leave falling in each month of the year (`YYYY-MM`), per type. */
  months: v.array(v.object({ month: v.string(), by_type: v.array(v.object({ leave_type_id: v.number(), days: v.number() })), days: v.number() })),
  /** Lessons each teacher covered this year. */
  cover: v.array(v.object({ teacher_id: v.number(), teacher_name: v.string(), lessons: v.number() })),
});
export type LeaveReport = v.InferOutput<typeof leaveReportAnswer>;

export const leaveTypeEndpoints = {
  list: endpoint({ mount: API.leaveTypes, method: 'GET', path: '/', output: v.array(leaveTypeRow) }),
  create: endpoint({ mount: API.leaveTypes, method: 'POST', path: '/', body: leaveTypeInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.leaveTypes, method: 'PUT', path: '/:id', params: idParams, body: leaveTypeUpdateInput, output: messageAnswer }),
};

export const leaveSettingsEndpoints = {
  get: endpoint({ mount: API.leaveSettings, method: 'GET', path: '/', output: leaveSettingsRow }),
  update: endpoint({ mount: API.leaveSettings, method: 'PUT', path: '/', body: leaveSettingsInput, output: messageAnswer }),
};

export const leaveBalanceEndpoints = {
  list: endpoint({ mount: API.leaveBalances, method: 'GET', path: '/', query: leaveBalanceQuery, output: leaveBalancesAnswer }),
  opening: endpoint({ mount: API.leaveBalances, method: 'POST', path: '/opening', body: leaveOpeningInput, output: createdAnswer, status: 201 }),
};

export const leaveRequestEndpoints = {
  list: endpoint({ mount: API.leaveRequests, method: 'GET', path: '/', query: leaveRequestListQuery, output: pageOf(leaveRequestRow), paged: true }),
  get: endpoint({ mount: API.leaveRequests, method: 'GET', path: '/:id', params: idParams, output: leaveRequestRow }),
  create: endpoint({ mount: API.leaveRequests, method: 'POST', path: '/', body: leaveRequestInput, output: createdAnswer, status: 201 }),
  approve: endpoint({ mount: API.leaveRequests, method: 'POST', path: '/:id/approve', params: idParams, body: leaveApproveInput, output: messageAnswer }),
  refuse: endpoint({ mount: API.leaveRequests, method: 'POST', path: '/:id/refuse', params: idParams, body: leaveRefuseInput, output: messageAnswer }),
  cancel: endpoint({ mount: API.leaveRequests, method: 'POST', path: '/:id/cancel', params: idParams, body: leaveCancelInput, output: messageAnswer }),
};

export const leaveReportEndpoints = {
  report: endpoint({ mount: API.leaveReport, method: 'GET', path: '/', query: leaveReportQuery, output: leaveReportAnswer }),
};
