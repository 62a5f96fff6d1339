import { createFileRoute, redirect } from '@tanstack/react-router';
import { coverDayQueryOptions } from '@/api/cover';
import { CoverPage } from '@/features/cover/components/cover-page';
import { coverSearch } from '@/features/cover/lib/day';
import { can } from '@/lib/can';
import { todayIn } from '@/lib/today';

/**
 * Timetable › Lesson Cover (issue 35): the office assigns cover (`update-timetable`); whoever
 * approves leave (`approve-leave`) may look at the day too.
 */
export const Route = createFileRoute('/_app/timetable/cover')({
  staticData: { title: 'Lesson Cover' },
  validateSearch: coverSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context: { user } }) => {
    if (!can(user, 'update-timetable') && !can(user, 'approve-leave')) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  // Prefetch, never ensure: no connection or a refusal is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(coverDayQueryOptions(deps.date ?? todayIn(user?.time_zone))),
  component: CoverRoute,
});

function CoverRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const date = search.date ?? todayIn(user!.time_zone);
  // Each day replaces the address rather than piling up history: Back leaves the page.
  return <CoverPage user={user!} date={date} onDate={(next) => void navigate({ search: { date: next }, replace: true })} />;
}
