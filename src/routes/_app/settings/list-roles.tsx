import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { roleListSearch, rolePages } from '@/features/roles/api/roles';
import { RolesPage } from '@/features/roles/components/roles-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-role'];

export const Route = createFileRoute('/_app/settings/list-roles')({
  staticData: { title: 'Roles' },
  validateSearch: roleListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, rolePages.options(deps)),
  component: RolesRoute,
});

function RolesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
