import * as v from 'valibot';
import { idField, isoDate } from '@contract';
import { effectiveRange, type DateRange } from './range';

/**
 * The reports' addresses. Every key is typed by hand or bookmarked, so a bad value falls back
 * to "not set" (this month, all classes) instead of failing the page.
 */
const day = v.fallback(v.optional(isoDate), undefined);
/** The router reads `?class_id=3` as the number 3 and a pasted `"3"` as text: both are ids. */
const id = v.fallback(v.optional(idField), undefined);

export const rangeSearch = v.object({ from: day, to: day });
export type RangeSearch = v.InferOutput<typeof rangeSearch>;

export const accountReportSearch = v.object({ ...rangeSearch.entries, account: id });
export type AccountReportSearch = v.InferOutput<typeof accountReportSearch>;

export const studentReportSearch = v.object({ ...rangeSearch.entries, class_id: id, section_id: id });
export type StudentReportSearch = v.InferOutput<typeof studentReportSearch>;

export const statementSearch = v.object({ ...rangeSearch.entries, student_id: id });
export type StatementSearch = v.InferOutput<typeof statementSearch>;

export const balanceSheetSearch = v.object({ on: day });
export type BalanceSheetSearch = v.InferOutput<typeof balanceSheetSearch>;

/** The range a report asks the server for, always both ends: the page and its header agree on it. */
export const requestRange = (search: RangeSearch, today: string): DateRange => effectiveRange(search, today);

/** Where a student summary row opens: that student's statement over the same range. */
export function statementHref(studentId: number, range?: DateRange): string {
  const params = new URLSearchParams({ student_id: String(studentId) });
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return `#/finance/student-transaction?${params.toString()}`;
}
