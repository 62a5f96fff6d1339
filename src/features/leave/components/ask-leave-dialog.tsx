import { useCallback, useState } from 'react';
import { daysLabel, type LeaveBalance, type LeaveType } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import { useAskLeave, type AskedLeave } from '../api/requests';
import { RequestForm } from '../forms/request-form';
import { datesText } from '../lib/words';
import type { PickedEmployee } from './employee-choice';

export interface AskLeaveDialogProps {
  open: boolean;
  onClose: () => void;
  types: readonly LeaveType[];
  balances?: readonly LeaveBalance[];
  today: string;
  /** The office recording leave for an employee, rather than one's own request. */
  forEmployee?: boolean;
  onEmployee?: (employee: PickedEmployee | null) => void;
}

/** What the server made of the request: the school days it counts, and whether it waits for approval. */
function Answer({ asked, onClose }: { asked: AskedLeave; onClose: () => void }) {
  const r = asked.request;
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-1 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
        <p className="font-semibold">{asked.message}</p>
        {r ? (
          <>
            <p>
              {r.leave_type}, {datesText(r)}: <span className="font-semibold">{daysLabel(r.days)}</span> of school counted.
            </p>
            <p>{r.status === 'Approved' ? 'It is approved.' : 'It waits for approval; the decision will show here.'}</p>
          </>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button className="min-h-11" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Ask for leave (one's own) or Record leave (the office, for an employee), then see what the server counted. */
export function AskLeaveDialog({ open, onClose, types, balances, today, forEmployee = false, onEmployee }: AskLeaveDialogProps) {
  const online = useOnline();
  const [asked, setAsked] = useState<AskedLeave | null>(null);
  const ask = useAskLeave(setAsked);
  // Stable: the Modal listens for navigation through it.
  const close = useCallback(() => {
    setAsked(null);
    onClose();
  }, [onClose]);
  const title = forEmployee ? 'Record leave' : 'Ask for leave';
  return (
    <Modal open={open} onClose={close} title={title} width="36rem">
      {!online ? <NeedsConnection message="Leave is sent to the server." /> : null}
      {open && asked ? <Answer asked={asked} onClose={close} /> : null}
      {open && !asked ? (
        <RequestForm
          types={types}
          balances={balances}
          today={today}
          forEmployee={forEmployee}
          onEmployee={onEmployee}
          pending={ask.isPending}
          submitLabel={forEmployee ? 'Record leave' : 'Ask for leave'}
          onCancel={close}
          onSubmit={(input) => ask.mutate(input)}
        />
      ) : null}
    </Modal>
  );
}
