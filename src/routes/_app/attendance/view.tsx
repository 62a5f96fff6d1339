import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { attendanceGridQueryOptions } from '@/features/attendance/view/api/view';
import { AttendanceViewPage } from '@/features/attendance/view/components/view-page';
import { effectiveDays, rangeProblem, viewSearch } from '@/features/attendance/view/lib/search';
import { todayIn } from '@/lib/today';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['view-attendance'];

export const Route = createFileRoute('/_app/attendance/view')({
  staticData: { title: 'View Attendance' },
  validateSearch: viewSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: refused days or no connection are shown on the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const days = effectiveDays(deps, todayIn(user?.time_zone));
    return deps.section_id && !rangeProblem(days) ? queryClient.prefetchQuery(attendanceGridQueryOptions(deps.section_id, days.start, days.end)) : undefined;
  },
  component: ViewAttendanceRoute,
});

function ViewAttendanceRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <AttendanceViewPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
