import type * as v from 'valibot';
import { parentEndpoints, parentListQuery } from '@contract';
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
    invalidates: [parentKeys.lists()],
    success: (data) => data,
    onSuccess: onDone,
  });
}
