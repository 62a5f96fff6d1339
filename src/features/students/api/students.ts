import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AdmissionInput, Page, Parent, PerformanceNote, RosterStudent, Section, Student, StudentListRow, StudentUpdateInput,
  TransferCertificate, TransferInput,
} from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { uploadImage } from '@/lib/images';
import { useAction } from '@/lib/use-action';

/**
 * `students` (list and detail) is NOT persisted: it holds parents' contacts.
 * `roster` IS meant for the persisted allowlist: per section, RosterStudent fields only.
 */
export const STUDENTS_KEY = ['students'] as const;
export const ROSTER_KEY = ['roster'] as const;

type Message = { message: string };

export const fetchStudentsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<StudentListRow>>('students', toListParams(state), { signal });

export const studentsQueryOptions = (state: ListState, enabled = true) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchStudentsPage(state, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const studentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'one', id],
    queryFn: ({ signal }) => http.get<Student>(`students/${id}`, undefined, { signal }),
  });

/** Only what a roster may keep on the device: no parent, no contacts. */
export function toRosterStudent(row: RosterStudent): RosterStudent {
  return {
    id: row.id,
    admission_no: row.admission_no,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    fullname: row.fullname,
    gender: row.gender,
    photo: row.photo,
    status: row.status,
    class_id: row.class_id,
    class_name: row.class_name,
    section_id: row.section_id,
    section_name: row.section_name,
  };
}

/** A section's active students, saved for offline use (root `roster`). */
export const rosterQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: [...ROSTER_KEY, sectionId],
    queryFn: ({ signal }) =>
      http
        .list<Page<StudentListRow>>('students', { section_id: sectionId, limit: 500, status: 'Active', sort: 'first_name', order: 'asc' }, { signal })
        .then((p) => p.data.map(toRosterStudent)),
  });

/** A student from any saved roster: the offline card is built from it. */
export function savedRosterStudent(queryClient: QueryClient, id: number): { student: RosterStudent; savedAt: number } | null {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...ROSTER_KEY] })) {
    const rows = query.state.data as RosterStudent[] | undefined;
    const student = rows?.find((s) => s.id === id);
    if (student) return { student, savedAt: query.state.dataUpdatedAt };
  }
  return null;
}

/** Sections of a class in the active year (root `sections`: persisted, so the select works offline). */
export const classSectionsQueryOptions = (classId: number | null) =>
  queryOptions({
    queryKey: ['sections', 'by-class', classId],
    queryFn: ({ signal }) =>
      http.list<Page<Section & { enrolled?: number }>>('sections', { page: 1, limit: 500, class_id: classId, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
    enabled: classId !== null,
  });

/** The admission number the server suggests (add-student). */
export const nextAdmissionNoQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'next-admission-no'],
    queryFn: ({ signal }) =>
      http.get<unknown>('students/next-admission-no', undefined, { signal }).then((r) => {
        if (typeof r === 'string') return r;
        const o = (r ?? {}) as Record<string, unknown>;
        const value = o.admission_no ?? o.number ?? o.next ?? '';
        return typeof value === 'string' ? value : String(value);
      }),
    staleTime: 0,
  });

/** Search-as-you-type over parents (not persisted: contacts). */
export const parentSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['parents', 'search', search],
    queryFn: ({ signal }) => http.list<Page<Parent>>('parents', { page: 1, limit: 10, search, sort: 'fullname', order: 'asc' }, { signal }).then((p) => p.data),
    enabled: search.trim().length >= 2,
  });

export const studentPerformanceQueryOptions = (studentId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['performance', 'by-student', studentId],
    queryFn: ({ signal }) =>
      http.list<Page<PerformanceNote>>('students/performance', { student_id: studentId, page: 1, limit: 50, sort: 'date', order: 'desc' }, { signal }),
    enabled,
  });

export const transferCertificateQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'transfer-certificate', studentId],
    queryFn: ({ signal }) => http.get<TransferCertificate>('students/transfer', { studentId }, { signal }),
  });

// ---------------------------------------------------------------- photo upload

export function useUploadPhoto(onDone: (filename: string) => void) {
  return useAction({ mutationFn: uploadImage, onSuccess: (image) => onDone(image.filename) });
}

// ---------------------------------------------------------------- mutations

export function useAdmitStudent(onDone: (id: number) => void | Promise<void>) {
  return useAction({
    mutationFn: (input: AdmissionInput) => http.post<Message & { id: number }>('studentClass/add', input),
    // A new enrolment fills a section (capacity) and may add a parent.
    invalidates: [[...STUDENTS_KEY], [...ROSTER_KEY], ['sections'], ['parents']],
    success: (data) => data,
    onSuccess: (data) => onDone(data.id),
  });
}

export function useUpdateStudent(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: StudentUpdateInput) => http.put<Message>(`students/${id}`, input),
    invalidates: [[...STUDENTS_KEY], [...ROSTER_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetStudentStatus(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: { status: 'Active' | 'Inactive'; reason: string | null }) => http.post<Message>(`students/${id}/status`, input),
    invalidates: [[...STUDENTS_KEY], [...ROSTER_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useTransferStudent(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (input: TransferInput) => http.post<Message>(`students/${id}/transfer`, input),
    invalidates: [[...STUDENTS_KEY], [...ROSTER_KEY], ['sections']],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetStudentPassword(id: number, onDone: () => void) {
  return useAction({
    mutationFn: (password: string) => http.post<Message>(`students/${id}/password`, { password }),
    invalidates: [[...STUDENTS_KEY, 'one', id]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
