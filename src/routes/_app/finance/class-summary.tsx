import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { classSummaryQueryOptions } from '@/features/finance/reports/api/reports';
import { ClassSummaryPage } from '@/features/finance/reports/components/class-summary-page';
import { rangeSearch, requestRange } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['class-summary'];

export const Route = createFileRoute('/_app/finance/class-summary')({
  staticData: { title: 'Class Summary' },
  validateSearch: rangeSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused range is shown on the page beside its Filter button.
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(classSummaryQueryOptions(requestRange(deps, todayIn(user?.time_zone)))),
  component: ClassSummaryRoute,
});

function ClassSummaryRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ClassSummaryPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
