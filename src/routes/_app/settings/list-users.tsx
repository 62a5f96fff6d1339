import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { userListSearch, userPages } from '@/features/users/api/users';
import { UsersPage } from '@/features/users/components/users-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-user'];

export const Route = createFileRoute('/_app/settings/list-users')({
  staticData: { title: 'Users' },
  validateSearch: userListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, userPages.options(deps)),
  component: UsersRoute,
});

function UsersRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
