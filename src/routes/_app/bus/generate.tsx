import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { assignmentListSearch, assignmentsQueryOptions } from '@/features/bus/assignments/api/assignments';
import { BusStudentsPage } from '@/features/bus/assignments/components/bus-students-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['generate'];

export const Route = createFileRoute('/_app/bus/generate')({
  staticData: { title: 'Bus Student' },
  validateSearch: assignmentListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, assignmentsQueryOptions(deps)),
  component: BusStudentsRoute,
});

function BusStudentsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BusStudentsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
