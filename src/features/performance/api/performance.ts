import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { performanceEndpoints, type PerformanceInput } from '@contract';
import { performanceKeys } from '@/api/performance';
import { studentPickQueryOptions } from '@/api/student-search';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved: notes and reports are read online. */

export const fetchPerformancePage = (state: ListState, signal?: AbortSignal) =>
  http.call(performanceEndpoints.list, { query: toListParams(state) }, { signal });

export const performanceQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: performanceKeys.list(state),
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
    queryKey: performanceKeys.report(params),
    queryFn: ({ signal }) => http.call(performanceEndpoints.report, { query: { ...params, limit: 5 } }, { signal }),
    enabled: Boolean(params.class_id || params.section_id),
    placeholderData: keepPreviousData,
  });

/** The student picker: name or admission number, the first twenty matches. */
export const studentSearchQueryOptions = studentPickQueryOptions;

/** The days a note about the student may carry, so the form shows them before saving. */
export const noteDatesQueryOptions = (studentId: number | undefined) =>
  queryOptions({
    queryKey: performanceKeys.dates(studentId ?? 0),
    queryFn: ({ signal }) => http.call(performanceEndpoints.dates, { query: { student_id: studentId } }, { signal }),
    enabled: studentId !== undefined,
    staleTime: 60_000,
  });

export function useSavePerformance(onDone: (data: { message?: string }, vars: { id: number | null; input: PerformanceInput }) => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: PerformanceInput }) =>
      id ? http.call(performanceEndpoints.update, { params: { id }, body: input }) : http.call(performanceEndpoints.create, { body: input }),
    invalidates: [performanceKeys.all],
    success: (data) => data?.message || 'Performance note saved.',
    onSuccess: onDone,
  });
}
