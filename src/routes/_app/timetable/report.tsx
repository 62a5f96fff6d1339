import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { clashReportQueryOptions, teacherLoadsQueryOptions } from '@/features/timetable/report/api/report';
import { TimetableReportPage } from '@/features/timetable/report/components/timetable-report-page';
import { loadsSearch } from '@/features/timetable/report/lib/loads';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['report-timetable'];

export const Route = createFileRoute('/_app/timetable/report')({
  staticData: { title: 'Timetable Report' },
  validateSearch: loadsSearch,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: no connection or a refusal is shown on the page.
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.prefetchQuery(teacherLoadsQueryOptions()), queryClient.prefetchQuery(clashReportQueryOptions())]),
  component: TimetableReportRoute,
});

function TimetableReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TimetableReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
