import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { balanceSheetQueryOptions } from '@/features/finance/reports/api/reports';
import { BalanceSheetPage } from '@/features/finance/reports/components/balance-sheet-page';
import { balanceSheetSearch } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['balance-sheet'];

export const Route = createFileRoute('/_app/finance/balance-sheet')({
  staticData: { title: 'Balance Sheet' },
  validateSearch: balanceSheetSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a lost connection is shown on the page, not as the route's error.
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(balanceSheetQueryOptions(deps.on ?? todayIn(user?.time_zone))),
  component: BalanceSheetRoute,
});

function BalanceSheetRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BalanceSheetPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
