import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { payrollReportQueryOptions } from '@/features/payroll/reports/api/reports';
import { PayrollReportPage } from '@/features/payroll/reports/components/payroll-report-page';
import { effectiveMonthRange } from '@/features/payroll/reports/lib/months';
import { todayIn } from '@/lib/today';
import { payrollReportSearch } from '@/features/payroll/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['payroll-report'];

export const Route = createFileRoute('/_app/employees/payroll')({
  staticData: { title: 'Payroll Report' },
  validateSearch: payrollReportSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused range is shown on the page beside its Filter button.
  loader: ({ context: { queryClient, user }, deps }) =>
    queryClient.prefetchQuery(payrollReportQueryOptions({ ...effectiveMonthRange(deps, todayIn(user?.time_zone)), type: deps.type })),
  component: PayrollReportRoute,
});

function PayrollReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PayrollReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
