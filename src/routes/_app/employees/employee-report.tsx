import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { personalReportQueryOptions } from '@/api/payroll-reports';
import { PersonalReportPage } from '@/features/payroll/reports/components/personal-report-page';
import { effectiveMonthRange } from '@/features/payroll/reports/lib/months';
import { todayIn } from '@/lib/today';
import { personalReportSearch } from '@/features/payroll/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['employee-report'];

export const Route = createFileRoute('/_app/employees/employee-report')({
  staticData: { title: 'Personal Report' },
  validateSearch: personalReportSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: an unknown employee or a refused range is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) =>
    deps.employee_id ? queryClient.prefetchQuery(personalReportQueryOptions(deps.employee_id, effectiveMonthRange(deps, todayIn(user?.time_zone)))) : undefined,
  component: PersonalReportRoute,
});

function PersonalReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PersonalReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
