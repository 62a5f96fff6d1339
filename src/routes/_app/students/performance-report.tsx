import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { reportSearchSchema } from '@/features/performance/api/search';
import { PerformanceReportPage } from '@/features/performance/components/performance-report-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['perfomance-report'];

export const Route = createFileRoute('/_app/students/performance-report')({
  staticData: { title: 'Performance Report' },
  validateSearch: reportSearchSchema,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(classOptionsQueryOptions()),
  component: PerformanceReportRoute,
});

function PerformanceReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PerformanceReportPage user={user!} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
