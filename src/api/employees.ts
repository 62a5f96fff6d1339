import { queryOptions } from '@tanstack/react-query';
import { employeeEndpoints, type TeacherOption } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { fieldsOf, keepFields } from './rows';

/** The teacher picker sits under `employees`, so saving or deactivating an employee refreshes it. */
const all = ['employees'] as const;
export const employeeKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  nextNumber: () => [...all, 'next-number'] as const,
  teachers: () => [...all, 'teachers'] as const,
  /** Under the lists, so adding or deactivating one refreshes it. */
  activeCount: () => [...all, 'list', 'active-count'] as const,
};

export const TEACHER_FIELDS = fieldsOf<TeacherOption>()({ id: true, fullname: true, number: true });

/** The school's active teachers: names and numbers only, never pay or contacts. Saved for offline. */
export const teacherOptionsQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.teachers(),
    queryFn: ({ signal }) =>
      http.call(employeeEndpoints.teachers, undefined, { signal }).then((rows) => rows.map((t) => keepFields(t, TEACHER_FIELDS))),
    meta: { persist: true },
  });
