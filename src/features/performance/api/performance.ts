import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, PerformanceInput, PerformanceNote, PerformanceReport, Section, StudentListRow } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not persisted: notes and reports are read online. */
export const PERFORMANCE_KEY = ['performance'] as const;

export const fetchPerformancePage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<PerformanceNote>>('students/performance', toListParams(state), { signal });

export const performanceQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'list', state],
    queryFn: ({ signal }) => fetchPerformancePage(state, signal),
    placeholderData: keepPreviousData,
  });

export interface ReportParams {
  class_id?: number;
  section_id?: number;
  start: string;
  end: string;
}

export const performanceReportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'report', params],
    queryFn: ({ signal }) => http.get<PerformanceReport>('students/performance/report', { ...params, limit: 5 }, { signal }),
    enabled: Boolean(params.class_id || params.section_id),
    placeholderData: keepPreviousData,
  });

/** A class's sections in the active year (or the given year), for the filters. */
export const sectionOptionsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: ['sections', 'options', classId],
    queryFn: ({ signal }) =>
      http.list<Page<Section>>('sections', { page: 1, limit: 500, class_id: classId, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
    enabled: Boolean(classId),
  });

/** The student picker: name or admission number, the first twenty matches. */
export const studentSearchQueryOptions = (search: string) =>
  queryOptions<StudentListRow[]>({
    queryKey: ['students', 'pick', search],
    queryFn: ({ signal }) => http.list<Page<StudentListRow>>('students', { page: 1, limit: 20, search }, { signal }).then((p) => p.data),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSavePerformance(onDone: (data: { message?: string }, vars: { id: number | null; input: PerformanceInput }) => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: PerformanceInput }) =>
      id ? http.put<{ message?: string }>(`students/performance/${id}`, input) : http.post<{ message?: string }>('students/performance', input),
    invalidates: [[...PERFORMANCE_KEY]],
    success: (data) => data?.message || 'Performance note saved.',
    onSuccess: onDone,
  });
}
