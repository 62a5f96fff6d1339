import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, Section, SectionInput } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `sections` is meant for the persisted allowlist: section lists render offline. */
export const SECTIONS_KEY = ['sections'] as const;

/** A section with who teaches which of its class's subjects (GET /sections/:id). */
export interface SectionDetail extends Section {
  subjects: { subject_id: number; subject_name: string; teacher_id: number | null; teacher_name: string | null }[];
}

export interface SubjectAssignment {
  subject_id: number;
  teacher_id: number | null;
}

/** Without an academic_year_id filter the server lists the active year's sections. */
export const fetchSectionsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<Section>>('sections', toListParams(state), { signal });

export const sectionsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchSectionsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export const sectionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => http.get<SectionDetail>(`sections/${id}`, undefined, { signal }),
    // The form edits what it loaded: always start from the server's current answer.
    staleTime: 0,
  });

export function useSaveSection(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: SectionInput }) =>
      id ? http.put<{ message: string }>(`sections/${id}`, input) : http.post<{ message: string }>('sections', input),
    // The classes list counts sections.
    invalidates: [[...SECTIONS_KEY], ['classes']],
    success: (data) => data,
    onSuccess: onDone,
  });
}

/** POST /sections/subjects: replaces the section's subject teachers. */
export function useSaveSubjectTeachers(onDone: () => void) {
  return useAction({
    mutationFn: (input: { section_id: number; assignments: SubjectAssignment[] }) => http.post<{ message: string }>('sections/subjects', input),
    invalidates: [[...SECTIONS_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
