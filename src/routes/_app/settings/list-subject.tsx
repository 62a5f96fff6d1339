import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { subjectsQueryOptions } from '@/features/subjects/api/subjects';
import { SubjectsPage } from '@/features/subjects/components/subjects-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-subject'];

export const Route = createFileRoute('/_app/settings/list-subject')({
  staticData: { title: 'Subjects' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(subjectsQueryOptions(deps)),
  component: SubjectsRoute,
});

function SubjectsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubjectsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
