import { daysLabel, type LeaveRequest } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { useCancelLeave } from '../api/requests';
import { datesText } from '../lib/words';

export interface CancelDialogProps {
  request: LeaveRequest | null;
  /** Whose leave it is, as the question names it: "your" or the employee's name. */
  own: boolean;
  onClose: () => void;
}

/** Cancel a request: it no longer counts, and any lessons covered for it are given back. */
export function CancelDialog({ request, own, onClose }: CancelDialogProps) {
  const cancel = useCancelLeave(onClose);
  return (
    <Modal open={request !== null} onClose={onClose} title="Cancel leave" width="30rem">
      {request ? (
        <ConfirmPanel confirmLabel="Cancel leave" cancelLabel="Keep it" danger pending={cancel.isPending} onConfirm={() => cancel.mutate(request)} onCancel={onClose}>
          <p>
            {own ? 'Your' : `${request.employee_name}'s`} {request.leave_type}, {datesText(request)} ({daysLabel(request.days)}), is cancelled.
          </p>
          <p>{request.status === 'Approved' ? 'The days go back to the balance, and any cover arranged for the lessons is removed.' : 'The request is withdrawn.'}</p>
        </ConfirmPanel>
      ) : null}
    </Modal>
  );
}
