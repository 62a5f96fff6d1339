import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { loanReportQueryOptions } from '@/features/payroll/reports/api/reports';
import { LoanReportPage } from '@/features/payroll/reports/components/loan-report-page';
import { loanReportSearch } from '@/features/payroll/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['loan-report'];

export const Route = createFileRoute('/_app/employees/loan-report')({
  staticData: { title: 'Loan Report' },
  validateSearch: loanReportSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused filter is shown on the page beside its Filter button.
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(loanReportQueryOptions(deps)),
  component: LoanReportRoute,
});

function LoanReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LoanReportPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
