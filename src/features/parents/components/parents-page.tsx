import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATES, type Parent, type Profile } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState, tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { fetchParentsPage, parentsQueryOptions, useSaveParent, useSetParentPassword } from '../api/parents';
import { ParentForm } from '../forms/parent-form';
import { PortalPasswordForm } from '../forms/portal-password-form';

/** A row action: compact, on one line, and visibly greyed when disabled. */
const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';

export interface ParentsPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}



/** Settings › Parents: contact list, add/edit, and the parent portal password. */
export function ParentsPage({ user, state, onStateChange }: ParentsPageProps) {
  const list = useQuery(parentsQueryOptions(state));
  const editor = useEditor<Parent>(list.data?.data);
  const [passwordFor, setPasswordFor] = useState<Parent | null>(null);
  const save = useSaveParent(editor.close);
  const setPassword = useSetParentPassword(() => setPasswordFor(null));
  const canAdd = can(user, 'add-parent');
  const canEdit = can(user, 'update-parent');

  const columns: Column<Parent>[] = [
    { id: 'name', header: 'Name', sort: 'fullname', cell: (p) => <span className="font-medium text-slate-900">{p.fullname}</span>, text: (p) => p.fullname },
    { id: 'phone', header: 'Phone', sort: 'phone', cell: (p) => p.phone },
    { id: 'email', header: 'Email', cell: (p) => p.email ?? '—', text: (p) => p.email ?? '', wide: true },
    { id: 'status', header: 'Status', sort: 'status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (p) => (
        <div className="flex justify-end gap-0.5 whitespace-nowrap">
          <Button variant="ghost" className={rowButton} disabled={!canEdit} title={lacks(canEdit, 'update-parent')} onClick={() => editor.openEdit(p)}>
            Edit<span className="sr-only"> {p.fullname}</span>
          </Button>
          <Button variant="ghost" className={rowButton} disabled={!canEdit} title={lacks(canEdit, 'update-parent')} onClick={() => setPasswordFor(p)}>
            Set portal password<span className="sr-only"> for {p.fullname}</span>
          </Button>
        </div>
      ),
      text: () => null,
    },
  ];

  return (
    <>
      <DataTable
        title="Parents"
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(p) => p.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchParentsPage(s)}
        searchLabel="Search name, phone or email"
        emptyMessage="No parents yet. Add the first one."
        filter={{ fields: ['status'], statuses: ACTIVE_STATES, title: 'Filter parents' }}
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-parent')} onClick={editor.openNew}>
            Add parent
          </Button>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add parent' : 'Edit parent'} width="36rem">
        {editor.isOpen ? (
          <ParentForm
            initial={editor.editing}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
      <Modal open={passwordFor !== null} onClose={() => setPasswordFor(null)} title="Set portal password" width="28rem">
        {passwordFor ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              The password {passwordFor.fullname} uses to sign in to the parent portal.
              {passwordFor.has_portal_password ? ' It replaces the current one.' : ' No portal password is set yet.'}
            </p>
            <PortalPasswordForm
              pending={setPassword.isPending}
              onCancel={() => setPasswordFor(null)}
              onSubmit={(password) => setPassword.mutate({ id: passwordFor.id, password })}
            />
          </>
        ) : null}
      </Modal>
    </>
  );
}
