import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { classesQueryOptions } from '@/features/classes/api/classes';
import { ClassesPage } from '@/features/classes/components/classes-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-class'];

export const Route = createFileRoute('/_app/settings/list-classes')({
  staticData: { title: 'Classes' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(classesQueryOptions(deps)),
  component: ClassesRoute,
});

function ClassesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ClassesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
