import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATES, type Parent, type Profile } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Column } from '@/components/data-table/data-table';
import { EditorListPage } from '@/components/data-table/editor-list-page';
import type { ListState } from '@/components/data-table/list-state';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { can } from '@/lib/can';
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
  const canEdit = can(user, 'update-parent');

  const columns: Column<Parent>[] = [
    { id: 'name', header: 'Name', sort: 'fullname', cell: (p) => <span className="font-medium text-slate-900">{p.fullname}</span>, text: (p) => p.fullname },
    { id: 'phone', header: 'Phone', sort: 'phone', cell: (p) => p.phone },
    { id: 'email', header: 'Email', cell: (p) => p.email ?? '—', text: (p) => p.email ?? '', wide: true },
    { id: 'status', header: 'Status', sort: 'status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
    actionsColumn((p) => (
      <div className="flex justify-end gap-0.5 whitespace-nowrap">
        <RowAction label="Edit" target={p.fullname} allowed={canEdit} privilege="update-parent" className={rowButton} onClick={() => editor.openEdit(p)} />
        <RowAction label="Set portal password" target={`for ${p.fullname}`} allowed={canEdit} privilege="update-parent" className={rowButton} onClick={() => setPasswordFor(p)} />
      </div>
    )),
  ];

  return (
    <EditorListPage
      title="Parents"
      noun="parent"
      columns={columns}
      list={list}
      editor={editor}
      state={state}
      onStateChange={onStateChange}
      fetchPage={(s) => fetchParentsPage(s)}
      searchLabel="Search name, phone or email"
      emptyMessage="No parents yet. Add the first one."
      filter={{ fields: ['status'], statuses: ACTIVE_STATES, title: 'Filter parents' }}
      canAdd={can(user, 'add-parent')}
      addPrivilege="add-parent"
      canEdit={canEdit}
      dialogWidth="36rem"
      save={save}
      form={(form) => <ParentForm {...form} />}
    >
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
    </EditorListPage>
  );
}
