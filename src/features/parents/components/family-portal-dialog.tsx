import { useQuery } from '@tanstack/react-query';
import type { ParentWithChildren } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { errorMessage } from '@/lib/http-error';
import { parentQueryOptions, useSetParentPortal } from '../api/parents';
import { FamilyPortalForm } from '../forms/family-portal-form';
import { FamilyPortalStatus } from './family-portal-status';

export interface FamilyPortalDialogProps {
  /** The parent whose family it is; null: closed. */
  parent: ParentWithChildren | null;
  /** The school's time zone, for the last sign-in. */
  timeZone?: string;
  onClose: () => void;
}

/** A family's portal: can the parent and children sign in, when they last did, and the parent's sign-in name. */
export function FamilyPortalDialog({ parent, timeZone, onClose }: FamilyPortalDialogProps) {
  return (
    <Modal open={parent !== null} onClose={onClose} title="Family portal" width="34rem">
      {parent ? <FamilyPortalBody parent={parent} timeZone={timeZone} onClose={onClose} /> : null}
    </Modal>
  );
}

function FamilyPortalBody({ parent, timeZone, onClose }: { parent: ParentWithChildren; timeZone?: string; onClose: () => void }) {
  const detail = useQuery(parentQueryOptions(parent.id));
  const save = useSetParentPortal(onClose);
  if (!detail.data) {
    return detail.error ? (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(detail.error)}
      </p>
    ) : (
      <p className="text-sm text-slate-700">Loading…</p>
    );
  }
  const { portal, students } = detail.data;
  const signsInWith = portal.username ? `phone number ${detail.data.phone} or the name ${portal.username}` : `phone number ${detail.data.phone}`;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {students.length === 0
          ? `${detail.data.fullname} has no children at the school, so the portal has nothing to show them.`
          : `${detail.data.fullname} sees ${students.length === 1 ? 'their child' : `their ${students.length} children`} on a phone: attendance, the week, marks, report cards and fees.`}
        {portal.has_password || students.length === 0 ? '' : ' Set a portal password first (Set portal password) and give it to the parent.'}
      </p>
      <FamilyPortalStatus portal={portal} timeZone={timeZone} signsInWith={signsInWith} />
      {students.length ? (
        <p className="text-sm text-slate-700">
          Children sign in with their admission number once the school sets their own password on the student page:{' '}
          {students.map((s) => `${s.fullname} (${s.admission_no})`).join(', ')}.
        </p>
      ) : null}
      <FamilyPortalForm
        portal={portal}
        pending={save.isPending}
        onCancel={onClose}
        onSubmit={(values) => save.mutate({ id: parent.id, enabled: values.enabled, username: values.username })}
      />
    </div>
  );
}
