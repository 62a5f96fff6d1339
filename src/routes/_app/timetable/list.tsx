import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { coverWeekDay, coverWeekQueryOptions } from '@/api/cover';
import { weekQueryOptions } from '@/api/timetable-week';
import { TimetableWeekPage } from '@/features/timetable/week/components/week-page';
import { chosenIn, viewOf, weekOf, weekSearch } from '@/features/timetable/week/lib/search';
import { todayIn } from '@/lib/today';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-timetable'];

export const Route = createFileRoute('/_app/timetable/list')({
  staticData: { title: 'Timetables' },
  validateSearch: weekSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a saved copy offline, no copy, or a refused week is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const mine = user?.employee_id ?? undefined;
    const by = viewOf(deps, mine);
    const of = weekOf(by, chosenIn(deps, by, mine));
    // My week holds this week's cover lessons too.
    const own = mine !== undefined && of && 'teacher_id' in of && of.teacher_id === mine;
    if (!of) return;
    const week = weekQueryOptions(of);
    return queryClient.prefetchQuery(week).then(() => {
      if (!own) return;
      const schoolDays = queryClient.getQueryData(week.queryKey)?.school_days;
      return queryClient.prefetchQuery(coverWeekQueryOptions(mine, coverWeekDay(todayIn(user?.time_zone), schoolDays)));
    });
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
