import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile, RoleRow } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import type { ListState } from '@/components/data-table/list-state';
import { serverTableProps } from '@/components/data-table/server-table';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { rolePages, modulesQueryOptions, useDeleteRole, useSaveRole } from '../api/roles';
import { RoleForm } from '../forms/role-form';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { RoleModules } from './role-modules';

/** A row action: compact, on one line, and visibly greyed when disabled. */
const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';

export interface RolesPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'modules' | 'delete'; id: number };

const BUILT_IN = 'The built-in Admin role holds every privilege and cannot be changed or deleted';

/** Settings › Roles: named sets of privileges; Admin is built in. */
export function RolesPage({ user, state, onStateChange }: RolesPageProps) {
  const list = useQuery(rolePages.options(state));
  const modules = useQuery(modulesQueryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const save = useSaveRole(close);
  const remove = useDeleteRole(close);

  const canAdd = can(user, 'add-role');
  const canEdit = can(user, 'update-role');
  const why = (role: RoleRow) => (role.builtin ? BUILT_IN : lacks(canEdit, 'update-role'));
  // The dialog follows the list, so a module grant shows its new counts at once.
  const current = dialog && dialog.kind !== 'add' ? list.data?.data.find((r) => r.id === dialog.id) : undefined;
  const modulesProblem = modules.isError ? `The privilege catalogue could not be read: ${modules.error.message}` : undefined;

  const columns: Column<RoleRow>[] = [
    {
      id: 'name',
      header: 'Name',
      sort: 'name',
      cell: (r) => (
        <span className="inline-flex items-center gap-2 font-medium text-slate-900">
          {r.name}
          {r.builtin ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">Built-in</span> : null}
        </span>
      ),
      text: (r) => (r.builtin ? `${r.name} (built-in)` : r.name),
    },
    { id: 'privileges', header: 'Privileges', align: 'right', cell: (r) => (r.builtin ? 'All' : r.privileges.length) },
    { id: 'users', header: 'Users', align: 'right', cell: (r) => r.users },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (r) => {
        const off = r.builtin || !canEdit;
        return (
          <div className="flex justify-end gap-0.5 whitespace-nowrap">
            <Button variant="ghost" className={rowButton} disabled={off} title={why(r)} onClick={() => setDialog({ kind: 'edit', id: r.id })}>
              Edit<span className="sr-only"> {r.name}</span>
            </Button>
            <Button variant="ghost" className={rowButton} disabled={off} title={why(r)} onClick={() => setDialog({ kind: 'modules', id: r.id })}>
              Modules<span className="sr-only"> of {r.name}</span>
            </Button>
            <Button variant="ghost" className={`${rowButton} text-red-700`} disabled={off} title={why(r)} onClick={() => setDialog({ kind: 'delete', id: r.id })}>
              Delete<span className="sr-only"> {r.name}</span>
            </Button>
          </div>
        );
      },
      text: () => null,
    },
  ];

  return (
    <>
      <DataTable
        title="Roles"
        columns={columns}
        {...serverTableProps(list, state, onStateChange, rolePages.fetchPage)}
        onOpen={canEdit ? (r) => (r.builtin ? undefined : setDialog({ kind: 'edit', id: r.id })) : undefined}
        searchLabel="Search roles"
        emptyMessage="No roles yet."
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-role')} onClick={() => setDialog({ kind: 'add' })}>
            Add role
          </Button>
        }
      />
      <Modal open={dialog?.kind === 'add' || dialog?.kind === 'edit'} onClose={close} title={dialog?.kind === 'add' ? 'Add role' : 'Edit role'} width="64rem">
        {dialog?.kind === 'add' || (dialog?.kind === 'edit' && current) ? (
          <RoleForm
            initial={dialog.kind === 'edit' ? current : undefined}
            modules={modules.data}
            modulesProblem={modulesProblem}
            pending={save.isPending}
            onCancel={close}
            onSubmit={(input) => save.mutate({ id: dialog.kind === 'edit' ? dialog.id : null, input })}
          />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'modules'} onClose={close} title={`Modules of ${current?.name ?? 'the role'}`} width="36rem">
        {dialog?.kind === 'modules' && current ? <RoleModules role={current} modules={modules.data} onClose={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} onClose={close} title="Delete role" width="28rem">
        {dialog?.kind === 'delete' && current ? (
          <ConfirmPanel confirmLabel="Yes, delete" danger pending={remove.isPending} onCancel={close} onConfirm={() => remove.mutate(current.id)}>
            <p>
              Delete the role <strong>{current.name}</strong>?
            </p>
            <p>{current.users > 0 ? `It is assigned to ${current.users} ${current.users === 1 ? 'user' : 'users'}; the server will refuse until they move to another role.` : 'Nobody holds it.'}</p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </>
  );
}
