import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { parentsQueryOptions } from '@/features/parents/api/parents';
import { ParentsPage } from '@/features/parents/components/parents-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-parents'];

export const Route = createFileRoute('/_app/settings/list-parents')({
  staticData: { title: 'Parents' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(parentsQueryOptions(deps)),
  component: ParentsRoute,
});

function ParentsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ParentsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
