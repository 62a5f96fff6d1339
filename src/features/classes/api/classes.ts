import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { classEndpoints, classListQuery, type ClassInput } from '@contract';
import { CLASS_FIELDS, classKeys } from '@/api/classes';
import { keepPage } from '@/api/rows';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const classListSearch = searchSchemaOf(classListQuery);
export type ClassListState = v.InferOutput<typeof classListSearch>;

export const fetchClassesPage = (state: ListState, signal?: AbortSignal) =>
  http.call(classEndpoints.list, { query: toListParams(state) }, { signal }).then((p) => keepPage(p, CLASS_FIELDS));

/** One page of Settings › Classes. Saved for offline. */
export const classesQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: classKeys.list(state),
    queryFn: ({ signal }) => fetchClassesPage(state, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

export function useSaveClass(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: ClassInput }) =>
      id ? http.call(classEndpoints.update, { params: { id }, body: input }) : http.call(classEndpoints.create, { body: input }),
    // Section rows name their class.
    invalidates: [classKeys.all, sectionKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}
