import { daysLabel, type LeaveRequest, type Profile } from '@contract';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { requestActions } from '../lib/rules';
import { datesText } from '../lib/words';
import { EmptyNote } from './gate';
import { LeaveStatusBadge } from './leave-status-badge';

/** Who decided and what they said: "Refused by Mr Otieno on 3 Dec 2026: Exams week." */
export function decisionText(r: LeaveRequest): string {
  if (r.status === 'Requested' || !r.decided_at) return '';
  const verb = r.status === 'Approved' ? 'Approved' : r.status === 'Refused' ? 'Refused' : 'Cancelled';
  const by = r.decided_by_name ? ` by ${r.decided_by_name}` : '';
  return `${verb}${by} on ${formatDate(r.decided_at)}${r.decision_note ? `: ${r.decision_note}` : '.'}`;
}

export interface MyRequestsProps {
  requests: readonly LeaveRequest[];
  user: Profile;
  today: string;
  onCancel: (request: LeaveRequest) => void;
}

/** One's own requests, latest first, each a card with a big Cancel while it may still be cancelled. */
export function MyRequests({ requests, user, today, onCancel }: MyRequestsProps) {
  if (!requests.length) return <EmptyNote>You have not asked for leave yet. Press Ask for leave to send a request.</EmptyNote>;
  return (
    <ul className="space-y-3" aria-label="Your requests">
      {requests.map((r) => {
        const decision = decisionText(r);
        return (
          <li key={r.id} className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                {r.leave_type} <LeaveStatusBadge status={r.status} />
              </p>
              <p className="text-sm text-slate-800">
                {datesText(r)} · <span className="font-medium">{daysLabel(r.days)}</span>
              </p>
              {r.reason ? <p className="text-sm text-slate-600">{r.reason}</p> : null}
              {decision ? <p className="text-sm text-slate-700">{decision}</p> : null}
            </div>
            {requestActions(r, user, today).cancel ? (
              <Button variant="secondary" className="min-h-11" aria-label={`Cancel ${r.leave_type}, ${datesText(r)}`} onClick={() => onCancel(r)}>
                Cancel
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
