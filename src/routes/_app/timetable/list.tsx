import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { weekQueryOptions } from '@/api/timetable-week';
import { TimetableWeekPage } from '@/features/timetable/week/components/week-page';
import { chosenIn, viewOf, weekOf, weekSearch } from '@/features/timetable/week/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-timetable'];

export const Route = createFileRoute('/_app/timetable/list')({
  staticData: { title: 'Timetables' },
  validateSearch: weekSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a saved copy offline, no copy, or a refused week is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const by = viewOf(deps, user?.employee_id);
    const of = weekOf(by, chosenIn(deps, by, user?.employee_id));
    return of ? queryClient.prefetchQuery(weekQueryOptions(of)) : undefined;
  },
  component: TimetablesRoute,
});

function TimetablesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <TimetableWeekPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
