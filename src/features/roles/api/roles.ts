import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { roleEndpoints, roleListQuery, type PrivilegeModule } from '@contract';
import { profileKeys } from '@/api/profile';
import { pagedList, useSaveRecord } from '@/api/records';
import { roleKeys } from '@/api/roles';
import { userKeys } from '@/api/users';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved. */

export const roleListSearch = searchSchemaOf(roleListQuery);
export type RoleListState = v.InferOutput<typeof roleListSearch>;

export const rolePages = pagedList(roleEndpoints.list, roleKeys.list);

/** The privilege catalogue grouped by module, strings exactly as stored. */
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.modules(),
    queryFn: ({ signal }) => http.call(roleEndpoints.modules, undefined, { signal }),
    staleTime: Infinity,
  });

/**
 * A role's name shows in the users list and its select; its privileges may be the signed-in
 * user's own, which the profile carries. The privilege catalogue never changes.
 */
const changed = [roleKeys.lists(), roleKeys.options(), userKeys.lists(), profileKeys.all];

export const useSaveRole = (onDone: () => void) => useSaveRecord(roleEndpoints, changed, onDone);

export function useDeleteRole(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.call(roleEndpoints.delete, { params: { id } }),
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
        ? http.call(roleEndpoints.grantModule, { body: { role_id, module } })
        : http.call(roleEndpoints.revokeModule, { query: { role_id, module } }),
    invalidates: [roleKeys.lists(), profileKeys.all],
    success: (data) => data,
  });
}
