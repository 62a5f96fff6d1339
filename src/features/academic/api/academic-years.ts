import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { API, academicYearListQuery, type AcademicYear, type AcademicYearInput, type Page } from '@contract';
import { ACADEMIC_YEAR_FIELDS, academicYearKeys } from '@/api/academic-years';
import { profileKeys } from '@/api/profile';
import { keepPage } from '@/api/rows';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const academicYearListSearch = searchSchemaOf(academicYearListQuery);
export type AcademicYearListState = v.InferOutput<typeof academicYearListSearch>;

export const fetchAcademicYearsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<AcademicYear>>(API.academic, toListParams(state), { signal }).then((p) => keepPage(p, ACADEMIC_YEAR_FIELDS));

/** One page of the Settings › Academic years table. Saved for offline. */
export const academicYearsListQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: academicYearKeys.list(state),
    queryFn: ({ signal }) => fetchAcademicYearsPage(state, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

export function useSaveAcademicYear(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: AcademicYearInput }) =>
      id ? http.put<{ message: string }>(`${API.academic}/${id}`, input) : http.post<{ message: string }>(API.academic, input),
    // The profile carries the active year's name, which an edit may have changed.
    invalidates: [academicYearKeys.all, profileKeys.all],
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
    mutationFn: (id: number) => http.put<{ message: string }>(API.academicChange, { id }),
    invalidates: [academicYearKeys.all, profileKeys.all, sectionKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}
