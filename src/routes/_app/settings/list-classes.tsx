import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { classListSearch, classPages } from '@/features/classes/api/classes';
import { ClassesPage } from '@/features/classes/components/classes-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-class'];

export const Route = createFileRoute('/_app/settings/list-classes')({
  staticData: { title: 'Classes' },
  validateSearch: classListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, classPages.options(deps)),
  component: ClassesRoute,
});

function ClassesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ClassesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
