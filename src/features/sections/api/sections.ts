import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { sectionEndpoints, sectionListQuery, type SectionDetail, type SectionInput } from '@contract';
import { classKeys } from '@/api/classes';
import { keepPage } from '@/api/rows';
import { SECTION_FIELDS, sectionKeys } from '@/api/sections';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
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

/** Without an academic_year_id filter the server lists the active year's sections. */
export const fetchSectionsPage = (state: ListState, signal?: AbortSignal) =>
  http.call(sectionEndpoints.list, { query: toListParams(state) }, { signal }).then((p) => keepPage(p, SECTION_FIELDS));

/** One page of Settings › Sections. Saved for offline. */
export const sectionsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: sectionKeys.list(state),
    queryFn: ({ signal }) => fetchSectionsPage(state, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

/** Not saved: the form edits what it loaded, so it always starts from the server's answer. */
export const sectionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sectionKeys.detail(id),
    queryFn: ({ signal }) => http.call(sectionEndpoints.get, { params: { id } }, { signal }),
    staleTime: 0,
  });

export function useSaveSection(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: SectionInput }) =>
      id ? http.call(sectionEndpoints.update, { params: { id }, body: input }) : http.call(sectionEndpoints.create, { body: input }),
    // The classes list counts sections.
    invalidates: [sectionKeys.all, classKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}

/** POST /sections/subjects: replaces the section's subject teachers, which only its detail shows. */
export function useSaveSubjectTeachers(onDone: () => void) {
  return useAction({
    mutationFn: (input: { section_id: number; assignments: SubjectAssignment[] }) => http.call(sectionEndpoints.assignSubjects, { body: input }),
    invalidates: (input) => [sectionKeys.detail(input.section_id)],
    success: (data) => data,
    onSuccess: onDone,
  });
}
