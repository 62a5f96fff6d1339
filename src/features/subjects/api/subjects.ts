import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, Subject, SubjectInput } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `subjects` is meant for the persisted allowlist. */
export const SUBJECTS_KEY = ['subjects'] as const;

export const fetchSubjectsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<Subject>>('subjects', toListParams(state), { signal });

export const subjectsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...SUBJECTS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchSubjectsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export function useSaveSubject(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: SubjectInput }) =>
      id ? http.put<{ message: string }>(`subjects/${id}`, input) : http.post<{ message: string }>('subjects', input),
    invalidates: [[...SUBJECTS_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
