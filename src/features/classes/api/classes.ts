import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClassInput, Page, SchoolClass } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `classes` is in the persisted allowlist: class lists render offline. */
export const CLASSES_KEY = ['classes'] as const;

export const fetchClassesPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<SchoolClass>>('class', toListParams(state), { signal });

export const classesQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...CLASSES_KEY, 'list', state],
    queryFn: ({ signal }) => fetchClassesPage(state, signal),
    placeholderData: keepPreviousData,
  });

/** Every class, in school order: the next-class picker. */
export { classOptionsQueryOptions as allClassesQueryOptions } from '@/lib/pickers';

export function useSaveClass(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: ClassInput }) =>
      id ? http.put<{ message: string }>(`class/${id}`, input) : http.post<{ message: string }>('class', input),
    invalidates: [[...CLASSES_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
