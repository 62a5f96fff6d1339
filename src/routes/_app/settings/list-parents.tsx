import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { parentListSearch, parentPages } from '@/features/parents/api/parents';
import { ParentsPage } from '@/features/parents/components/parents-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-parents'];

export const Route = createFileRoute('/_app/settings/list-parents')({
  staticData: { title: 'Parents' },
  validateSearch: parentListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, parentPages.options(deps)),
  component: ParentsRoute,
});

function ParentsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ParentsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
