import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { employeeEndpoints, employeeListQuery, type EmployeeInput } from '@contract';
import { employeeKeys } from '@/api/employees';
import { sectionKeys } from '@/api/sections';
import { pagedList } from '@/api/records';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved: pay, bank and contact details stay off the device. */

export const employeeListSearch = searchSchemaOf(employeeListQuery);
export type EmployeeListState = v.InferOutput<typeof employeeListSearch>;

export const employeePages = pagedList(employeeEndpoints.list, employeeKeys.list);

/** One employee with pay, bank details and status history (view-employee). */
export const employeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => http.call(employeeEndpoints.get, { params: { id } }, { signal }),
  });

/** The number the server would give a new employee (add-employee). */
export const nextNumberQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.nextNumber(),
    queryFn: ({ signal }) => http.call(employeeEndpoints.nextNumber, undefined, { signal }).then((r) => r.number),
    staleTime: 0,
  });

/** The teacher picker sits under the employees root; section rows name their class teacher. */
const changed = [employeeKeys.all, sectionKeys.all];

export function useSaveEmployee(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: EmployeeInput }) =>
      id ? http.call(employeeEndpoints.update, { params: { id }, body: input }) : http.call(employeeEndpoints.create, { body: input }),
    invalidates: changed,
    success: (data) => ('number' in data ? `${data.message} as ${data.number}` : data.message),
    onSuccess: onDone,
  });
}

/** Deactivating carries the last working day (`left_on`), which the month's payroll prorates to. */
export function useSetEmployeeStatus(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, active, reason, left_on }: { id: number; active: boolean; reason: string | null; left_on?: string }) =>
      http.call(active ? employeeEndpoints.activate : employeeEndpoints.deactivate, { params: { id }, body: active || !left_on ? { reason } : { reason, left_on } }),
    invalidates: changed,
    success: (data) => data,
    onSuccess: onDone,
  });
}
