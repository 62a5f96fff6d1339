import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  parentEndpoints, performanceEndpoints, studentEndpoints, studentListQuery, type AdmissionInput, type RosterStudent,
  type StudentUpdateInput, type TransferInput,
} from '@contract';
import { parentKeys } from '@/api/parents';
import { performanceKeys } from '@/api/performance';
import { keepFields } from '@/api/rows';
import { sectionKeys } from '@/api/sections';
import { ROSTER_FIELDS, studentKeys } from '@/api/students';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { uploadImage } from '@/lib/images';
import { useAction } from '@/lib/use-action';

/** The student list and page are not saved (they hold parents' contacts); a section's roster is. */

export const studentListSearch = searchSchemaOf(studentListQuery);
export type StudentListState = v.InferOutput<typeof studentListSearch>;

export const fetchStudentsPage = (state: ListState, signal?: AbortSignal) =>
  http.call(studentEndpoints.list, { query: toListParams(state) }, { signal });

export const studentsQueryOptions = (state: ListState, enabled = true) =>
  queryOptions({
    queryKey: studentKeys.list(state),
    queryFn: ({ signal }) => fetchStudentsPage(state, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const studentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => http.call(studentEndpoints.get, { params: { id } }, { signal }),
  });

/** A section's active students, saved for offline use: RosterStudent fields only. */
export const rosterQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: studentKeys.roster(sectionId),
    queryFn: ({ signal }) =>
      http
        .call(studentEndpoints.list, { query: { section_id: sectionId, limit: 500, status: 'Active', sort: 'first_name', order: 'asc' } }, { signal })
        .then((p) => p.data.map((row): RosterStudent => keepFields<RosterStudent>(row, ROSTER_FIELDS))),
    meta: { persist: true },
  });

/** A student from any saved roster: the offline card is built from it. */
export function savedRosterStudent(queryClient: QueryClient, id: number): { student: RosterStudent; savedAt: number } | null {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: studentKeys.rosters() })) {
    const rows = query.state.data as RosterStudent[] | undefined;
    const student = rows?.find((s) => s.id === id);
    if (student) return { student, savedAt: query.state.dataUpdatedAt };
  }
  return null;
}

/** The admission number the server suggests (add-student). */
export const nextAdmissionNoQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.nextAdmissionNo(),
    queryFn: ({ signal }) => http.call(studentEndpoints.nextAdmissionNo, undefined, { signal }).then((r) => r.admission_no),
    staleTime: 0,
  });

/** Search-as-you-type over parents (not saved: contacts). */
export const parentSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: parentKeys.search(search),
    queryFn: ({ signal }) => http.call(parentEndpoints.list, { query: { page: 1, limit: 10, search, sort: 'fullname', order: 'asc' } }, { signal }).then((p) => p.data),
    enabled: search.trim().length >= 2,
  });

export const studentPerformanceQueryOptions = (studentId: number, enabled: boolean) =>
  queryOptions({
    queryKey: performanceKeys.byStudent(studentId),
    queryFn: ({ signal }) =>
      http.call(performanceEndpoints.list, { query: { student_id: studentId, page: 1, limit: 50, sort: 'date', order: 'desc' } }, { signal }),
    enabled,
  });

export const transferCertificateQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: studentKeys.transferCertificate(studentId),
    queryFn: ({ signal }) => http.call(studentEndpoints.transferCertificate, { query: { studentId } }, { signal }),
  });

// ---------------------------------------------------------------- photo upload

export function useUploadPhoto(onDone: (filename: string) => void) {
  return useAction({ mutationFn: uploadImage, onSuccess: (image) => onDone(image.filename) });
}

// ---------------------------------------------------------------- mutations
// `studentKeys.all` covers the list, the student's page and every saved roster.

export function useAdmitStudent(onDone: (id: number) => void | Promise<void>) {
  return useAction({
    mutationFn: (input: AdmissionInput) => http.call(studentEndpoints.admit, { body: input }),
    // A new enrolment fills a section (capacity) and may add a parent.
    invalidates: [studentKeys.all, sectionKeys.all, parentKeys.all],
    success: (data) => data,
    onSuccess: (data) => onDone(data.id),
  });
}

export function useUpdateStudent(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: StudentUpdateInput) => http.call(studentEndpoints.update, { params: { id }, body: input }),
    invalidates: [studentKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetStudentStatus(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: { status: 'Active' | 'Inactive'; reason: string | null }) => http.call(studentEndpoints.setStatus, { params: { id }, body: input }),
    invalidates: [studentKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useTransferStudent(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: TransferInput) => http.call(studentEndpoints.transfer, { params: { id }, body: input }),
    invalidates: [studentKeys.all, sectionKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetStudentPassword(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (password: string) => http.call(studentEndpoints.setPassword, { params: { id }, body: { password } }),
    invalidates: [studentKeys.detail(id)],
    success: (data) => data,
    onSuccess: onDone,
  });
}
