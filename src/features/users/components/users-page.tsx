import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATES, ADMIN_ROLE_ID, type Profile, type UserAccount } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { roleOptionsQueryOptions } from '@/api/roles';
import { StatusBadge } from '@/components/ui/status-badge';
import { serverTableProps } from '@/components/data-table/server-table';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Button, buttonClass } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { ADMIN_OPTION, userPages, staffOptionsQueryOptions, useAddUser, useResetUserPassword, useRevokeUser, useSetUserClasses, useUpdateUser } from '../api/users';
import { ResetPasswordForm } from '../forms/reset-password-form';
import { UserForm } from '../forms/user-form';
import { ClassChecklist } from './class-checklist';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';

/** A row action: compact, on one line, and visibly greyed when disabled. */
const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';
const menuItem = 'block w-full px-4 py-2 text-left text-sm text-slate-800 data-[focus]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400';

export interface UsersPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'classes' | 'password' | 'revoke'; row: UserAccount };



function ClassesForm({ row, classes, problem, pending, onSubmit, onCancel }: {
  row: UserAccount; classes: { id: number; name: string }[] | undefined; problem?: string; pending: boolean; onSubmit: (ids: number[]) => void; onCancel: () => void;
}) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(row.class_ids));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        The classes <strong>{row.fullname}</strong> works with: their class lists, attendance and marks.
      </p>
      <ClassChecklist classes={classes} problem={problem} selected={selected} onChange={setSelected} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={pending || !!problem} onClick={() => onSubmit([...selected])}>
          Save
        </Button>
      </div>
    </div>
  );
}

/** Settings › Users: accounts, their role, status and classes; password reset and session revocation. */
export function UsersPage({ user, state, onStateChange }: UsersPageProps) {
  const list = useQuery(userPages.options(state));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const needsClasses = dialog?.kind === 'add' || dialog?.kind === 'classes';
  const inForm = dialog?.kind === 'add' || dialog?.kind === 'edit';
  const roles = useQuery({ ...roleOptionsQueryOptions(), enabled: inForm });
  const staff = useQuery({ ...staffOptionsQueryOptions(), enabled: inForm });
  const classes = useQuery({ ...classOptionsQueryOptions(), enabled: needsClasses });
  const add = useAddUser(close);
  const update = useUpdateUser(close);
  const setClasses = useSetUserClasses(close);
  const reset = useResetUserPassword(close);
  const revoke = useRevokeUser(close);

  const canAdd = can(user, 'add-user');
  const canEdit = can(user, 'update-user');
  const canClasses = can(user, 'user-class');
  const roleOptions = [ADMIN_OPTION, ...(roles.data ?? []).filter((r) => r.id !== ADMIN_ROLE_ID)];
  const classProblem = classes.isError ? `The class list could not be read: ${classes.error.message}` : undefined;
  const staffProblem = staff.isError ? `The staff list could not be read: ${staff.error.message}` : undefined;

  const columns: Column<UserAccount>[] = [
    { id: 'username', header: 'Username', sort: 'username', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span>, text: (u) => u.username },
    { id: 'fullname', header: 'Full name', sort: 'fullname', cell: (u) => u.fullname },
    { id: 'role', header: 'Role', cell: (u) => u.role_name },
    { id: 'staff', header: 'Staff record', cell: (u) => u.employee_name ?? '—', text: (u) => u.employee_name, wide: true },
    { id: 'status', header: 'Status', sort: 'status', cell: (u) => <StatusBadge status={u.status} />, text: (u) => u.status },
    { id: 'classes', header: 'Classes', align: 'right', cell: (u) => u.class_ids.length, wide: true },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (u) => (
        <div className="flex justify-end gap-0.5 whitespace-nowrap">
          <Button variant="ghost" className={rowButton} disabled={!canEdit} title={lacks(canEdit, 'update-user')} onClick={() => setDialog({ kind: 'edit', row: u })}>
            Edit<span className="sr-only"> {u.username}</span>
          </Button>
          <Button variant="ghost" className={rowButton} disabled={!canClasses} title={lacks(canClasses, 'user-class')} onClick={() => setDialog({ kind: 'classes', row: u })}>
            Classes<span className="sr-only"> of {u.username}</span>
          </Button>
          <Menu>
            <MenuButton className={buttonClass('ghost', rowButton)} aria-label={`More actions for ${u.username}`}>
              More <span aria-hidden="true">▾</span>
            </MenuButton>
            <MenuItems anchor="bottom end" className="z-50 mt-1 w-48 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 focus:outline-none">
              <MenuItem disabled={!canEdit}>
                <button type="button" className={menuItem} title={lacks(canEdit, 'update-user')} onClick={() => setDialog({ kind: 'password', row: u })}>
                  Reset password
                </button>
              </MenuItem>
              <MenuItem disabled={!canEdit}>
                <button type="button" className={menuItem} title={lacks(canEdit, 'update-user')} onClick={() => setDialog({ kind: 'revoke', row: u })}>
                  End sessions
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        </div>
      ),
      text: () => null,
    },
  ];

  const titles = { add: 'Add user', edit: 'Edit user', classes: 'Assign classes', password: 'Reset password', revoke: 'End sessions' } as const;

  return (
    <>
      <DataTable
        title="Users"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, userPages.fetchPage)}
        onOpen={canEdit ? (row) => setDialog({ kind: 'edit', row }) : undefined}
        searchLabel="Search username or name"
        emptyMessage="No users yet."
        filter={{ fields: ['status'], statuses: ACTIVE_STATES, title: 'Filter users' }}
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-user')} onClick={() => setDialog({ kind: 'add' })}>
            Add user
          </Button>
        }
      />
      <Modal open={dialog !== null} onClose={close} title={dialog ? titles[dialog.kind] : ''} width={dialog?.kind === 'add' || dialog?.kind === 'classes' ? '40rem' : '30rem'}>
        {dialog?.kind === 'add' ? (
          <UserForm
            mode="add"
            roles={roleOptions}
            staff={staff.data}
            staffProblem={staffProblem}
            classes={classes.data}
            classProblem={classProblem}
            pending={add.isPending}
            onCancel={close}
            onSubmit={(input) => add.mutate(input)}
          />
        ) : dialog?.kind === 'edit' ? (
          <UserForm
            mode="edit"
            // The account's latest copy once the list is fetched again (Reload after a stale save).
            initial={list.data?.data.find((u) => u.id === dialog.row.id) ?? dialog.row}
            isSelf={dialog.row.id === user.id}
            roles={roleOptions}
            staff={staff.data}
            staffProblem={staffProblem}
            pending={update.isPending}
            onCancel={close}
            onSubmit={(input) => update.mutate({ id: dialog.row.id, input })}
          />
        ) : dialog?.kind === 'classes' ? (
          <ClassesForm
            row={dialog.row}
            classes={classes.data}
            problem={classProblem}
            pending={setClasses.isPending}
            onCancel={close}
            onSubmit={(class_ids) => setClasses.mutate({ id: dialog.row.id, class_ids })}
          />
        ) : dialog?.kind === 'password' ? (
          <ResetPasswordForm username={dialog.row.username} pending={reset.isPending} onCancel={close} onSubmit={(password) => reset.mutate({ id: dialog.row.id, password })} />
        ) : dialog?.kind === 'revoke' ? (
          <ConfirmPanel confirmLabel="Yes, end sessions" danger pending={revoke.isPending} onCancel={close} onConfirm={() => revoke.mutate(dialog.row.id)}>
            <p>
              Sign <strong>{dialog.row.username}</strong> out on every device?
            </p>
            <p>Their password stays the same; they simply have to sign in again.{dialog.row.id === user.id ? ' This includes you, here.' : ''}</p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </>
  );
}
