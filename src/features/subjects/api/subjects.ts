import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { subjectEndpoints, subjectListQuery, type SubjectInput } from '@contract';
import { keepPage } from '@/api/rows';
import { SUBJECT_FIELDS, subjectKeys } from '@/api/subjects';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const subjectListSearch = searchSchemaOf(subjectListQuery);
export type SubjectListState = v.InferOutput<typeof subjectListSearch>;

export const fetchSubjectsPage = (state: ListState, signal?: AbortSignal) =>
  http.call(subjectEndpoints.list, { query: toListParams(state) }, { signal }).then((p) => keepPage(p, SUBJECT_FIELDS));

/** One page of Settings › Subjects. Saved for offline. */
export const subjectsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: subjectKeys.list(state),
    queryFn: ({ signal }) => fetchSubjectsPage(state, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

export function useSaveSubject(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: SubjectInput }) =>
      id ? http.call(subjectEndpoints.update, { params: { id }, body: input }) : http.call(subjectEndpoints.create, { body: input }),
    invalidates: [subjectKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}
