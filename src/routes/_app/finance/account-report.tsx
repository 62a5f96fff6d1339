import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { accountLinesQueryOptions, accountSummaryQueryOptions } from '@/features/finance/reports/api/reports';
import { AccountSummaryPage } from '@/features/finance/reports/components/account-summary-page';
import { accountReportSearch, requestRange } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['report-account'];

export const Route = createFileRoute('/_app/finance/account-report')({
  staticData: { title: 'Account summary' },
  validateSearch: accountReportSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused range or a lost connection is shown on the page, beside
  // its Filter button, rather than replacing the page with the route's error.
  loader: ({ context: { queryClient, user }, deps }) => {
    const range = requestRange(deps, todayIn(user?.time_zone));
    return deps.account ? queryClient.prefetchQuery(accountLinesQueryOptions(deps.account, range)) : queryClient.prefetchQuery(accountSummaryQueryOptions(range));
  },
  component: AccountReportRoute,
});

function AccountReportRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountSummaryPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
