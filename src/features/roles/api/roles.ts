import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, PrivilegeModule, RoleInput, RoleModule, RoleRow } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `roles` is not persisted. */
export const ROLES_KEY = ['roles'] as const;

type Message = { message: string };

export const fetchRolesPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<RoleRow>>('settings/roles', toListParams(state), { signal });

export const rolesQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'list', state],
    queryFn: ({ signal }) => fetchRolesPage(state, signal),
    placeholderData: keepPreviousData,
  });

/** The privilege catalogue grouped by module, strings exactly as stored. */
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'modules'],
    queryFn: ({ signal }) => http.get<RoleModule[]>('settings/roles/modules', undefined, { signal }),
    staleTime: Infinity,
  });

export function useSaveRole(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: RoleInput }) =>
      id ? http.put<Message>(`settings/roles/${id}`, input) : http.post<Message>('settings/roles', input),
    invalidates: [[...ROLES_KEY, 'list']],
    success: (data) => data,
    onSuccess: onDone,
  });
}

export function useDeleteRole(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.delete<Message>(`settings/roles/${id}`),
    invalidates: [[...ROLES_KEY, 'list']],
    success: (data) => data,
    onSuccess: onDone,
  });
}

/** Grant or revoke a whole module on a saved role, at once. */
export function useSetModule() {
  return useAction({
    mutationFn: ({ role_id, module, grant }: { role_id: number; module: PrivilegeModule; grant: boolean }) =>
      grant
        ? http.post<Message & { id: number; privileges: string[] }>('settings/roles/modules', { role_id, module })
        : http.delete<Message & { id: number; privileges: string[] }>('settings/roles/modules', { role_id, module }),
    invalidates: [[...ROLES_KEY, 'list']],
    success: (data) => data,
  });
}
