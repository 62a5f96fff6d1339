import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, Parent, ParentInput } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `parents` is NOT in the persisted allowlist: contact details never stay on the device. */
export const PARENTS_KEY = ['parents'] as const;

type Message = { message: string };

export const fetchParentsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<Parent>>('parents', toListParams(state), { signal });

export const parentsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...PARENTS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchParentsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export function useSaveParent(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: ParentInput }) =>
      id ? http.put<Message>(`parents/${id}`, input) : http.post<Message>('parents', input),
    invalidates: [[...PARENTS_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetParentPassword(onDone: () => void) {
  return useAction({
    mutationFn: (input: { id: number; password: string }) => http.post<Message>('parents/reset', input),
    invalidates: [[...PARENTS_KEY]],
    success: (data) => data,
    onSuccess: onDone,
  });
}
