import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EmployeeListRow } from '@contract';
import { searchEmployees } from '@/api/employee-search';
import { employeeKeys } from '@/api/employees';

const pickKey = (search: string, active: boolean) => [...employeeKeys.lists(), 'pick', search, active] as const;

/**
 * The first twenty employees matching a name or number (`GET /employees?search=`), for the
 * employee pickers of the payroll pages. `active` leaves out those who have left: nobody pays
 * them an advance, though their old loans stay listed. Not saved for offline.
 */
export const employeeSearchQueryOptions = (search: string, active: boolean) =>
  queryOptions<EmployeeListRow[]>({
    queryKey: pickKey(search, active),
    queryFn: ({ signal }) => searchEmployees(search, signal, { activeOnly: active, byFirstName: true }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
