import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { parentEndpoints, parentListQuery, type ParentInput } from '@contract';
import { parentKeys } from '@/api/parents';
import { studentKeys } from '@/api/students';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved: contact details never stay on the device. */

export const parentListSearch = searchSchemaOf(parentListQuery);
export type ParentListState = v.InferOutput<typeof parentListSearch>;

export const fetchParentsPage = (state: ListState, signal?: AbortSignal) =>
  http.call(parentEndpoints.list, { query: toListParams(state) }, { signal });

export const parentsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: parentKeys.list(state),
    queryFn: ({ signal }) => fetchParentsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export function useSaveParent(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: ParentInput }) =>
      id ? http.call(parentEndpoints.update, { params: { id }, body: input }) : http.call(parentEndpoints.create, { body: input }),
    // The student list and page show the parent's name and phone.
    invalidates: [parentKeys.all, studentKeys.lists(), studentKeys.details()],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useSetParentPassword(onDone: () => void) {
  return useAction({
    mutationFn: (input: { id: number; password: string }) => http.call(parentEndpoints.resetPassword, { body: input }),
    invalidates: [parentKeys.lists()],
    success: (data) => data,
    onSuccess: onDone,
  });
}
