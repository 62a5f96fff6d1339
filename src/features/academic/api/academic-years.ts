import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AcademicYear, AcademicYearInput, Page } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { ACADEMIC_YEARS_KEY } from './academic-years-query';

export const fetchAcademicYearsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<AcademicYear>>('acedmic', toListParams(state), { signal });

/** One page of the Settings › Academic years table. */
export const academicYearsListQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...ACADEMIC_YEARS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchAcademicYearsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export function useSaveAcademicYear(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: AcademicYearInput }) =>
      id ? http.put<{ message: string }>(`acedmic/${id}`, input) : http.post<{ message: string }>('acedmic', input),
    // The profile carries the active year's name, which an edit may have changed.
    invalidates: [[...ACADEMIC_YEARS_KEY], ['profile']],
    success: (data) => data,
    onSuccess: onDone,
  });
}

/**
 * PUT /acedmic/change: the one active year. The header reads the year's name from the
 * profile, and section lists default to the active year, so both are refreshed.
 */
export function useMakeActiveYear(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.put<{ message: string }>('acedmic/change', { id }),
    invalidates: [[...ACADEMIC_YEARS_KEY], ['profile'], ['sections']],
    success: (data) => data,
    onSuccess: onDone,
  });
}
