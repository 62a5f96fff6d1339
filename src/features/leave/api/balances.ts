import { queryOptions } from '@tanstack/react-query';
import { leaveBalanceEndpoints, leaveReportEndpoints, type LeaveOpeningInput } from '@contract';
import { leaveKeys } from '@/api/leave';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export interface BalanceQuery {
  academic_year_id?: number;
  employee_id?: number;
}

/** Balances for a year (none: the active one): one employee's, or everyone's (`list-employee`). */
export const balancesQueryOptions = (query: BalanceQuery, enabled = true) =>
  queryOptions({
    queryKey: leaveKeys.balances(query),
    queryFn: ({ signal }) => http.call(leaveBalanceEndpoints.list, { query: { ...query } }, { signal }),
    enabled,
  });

/** Set what an employee had left of a type when the school moved in: once per type and year. */
export function useSetOpening(onDone: () => void) {
  return useAction({
    mutationFn: (input: LeaveOpeningInput) => http.call(leaveBalanceEndpoints.opening, { body: input }),
    invalidates: [leaveKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** The leave report of a year (none: the active one). */
export const leaveReportQueryOptions = (yearId: number | undefined) =>
  queryOptions({
    queryKey: leaveKeys.report(yearId),
    queryFn: ({ signal }) => http.call(leaveReportEndpoints.report, { query: { academic_year_id: yearId } }, { signal }),
  });
