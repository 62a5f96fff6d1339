import * as v from 'valibot';
import { EMPLOYEE_TYPES, idField, monthField, RECOVERY_KINDS, RECOVERY_STATES } from '@contract';

/**
 * The payroll reports' addresses. Every key may be typed by hand or bookmarked, so a bad value
 * falls back to "not set" (the default range, every type) instead of failing the page.
 */
const month = v.fallback(v.optional(monthField), undefined);
/** The router reads `?employee_id=3` as the number 3 and a pasted `"3"` as text: both are ids. */
const id = v.fallback(v.optional(idField), undefined);
const oneOf = <T extends readonly [string, ...string[]]>(options: T) => v.fallback(v.optional(v.picklist(options)), undefined);

export const monthRangeSearch = v.object({ from: month, to: month });
export type MonthRangeSearch = v.InferOutput<typeof monthRangeSearch>;

export const payrollReportSearch = v.object({ ...monthRangeSearch.entries, type: oneOf(EMPLOYEE_TYPES) });
export type PayrollReportSearch = v.InferOutput<typeof payrollReportSearch>;

export const loanReportSearch = v.object({ kind: oneOf(RECOVERY_KINDS), status: oneOf(RECOVERY_STATES), employee_id: id });
export type LoanReportSearch = v.InferOutput<typeof loanReportSearch>;

export const personalReportSearch = v.object({ ...monthRangeSearch.entries, employee_id: id });
export type PersonalReportSearch = v.InferOutput<typeof personalReportSearch>;

/** Where a recovery opens: its own page (advance or loan), with the schedule and its actions. */
export const recoveryHref = (kind: 'advance' | 'loan', id: number) => `#/employees/${kind}/${id}`;
