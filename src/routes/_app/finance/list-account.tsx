import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { accountListSearch, chartQueryOptions } from '@/features/finance/api/accounts';
import { ChartPage } from '@/features/finance/components/chart-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-account'];

export const Route = createFileRoute('/_app/finance/list-account')({
  staticData: { title: 'Chart of accounts' },
  validateSearch: accountListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, chartQueryOptions(deps)),
  component: ChartRoute,
});

function ChartRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChartPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
