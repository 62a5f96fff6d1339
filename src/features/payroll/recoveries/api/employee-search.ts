import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API, type EmployeeListRow, type Page } from '@contract';
import { employeeKeys } from '@/api/employees';
import { http } from '@/lib/http';

const pickKey = (search: string, active: boolean) => [...employeeKeys.lists(), 'pick', search, active] as const;

/**
 * The first twenty employees matching a name or number (`GET /employees?search=`), for the
 * employee pickers of the payroll pages. `active` leaves out those who have left: nobody pays
 * them an advance, though their old loans stay listed. Not saved for offline.
 */
export const employeeSearchQueryOptions = (search: string, active: boolean) =>
  queryOptions<EmployeeListRow[]>({
    queryKey: pickKey(search, active),
    queryFn: ({ signal }) =>
      http
        .list<Page<EmployeeListRow>>(API.employees, { page: 1, limit: 20, search, sort: 'first_name', order: 'asc', status: active ? 'Active' : undefined }, { signal })
        .then((p) => p.data),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
