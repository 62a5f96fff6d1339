import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { subjectListSearch, subjectPages } from '@/features/subjects/api/subjects';
import { SubjectsPage } from '@/features/subjects/components/subjects-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-subject'];

export const Route = createFileRoute('/_app/settings/list-subject')({
  staticData: { title: 'Subjects' },
  validateSearch: subjectListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, subjectPages.options(deps)),
  component: SubjectsRoute,
});

function SubjectsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubjectsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
