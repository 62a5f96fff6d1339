import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Employee, EmployeeInput, EmployeeListRow, Page } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `employees` is NOT in the persisted allowlist: pay, bank and contact details stay off the device. */
export const EMPLOYEES_KEY = ['employees'] as const;

type Message = { message: string };

export const fetchEmployeesPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<EmployeeListRow>>('employees', toListParams(state), { signal });

export const employeesQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...EMPLOYEES_KEY, 'list', state],
    queryFn: ({ signal }) => fetchEmployeesPage(state, signal),
    placeholderData: keepPreviousData,
  });

/** One employee with pay, bank details and status history (view-employee). */
export const employeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...EMPLOYEES_KEY, 'one', id],
    queryFn: ({ signal }) => http.get<Employee>(`employees/${id}`, undefined, { signal }),
  });

/** The number the server would give a new employee (add-employee). */
export const nextNumberQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEES_KEY, 'next-number'],
    queryFn: ({ signal }) => http.get<{ number: string }>('employees/next-number', undefined, { signal }).then((r) => r.number),
    staleTime: 0,
  });

export function useSaveEmployee(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: EmployeeInput }) =>
      id ? http.put<Message>(`employees/${id}`, input) : http.post<Message & { id: number; number: string }>('employees', input),
    invalidates: [[...EMPLOYEES_KEY]],
    success: (data) => ('number' in data ? `${data.message} as ${data.number}` : data.message),
    onSuccess: onDone,
  });
}

export function useSetEmployeeStatus(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, active, reason }: { id: number; active: boolean; reason: string | null }) =>
      http.post<Message>(`employees/${id}/${active ? 'activate' : 'deactivate'}`, { reason }),
    invalidates: [[...EMPLOYEES_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
