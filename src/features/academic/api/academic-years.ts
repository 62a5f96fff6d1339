import type * as v from 'valibot';
import { academicYearEndpoints, academicYearListQuery } from '@contract';
import { ACADEMIC_YEAR_FIELDS, academicYearKeys } from '@/api/academic-years';
import { profileKeys } from '@/api/profile';
import { pagedList, useSaveRecord } from '@/api/records';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const academicYearListSearch = searchSchemaOf(academicYearListQuery);
export type AcademicYearListState = v.InferOutput<typeof academicYearListSearch>;

/** One page of the Settings › Academic years table. Saved for offline. */
export const academicYearPages = pagedList(academicYearEndpoints.list, academicYearKeys.list, ACADEMIC_YEAR_FIELDS);

/** The profile carries the active year's name, which an edit may have changed. */
export const useSaveAcademicYear = (onDone: () => void) => useSaveRecord(academicYearEndpoints, [academicYearKeys.all, profileKeys.all], onDone);

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
