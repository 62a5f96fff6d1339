import { createFileRoute, redirect } from '@tanstack/react-router';
import { leaveTypesQueryOptions } from '@/api/leave';
import { LeaveTypesPage } from '@/features/leave/components/leave-types-page';
import { keepsLeave } from '@/features/leave/lib/access';

/** Settings › Leave types: the kinds of leave and the unpaid-day rule (Admin or `update-employee`). */
export const Route = createFileRoute('/_app/settings/leave-types')({
  staticData: { title: 'Leave Types' },
  beforeLoad: ({ context }) => {
    if (!keepsLeave(context.user)) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: offline or a refused read is shown on the page itself.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(leaveTypesQueryOptions()),
  component: LeaveTypesRoute,
});

function LeaveTypesRoute() {
  const { user } = Route.useRouteContext();
  return <LeaveTypesPage user={user!} />;
}
