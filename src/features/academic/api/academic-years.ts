import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { academicYearEndpoints, academicYearListQuery, type AcademicYearInput } from '@contract';
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
  http.call(academicYearEndpoints.list, { query: toListParams(state) }, { signal }).then((p) => keepPage(p, ACADEMIC_YEAR_FIELDS));

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
      id ? http.call(academicYearEndpoints.update, { params: { id }, body: input }) : http.call(academicYearEndpoints.create, { body: input }),
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
    mutationFn: (id: number) => http.call(academicYearEndpoints.change, { body: { id } }),
    invalidates: [academicYearKeys.all, profileKeys.all, sectionKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}
