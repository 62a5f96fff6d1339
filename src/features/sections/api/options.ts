import { queryOptions } from '@tanstack/react-query';
import type { AcademicYear, Page, Room, SchoolClass, Subject, TeacherOption } from '@contract';
import { http } from '@/lib/http';

/**
 * The pickers of the sections page. Features never import each other, so these are the
 * section page's own small queries; keys and shapes match the owning pages' so a save
 * there (which invalidates the root) refreshes them here too.
 */

/** Every class in school order (same key and shape as the Classes page's picker). */
export const classOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['classes', 'all'],
    queryFn: ({ signal }) =>
      http.list<Page<SchoolClass>>('class', { page: 1, limit: 500, sort: 'sort_order', order: 'asc' }, { signal }).then((p) => p.data),
  });

/** Every room by name. Needs list-room; without it the room picker is simply empty. */
export const roomOptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['rooms', 'all'],
    queryFn: ({ signal }) => http.list<Page<Room>>('classrooms', { page: 1, limit: 500, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
    enabled,
  });

/** GET /employees/teachers: the school's active teachers (a picker: no contact details). */
export const teacherOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['teachers'],
    queryFn: ({ signal }) => http.get<TeacherOption[]>('employees/teachers', undefined, { signal }),
  });

/** Every academic year, newest first, for the year filter. */
export const yearOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['academic-years', 'all'],
    queryFn: ({ signal }) =>
      http.list<Page<AcademicYear>>('acedmic', { page: 1, limit: 500, sort: 'start_date', order: 'desc' }, { signal }).then((p) => p.data),
  });

/** The subjects a class takes, for the subject-teacher form. */
export const classSubjectsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['subjects', 'by-class', classId],
    queryFn: ({ signal }) =>
      http.list<Page<Subject>>('subjects', { page: 1, limit: 500, class_id: classId, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
  });
