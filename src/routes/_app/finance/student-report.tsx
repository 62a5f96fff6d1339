import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { studentSummaryQueryOptions } from '@/features/finance/reports/api/reports';
import { StudentSummaryPage } from '@/features/finance/reports/components/student-summary-page';
import { requestRange, studentReportSearch } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['fee-student-report'];

export const Route = createFileRoute('/_app/finance/student-report')({
  staticData: { title: 'Student summary' },
  validateSearch: studentReportSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused filter is shown on the page beside its Filter button.
  loader: ({ context: { queryClient, user }, deps }) =>
    queryClient.prefetchQuery(studentSummaryQueryOptions({ ...requestRange(deps, todayIn(user?.time_zone)), class_id: deps.class_id, section_id: deps.section_id })),
  component: StudentReportRoute,
});

function StudentReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StudentSummaryPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
