import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ADMIN_ROLE_ID, userEndpoints, userListQuery, type MessageAnswer, type UserInput, type UserUpdateInput } from '@contract';
import { pagedList } from '@/api/records';
import type { RoleOption } from '@/api/roles';
import { userKeys } from '@/api/users';
import { searchSchemaOf } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not saved: accounts are read fresh. */

export const userListSearch = searchSchemaOf(userListQuery);
export type UserListState = v.InferOutput<typeof userListSearch>;

type Message = MessageAnswer;

export const userPages = pagedList(userEndpoints.list, userKeys.list);

/**
 * The "Staff record" select's choices, read when the form opens. Under the users' keys, so a
 * saved account refreshes which staff are already linked.
 */
export const staffOptionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.staff(),
    queryFn: ({ signal }) => http.call(userEndpoints.staff, undefined, { signal }),
    retry: false,
  });

export type Option = RoleOption;

/** Admin is always a choice in the role select, even without list-role. */
export const ADMIN_OPTION: Option = { id: ADMIN_ROLE_ID, name: 'Admin' };

const action = <TVars,>(fn: (vars: TVars) => Promise<Message>, onDone: () => void) => ({
  mutationFn: fn,
  invalidates: [userKeys.all],
  success: (data: Message) => data,
  onSuccess: onDone,
});

export const useAddUser = (onDone: () => void) => useAction(action((input: UserInput) => http.call(userEndpoints.create, { body: input }), onDone));

export const useUpdateUser = (onDone: () => void) =>
  useAction(action(({ id, input }: { id: number; input: UserUpdateInput }) => http.call(userEndpoints.update, { params: { id }, body: input }), onDone));

export const useSetUserClasses = (onDone: () => void) =>
  useAction(action(({ id, class_ids }: { id: number; class_ids: number[] }) => http.call(userEndpoints.setClasses, { params: { id }, body: { class_ids } }), onDone));

export const useResetUserPassword = (onDone: () => void) =>
  useAction(action(({ id, password }: { id: number; password: string }) => http.call(userEndpoints.resetPassword, { params: { id }, body: { password } }), onDone));

export const useRevokeUser = (onDone: () => void) => useAction(action((id: number) => http.call(userEndpoints.revoke, { params: { id } }), onDone));
