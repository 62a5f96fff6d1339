import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { busesQueryOptions, busListSearch } from '@/features/bus/buses/api/buses';
import { BusesPage } from '@/features/bus/buses/components/buses-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-bus'];

export const Route = createFileRoute('/_app/bus/list')({
  staticData: { title: 'Buses' },
  validateSearch: busListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, busesQueryOptions(deps)),
  component: BusesRoute,
});

function BusesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BusesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
