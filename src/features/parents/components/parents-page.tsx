import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVE_STATES, type ParentWithChildren } from '@contract';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Column } from '@/components/data-table/data-table';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { Modal } from '@/components/dialogs/modal';
import { can } from '@/lib/can';
import { parentPages, useSaveParent, useSetParentPassword } from '../api/parents';
import { ParentForm } from '../forms/parent-form';
import { FamilyPortalDialog } from './family-portal-dialog';
import { lastSignIn } from './family-portal-status';
import { PortalPasswordForm } from '../forms/portal-password-form';

/** A row action: compact, on one line, and visibly greyed when disabled. */
const rowButton = 'px-2 py-1 disabled:text-slate-400 disabled:hover:bg-transparent';

export type ParentsPageProps = ListPageProps;

/** Settings › Parents: contact list, add/edit, the parent portal password and the family's portal (on/off, sign-in name, last sign-in). */
export function ParentsPage(props: ParentsPageProps) {
  const parents = useEditorList(useQuery(parentPages.options(props.state)), useSaveParent, parentPages.fetchPage);
  const [passwordFor, setPasswordFor] = useState<ParentWithChildren | null>(null);
  const [portalFor, setPortalFor] = useState<ParentWithChildren | null>(null);
  const setPassword = useSetParentPassword(() => setPasswordFor(null));
  const canEdit = can(props.user, 'update-parent');

  const columns: Column<ParentWithChildren>[] = [
    { id: 'name', header: 'Name', sort: 'fullname', cell: (p) => <span className="font-medium text-slate-900">{p.fullname}</span>, text: (p) => p.fullname },
    { id: 'phone', header: 'Phone', sort: 'phone', cell: (p) => p.phone },
    { id: 'email', header: 'Email', cell: (p) => p.email ?? '—', text: (p) => p.email ?? '', wide: true },
    { id: 'status', header: 'Status', sort: 'status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
    {
      id: 'portal',
      header: 'Portal last signed in',
      cell: (p) => (p.has_portal_password ? lastSignIn(p.portal_last_sign_in_at, props.user.time_zone) : 'No password'),
      text: (p) => (p.has_portal_password ? lastSignIn(p.portal_last_sign_in_at, props.user.time_zone) : ''),
      wide: true,
    },
    actionsColumn((p) => (
      <div className="flex justify-end gap-0.5 whitespace-nowrap">
        <RowAction label="Edit" target={p.fullname} allowed={canEdit} privilege="update-parent" className={rowButton} onClick={() => parents.editor.openEdit(p)} />
        <RowAction label="Set portal password" target={`for ${p.fullname}`} allowed={canEdit} privilege="update-parent" className={rowButton} onClick={() => setPasswordFor(p)} />
        <RowAction label="Family portal" target={`of ${p.fullname}`} allowed={canEdit} privilege="update-parent" className={rowButton} onClick={() => setPortalFor(p)} />
      </div>
    )),
  ];

  return (
    <EditorListPage
      {...props}
      {...parents}
      title="Parents"
      columns={columns}
      searchLabel="Search name, phone or email"
      filter={{ fields: ['status'], statuses: ACTIVE_STATES, title: 'Filter parents' }}
      record="parent"
      dialogWidth="36rem"
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
      <FamilyPortalDialog parent={portalFor} timeZone={props.user.time_zone} onClose={() => setPortalFor(null)} />
    </EditorListPage>
  );
}
