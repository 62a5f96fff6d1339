import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { absentReportQueryOptions } from '@/features/attendance/absent/api/absent';
import { AbsentReportPage } from '@/features/attendance/absent/components/absent-report-page';
import { absentChoice, absentSearch } from '@/features/attendance/absent/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['report-absent-attendance'];

export const Route = createFileRoute('/_app/attendance/absent-report')({
  staticData: { title: 'Absent Report' },
  validateSearch: absentSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused filter or no connection is shown on the page beside its Filter button.
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(absentReportQueryOptions(absentChoice(deps))),
  component: AbsentReportRoute,
});

function AbsentReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AbsentReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
