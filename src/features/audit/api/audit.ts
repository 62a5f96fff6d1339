import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { auditEndpoints, auditListQuery, userEndpoints } from '@contract';
import { auditKeys } from '@/api/audit';
import { EVERY_ROW } from '@/api/rows';
import { userKeys } from '@/api/users';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';

/**
 * The address's search: the contract's flat filters, newest first unless a sort is chosen. Like
 * any bad value in a hand-typed address, an end date before the start falls back to "not set".
 */
export const auditListSearch = v.pipe(
  searchSchemaOf(auditListQuery),
  v.transform((state) => {
    const dated = state.start && state.end && state.end < state.start ? { ...state, end: undefined } : state;
    return dated.sort ? dated : { ...dated, sort: 'at' as const, order: 'desc' as const };
  }),
);
export type AuditListState = v.InferOutput<typeof auditListSearch>;

export const fetchAuditPage = (state: ListState, signal?: AbortSignal) => http.call(auditEndpoints.list, { query: toListParams(state) }, { signal });

/**
 * One page of the trail (Admins only). Never saved on the device: it names every user's
 * actions, and a saved copy would be stale the moment anyone changes anything.
 */
export const auditQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: auditKeys.list(state),
    queryFn: ({ signal }) => fetchAuditPage(state, signal),
    placeholderData: keepPreviousData,
  });

/** The modules that appear in the school's trail, for the module filter. */
export const auditModulesQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.modules(),
    queryFn: ({ signal }) => http.call(auditEndpoints.modules, undefined, { signal }),
  });

export interface AuditUserOption {
  id: number;
  fullname: string;
  username: string;
}

/**
 * The user filter's choices: the school's accounts (`GET /user`), read under the users' own
 * key so that adding or renaming a user refreshes them.
 */
export const auditUserOptionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list(EVERY_ROW),
    queryFn: ({ signal }) => http.call(userEndpoints.list, { query: toListParams(EVERY_ROW) }, { signal }),
    select: (page): AuditUserOption[] => page.data.map((u) => ({ id: u.id, fullname: u.fullname, username: u.username })),
  });
