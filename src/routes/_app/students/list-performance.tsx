import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { performanceQueryOptions } from '@/features/performance/api/performance';
import { performanceListSearch } from '@/features/performance/api/search';
import { PerformanceListPage } from '@/features/performance/components/performance-list-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-perfomance-student'];

export const Route = createFileRoute('/_app/students/list-performance')({
  staticData: { title: 'Performance Notes' },
  validateSearch: performanceListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(performanceQueryOptions(deps)),
  component: PerformanceListRoute,
});

function PerformanceListRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PerformanceListPage user={user!} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
