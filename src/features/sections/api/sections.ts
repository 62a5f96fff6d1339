import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { sectionEndpoints, sectionListQuery, type SectionDetail } from '@contract';
import { classKeys } from '@/api/classes';
import { pagedList, useSaveRecord } from '@/api/records';
import { SECTION_FIELDS, sectionKeys } from '@/api/sections';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const sectionListSearch = searchSchemaOf(sectionListQuery);
export type SectionListState = v.InferOutput<typeof sectionListSearch>;

/** A section with who teaches which of its class's subjects (GET /sections/:id). */
export type { SectionDetail };

export interface SubjectAssignment {
  subject_id: number;
  teacher_id: number | null;
}

/**
 * One page of Settings › Sections. Saved for offline. Without an academic_year_id filter the
 * server lists the active year's sections.
 */
export const sectionPages = pagedList(sectionEndpoints.list, sectionKeys.list, SECTION_FIELDS);

/** Not saved: the form edits what it loaded, so it always starts from the server's answer. */
export const sectionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sectionKeys.detail(id),
    queryFn: ({ signal }) => http.call(sectionEndpoints.get, { params: { id } }, { signal }),
    staleTime: 0,
  });

/** The classes list counts sections. */
export const useSaveSection = (onDone: () => void) => useSaveRecord(sectionEndpoints, [sectionKeys.all, classKeys.all], onDone);

/** POST /sections/subjects: replaces the section's subject teachers, which only its detail shows. */
export function useSaveSubjectTeachers(onDone: () => void) {
  return useAction({
    mutationFn: (input: { section_id: number; assignments: SubjectAssignment[] }) => http.call(sectionEndpoints.assignSubjects, { body: input }),
    invalidates: (input) => [sectionKeys.detail(input.section_id)],
    success: (data) => data,
    onSuccess: onDone,
  });
}
