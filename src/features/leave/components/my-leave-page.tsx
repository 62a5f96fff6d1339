import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LeaveRequest, Profile } from '@contract';
import { leaveTypesQueryOptions } from '@/api/leave';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { balancesQueryOptions } from '../api/balances';
import { myRequestsQueryOptions } from '../api/requests';
import { activeTypes } from '../lib/words';
import { AskLeaveDialog } from './ask-leave-dialog';
import { BalanceCards } from './balance-cards';
import { CancelDialog } from './cancel-dialog';
import { EmptyNote, leaveGate } from './gate';
import { MyRequests } from './my-requests';

/**
 * My leave (issue 35): what a member of staff has left of each kind of leave this year, their
 * requests and the decisions on them, and Ask for leave. Built for a tablet: large cards and
 * buttons.
 */
export function MyLeavePage({ user }: { user: Profile }) {
  if (user.employee_id === null) {
    return (
      <QueryProblem
        title="Your account has no staff record"
        message="My leave shows the leave of a member of staff. Ask the office to link your user account to your staff record."
      />
    );
  }
  return <OwnLeave user={user} employeeId={user.employee_id} />;
}

function OwnLeave({ user, employeeId }: { user: Profile; employeeId: number }) {
  const online = useOnline();
  const today = todayIn(user.time_zone);
  const types = useQuery(leaveTypesQueryOptions());
  const balances = useQuery(balancesQueryOptions({ employee_id: employeeId }));
  const requests = useQuery(myRequestsQueryOptions());
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const closeAsk = useCallback(() => setAsking(false), []);
  const closeCancel = useCallback(() => setCancelling(null), []);
  const open = activeTypes(types.data ?? []);
  const year = balances.data?.academic_year.name;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{year ? `Leave in the ${year} school year, counted in school days.` : 'Leave is counted in school days.'}</p>
        <Button className="min-h-12 px-6 text-base" disabled={!types.data || open.length === 0} title={types.data && !open.length ? 'The school has not set up any kind of leave yet' : undefined} onClick={() => setAsking(true)}>
          Ask for leave
        </Button>
      </div>

      <section aria-labelledby="my-balances" className="space-y-3">
        <h2 id="my-balances" className="text-base font-semibold text-slate-900">
          Left this year
        </h2>
        {leaveGate(balances, online, 'your leave') ??
          (balances.data?.balances.length ? (
            <BalanceCards balances={balances.data.balances} />
          ) : (
            <EmptyNote>The school has not set up any kind of leave yet. The office adds them under Settings › Leave types.</EmptyNote>
          ))}
      </section>

      <section aria-labelledby="my-requests" className="space-y-3">
        <h2 id="my-requests" className="text-base font-semibold text-slate-900">
          Your requests
        </h2>
        {leaveGate(requests, online, 'your requests') ?? <MyRequests requests={requests.data?.data ?? []} user={user} today={today} onCancel={setCancelling} />}
      </section>

      <AskLeaveDialog open={asking} onClose={closeAsk} types={open} balances={balances.data?.balances} today={today} />
      <CancelDialog request={cancelling} own onClose={closeCancel} />
    </div>
  );
}
