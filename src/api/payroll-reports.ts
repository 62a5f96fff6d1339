import { queryOptions } from '@tanstack/react-query';
import { addMonths, payrollReportEndpoints } from '@contract';
import { http, type Params } from '@/lib/http';
import { payrollKeys } from './payroll';

/**
 * The payroll reports' reads. The personal report lives here rather than in the payroll
 * feature because two features show it: the report page and the employee's Payroll tab.
 * Pay is never saved on the device (no `meta.persist`); a short staleTime keeps a loader's
 * read from being repeated on mount, while a report opened again later is read afresh.
 */
export const REPORT_STALE = 5_000;

/** A month range, both ends included, as `YYYY-MM`. */
export interface MonthRange {
  from: string;
  to: string;
}

/** Every payroll report sits under `payrollKeys.reports()`, so any payroll mutation refreshes them. */
export const payrollReportKey = (path: string, params: Params) => [...payrollKeys.reports(), path, params] as const;

/** One employee's pay over the months (`employee-report`); asked for only once an employee is chosen. */
export const personalReportQueryOptions = (employeeId: number | undefined, range: MonthRange) =>
  queryOptions({
    queryKey: payrollReportKey(`personal/${employeeId ?? 0}`, { ...range }),
    queryFn: ({ signal }) => http.call(payrollReportEndpoints.personal, { params: { id: employeeId ?? 0 }, query: { ...range } }, { signal }),
    enabled: employeeId !== undefined,
    staleTime: REPORT_STALE,
  });

/**
 * The twelve months to this one in the school's time zone (the device's when unknown): what
 * the employee's Payroll tab shows, and the range its link to the full report carries.
 */
export function lastTwelveMonths(timeZone?: string, now: Date = new Date()): MonthRange {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: timeZone || undefined }).format(now);
  } catch {
    today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit' }).format(now);
  }
  const month = today.slice(0, 7);
  return { from: addMonths(month, -11), to: month };
}
