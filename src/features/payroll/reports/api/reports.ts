import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payrollReportEndpoints, type EmployeeType, type RecoveryKind, type RecoveryState } from '@contract';
import { searchEmployees } from '@/api/employee-search';
import { payrollReportKey, REPORT_STALE, type MonthRange } from '@/api/payroll-reports';
import { http } from '@/lib/http';

/** Payroll by month and employee type (`payroll-report`): approved and paid runs only. Never saved on the device. */
export const payrollReportQueryOptions = (filter: MonthRange & { type?: EmployeeType }) =>
  queryOptions({
    queryKey: payrollReportKey('payroll', { ...filter }),
    queryFn: ({ signal }) => http.call(payrollReportEndpoints.payroll, { query: { ...filter } }, { signal }),
    staleTime: REPORT_STALE,
  });

export interface LoanReportFilter {
  kind?: RecoveryKind;
  status?: RecoveryState;
  employee_id?: number;
}

/** Every advance and loan with its schedule (`loan-report`). */
export const loanReportQueryOptions = (filter: LoanReportFilter) =>
  queryOptions({
    queryKey: payrollReportKey('loans', { ...filter }),
    queryFn: ({ signal }) => http.call(payrollReportEndpoints.loans, { query: { ...filter } }, { signal }),
    staleTime: REPORT_STALE,
  });

/** An employee as the pickers list them. */
export interface FoundEmployee {
  id: number;
  name: string;
  number: string;
  job_title: string;
}

/**
 * The first employees matching what was typed, leavers included (their pay history still
 * matters), through the staff list's search (`list-employee`). The last answer stays while
 * the next is read.
 */
async function findEmployees(search: string, signal: AbortSignal): Promise<FoundEmployee[]> {
  const rows = await searchEmployees(search, signal);
  return rows.map((e) => ({ id: e.id, name: e.fullname, number: e.number, job_title: e.job_title }));
}

export const employeeSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: payrollReportKey('pick/employees', { search }),
    queryFn: ({ signal }) => findEmployees(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
