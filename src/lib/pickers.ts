import { queryOptions } from '@tanstack/react-query';
import type { AcademicYear, Page, Room, SchoolClass, TeacherOption } from '@contract';
import { http } from './http';

/**
 * The shared pickers: small read-only lists that several pages choose from. They live here
 * because features never import each other; their key roots are the owning lists' roots, so
 * a save on a list page (which invalidates its root) refreshes the pickers too.
 */
const ALL = { page: 1, limit: 500 } as const;

/** Every class the user may see, in school order. Persisted for offline (root `classes`). */
export const classOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['classes', 'all'],
    queryFn: ({ signal }) => http.list<Page<SchoolClass>>('class', { ...ALL, sort: 'sort_order', order: 'asc' }, { signal }).then((p) => p.data),
  });

/** Every room by name. */
export const roomOptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['rooms', 'all'],
    queryFn: ({ signal }) => http.list<Page<Room>>('classrooms', { ...ALL, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
    enabled,
  });

/** The school's active teachers: names and numbers only, no contact details. */
export const teacherOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['teachers'],
    queryFn: ({ signal }) => http.get<TeacherOption[]>('employees/teachers', undefined, { signal }),
  });

/** Every academic year, newest first. */
export const yearOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['academic-years', 'all'],
    queryFn: ({ signal }) => http.list<Page<AcademicYear>>('acedmic', { ...ALL, sort: 'start_date', order: 'desc' }, { signal }).then((p) => p.data),
  });
