import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_ROLE_ID, type Page, type RoleRow, type UserAccount, type UserInput, type UserUpdateInput } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `users` is not persisted: accounts are read fresh. */
export const USERS_KEY = ['users'] as const;

type Message = { message: string };

export const fetchUsersPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<UserAccount>>('user', toListParams(state), { signal });

export const usersQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchUsersPage(state, signal),
    placeholderData: keepPreviousData,
  });

export interface Option {
  id: number;
  name: string;
}

/** Roles for the role select (needs list-role); Admin is always a choice. */
export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...USERS_KEY, 'role-options'],
    queryFn: ({ signal }) =>
      http.list<Page<RoleRow>>('settings/roles', { limit: 500, sort: 'name' }, { signal }).then((p) => p.data.map((r): Option => ({ id: r.id, name: r.name }))),
    retry: false,
  });

export const ADMIN_OPTION: Option = { id: ADMIN_ROLE_ID, name: 'Admin' };

/** Classes for the class checkboxes: the shared class picker. */
export { classOptionsQueryOptions } from '@/lib/pickers';

const action = <TVars,>(fn: (vars: TVars) => Promise<Message>, onDone: () => void) => ({
  mutationFn: fn,
  invalidates: [[...USERS_KEY]],
  success: (data: Message) => data,
  onSuccess: onDone,
});

export const useAddUser = (onDone: () => void) => useAction(action((input: UserInput) => http.post<Message>('user', input), onDone));

export const useUpdateUser = (onDone: () => void) =>
  useAction(action(({ id, input }: { id: number; input: UserUpdateInput }) => http.put<Message>(`user/${id}`, input), onDone));

export const useSetUserClasses = (onDone: () => void) =>
  useAction(action(({ id, class_ids }: { id: number; class_ids: number[] }) => http.put<Message>(`user/${id}/classes`, { class_ids }), onDone));

export const useResetUserPassword = (onDone: () => void) =>
  useAction(action(({ id, password }: { id: number; password: string }) => http.post<Message>(`user/${id}/reset-password`, { password }), onDone));

export const useRevokeUser = (onDone: () => void) => useAction(action((id: number) => http.post<Message>(`user/${id}/revoke`), onDone));
