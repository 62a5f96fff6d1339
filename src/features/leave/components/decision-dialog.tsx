import type { LeaveRequest } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { useDecideLeave } from '../api/requests';
import { DecisionForm } from '../forms/decision-form';

export interface DecisionDialogProps {
  decision: { kind: 'approve' | 'refuse'; request: LeaveRequest } | null;
  onClose: () => void;
}

/** Approve or refuse one request; refusing asks the reason, which the employee reads. */
export function DecisionDialog({ decision, onClose }: DecisionDialogProps) {
  const decide = useDecideLeave(onClose);
  const title = decision?.kind === 'refuse' ? 'Refuse leave' : 'Approve leave';
  return (
    <Modal open={decision !== null} onClose={onClose} title={title} width="32rem">
      {decision ? (
        <DecisionForm
          kind={decision.kind}
          request={decision.request}
          pending={decide.isPending}
          onCancel={onClose}
          onSubmit={(note) => decide.mutate({ kind: decision.kind, request: decision.request, note })}
        />
      ) : null}
    </Modal>
  );
}
