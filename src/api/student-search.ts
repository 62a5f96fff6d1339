import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studentEndpoints, type StudentListRow } from '@contract';
import { http } from '@/lib/http';
import { studentKeys } from './students';

/** A picker shows the first few matches; the user types more to narrow them. */
export const STUDENT_PICK_LIMIT = 20;

/**
 * The students whose name, admission number or parent's phone matches what was typed, from the
 * students list (`list-student`), so the user's class scope applies as everywhere else.
 */
export const searchStudents = (search: string, signal?: AbortSignal): Promise<StudentListRow[]> =>
  http.call(studentEndpoints.list, { query: { page: 1, limit: STUDENT_PICK_LIMIT, search } }, { signal }).then((page) => page.data);

/**
 * Every student picker's query: the last answer stays while the next is read. Not saved for
 * offline (the rows carry parents' contacts).
 */
export const studentPickQueryOptions = (search: string) =>
  queryOptions({
    queryKey: studentKeys.pick(search),
    queryFn: ({ signal }) => searchStudents(search, signal),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
