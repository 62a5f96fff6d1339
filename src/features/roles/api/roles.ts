import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { API, roleListQuery, type Page, type PrivilegeModule, type RoleInput, type RoleModule, type RoleRow } from '@contract';
import { profileKeys } from '@/api/profile';
import { roleKeys } from '@/api/roles';
import { userKeys } from '@/api/users';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved. */

export const roleListSearch = searchSchemaOf(roleListQuery);
export type RoleListState = v.InferOutput<typeof roleListSearch>;

type Message = { message: string };

export const fetchRolesPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<RoleRow>>(API.roles, toListParams(state), { signal });

export const rolesQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: roleKeys.list(state),
    queryFn: ({ signal }) => fetchRolesPage(state, signal),
    placeholderData: keepPreviousData,
  });

/** The privilege catalogue grouped by module, strings exactly as stored. */
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.modules(),
    queryFn: ({ signal }) => http.get<RoleModule[]>(API.roleModules, undefined, { signal }),
    staleTime: Infinity,
  });

/**
 * A role's name shows in the users list and its select; its privileges may be the signed-in
 * user's own, which the profile carries. The privilege catalogue never changes.
 */
const changed = [roleKeys.lists(), roleKeys.options(), userKeys.lists(), profileKeys.all];

export function useSaveRole(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: RoleInput }) =>
      id ? http.put<Message>(`${API.roles}/${id}`, input) : http.post<Message>(API.roles, input),
    invalidates: changed,
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useDeleteRole(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.delete<Message>(`${API.roles}/${id}`),
    invalidates: changed,
    success: (data) => data,
    onSuccess: onDone,
  });
}

/** Grant or revoke a whole module on a saved role, at once. */
export function useSetModule() {
  return useAction({
    mutationFn: ({ role_id, module, grant }: { role_id: number; module: PrivilegeModule; grant: boolean }) =>
      grant
        ? http.post<Message & { id: number; privileges: string[] }>(API.roleModules, { role_id, module })
        : http.delete<Message & { id: number; privileges: string[] }>(API.roleModules, { role_id, module }),
    invalidates: [roleKeys.lists(), profileKeys.all],
    success: (data) => data,
  });
}
