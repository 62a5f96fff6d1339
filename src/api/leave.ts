import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leaveTypeEndpoints, type EmployeeListRow } from '@contract';
import { http } from '@/lib/http';
import { searchEmployees } from './employee-search';
import { employeeKeys } from './employees';

/**
 * Staff leave reads (issue 35). Leave is staff data, like pay: none of it is saved on the
 * device. Every leave change invalidates `leaveKeys.all`; a decision on unpaid leave also
 * makes the payroll runs of its month stale (payrollKeys).
 */
const all = ['leave'] as const;
export const leaveKeys = {
  all,
  types: () => [...all, 'types'] as const,
  settings: () => [...all, 'settings'] as const,
  balances: (query: { academic_year_id?: number; employee_id?: number }) => [...all, 'balances', query] as const,
  requests: () => [...all, 'requests'] as const,
  requestList: (state: object) => [...all, 'requests', 'list', state] as const,
  request: (id: number) => [...all, 'requests', 'detail', id] as const,
  report: (yearId: number | undefined) => [...all, 'report', yearId ?? 'active'] as const,
};

/** The school's kinds of leave, active and not (anyone signed in may read them). */
export const leaveTypesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => http.call(leaveTypeEndpoints.list, {}, { signal }),
  });

/**
 * The first twenty employees matching a name or number, for the leave pages' employee picker;
 * under the employee lists, so a change to an employee refreshes it. `active` leaves out those
 * who have left (nobody records new leave for them). Not saved for offline.
 */
export const leaveEmployeeSearchQueryOptions = (search: string, active: boolean) =>
  queryOptions<EmployeeListRow[]>({
    queryKey: [...employeeKeys.lists(), 'pick', search, active],
    queryFn: ({ signal }) => searchEmployees(search, signal, { activeOnly: active, byFirstName: true }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
