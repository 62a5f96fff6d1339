import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { incomeStatementQueryOptions } from '@/features/finance/reports/api/reports';
import { IncomeStatementPage } from '@/features/finance/reports/components/income-statement-page';
import { rangeSearch, requestRange } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['income-statement'];

export const Route = createFileRoute('/_app/finance/income-statement')({
  staticData: { title: 'Income Statement' },
  validateSearch: rangeSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused range is shown on the page beside its Filter button.
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(incomeStatementQueryOptions(requestRange(deps, todayIn(user?.time_zone)))),
  component: IncomeStatementRoute,
});

function IncomeStatementRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <IncomeStatementPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
