import { createFileRoute, redirect } from '@tanstack/react-router';
import { OfficeLeavePage } from '@/features/leave/components/office-leave-page';
import { opensOfficeLeave } from '@/features/leave/lib/access';
import { officeLeaveSearch } from '@/features/leave/lib/search';

/**
 * Employees › Leave: requests, balances and the leave report. Admin, `approve-leave`,
 * `list-employee`, `update-employee` or `employee-report` opens it; the tabs shown are those
 * the user may read (`employee-report` alone: the report).
 */
export const Route = createFileRoute('/_app/employees/leave')({
  staticData: { title: 'Staff Leave' },
  validateSearch: officeLeaveSearch,
  beforeLoad: ({ context }) => {
    if (!opensOfficeLeave(context.user)) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  component: OfficeLeaveRoute,
});

function OfficeLeaveRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <OfficeLeavePage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
