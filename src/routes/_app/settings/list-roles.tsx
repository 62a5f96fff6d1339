import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { rolesQueryOptions } from '@/features/roles/api/roles';
import { RolesPage } from '@/features/roles/components/roles-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-role'];

export const Route = createFileRoute('/_app/settings/list-roles')({
  staticData: { title: 'Roles' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(rolesQueryOptions(deps)),
  component: RolesRoute,
});

function RolesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
