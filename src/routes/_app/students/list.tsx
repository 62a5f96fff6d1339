import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { rosterQueryOptions, studentListSearch, studentsQueryOptions } from '@/features/students/api/students';
import { RosterPage } from '@/features/students/components/roster-page';
import { isOnline } from '@/lib/online';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-student'];

export const Route = createFileRoute('/_app/students/list')({
  staticData: { title: 'Students' },
  validateSearch: studentListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: offline the page renders a saved roster or says what needs a connection.
  loader: ({ context: { queryClient }, deps }) => {
    if (!isOnline()) return;
    const { section_id: sectionId, status, house } = deps;
    if (sectionId && (!status || status === 'Active') && !house) return queryClient.prefetchQuery(rosterQueryOptions(sectionId));
    return queryClient.prefetchQuery(studentsQueryOptions(deps));
  },
  component: StudentsRoute,
});

function StudentsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RosterPage
      user={user!}
      state={search}
      onStateChange={(next) => void navigate({ search: next, replace: true })}
      onOpen={(id) => void navigate({ to: '/students/view/$studentId', params: { studentId: id } })}
    />
  );
}
