import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { parentEndpoints, parentListQuery, parentPortalEndpoints, type ParentPortalInput } from '@contract';
import { parentKeys } from '@/api/parents';
import { studentKeys } from '@/api/students';
import { pagedList, useSaveRecord } from '@/api/records';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved: contact details never stay on the device. */

export const parentListSearch = searchSchemaOf(parentListQuery);
export type ParentListState = v.InferOutput<typeof parentListSearch>;

export const parentPages = pagedList(parentEndpoints.list, parentKeys.list);

/** The student list and page show the parent's name and phone. */
export const useSaveParent = (onDone: () => void) =>
  useSaveRecord(parentEndpoints, [parentKeys.all, studentKeys.lists(), studentKeys.details()], onDone);

export function useSetParentPassword(onDone: () => void) {
  return useAction({
    mutationFn: (input: { id: number; password: string }) => http.call(parentEndpoints.resetPassword, { body: input }),
    invalidates: [parentKeys.lists(), parentKeys.details()],
    success: (data) => data,
    onSuccess: onDone,
  });
}

/** `GET /parents/:id`: the parent with their children and their family portal. */
export const parentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: parentKeys.detail(id),
    queryFn: ({ signal }) => http.call(parentEndpoints.get, { params: { id } }, { signal }),
  });

/** The family portal on or off and the parent's sign-in name; the children's pages show the switch too. */
export function useSetParentPortal(onDone?: () => void) {
  return useAction({
    mutationFn: (input: ParentPortalInput) => http.call(parentPortalEndpoints.update, { body: input }),
    invalidates: [parentKeys.all, studentKeys.details()],
    success: (data) => data,
    onSuccess: onDone,
  });
}
