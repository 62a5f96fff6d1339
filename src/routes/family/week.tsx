import { createFileRoute } from '@tanstack/react-router';
import { familyWeekQueryOptions } from '@/api/family';
import { NoChild } from '@/features/family/components/no-child';
import { FamilyWeekPage } from '@/features/family/components/week-page';
import { weekdayOf } from '@/features/family/lib/calendar';
import { weekSearch } from '@/features/family/lib/search';
import { todayIn } from '@/lib/today';

export const Route = createFileRoute('/family/week')({
  staticData: { title: 'Week' },
  validateSearch: weekSearch,
  loaderDeps: ({ search }) => ({ child: search.child }),
  loader: ({ context: { queryClient, child } }) => (child ? queryClient.prefetchQuery(familyWeekQueryOptions(child.id)) : undefined),
  component: FamilyWeekRoute,
});

function FamilyWeekRoute() {
  const { child, me } = Route.useRouteContext();
  const { day } = Route.useSearch();
  return child ? <FamilyWeekPage key={child.id} childId={child.id} today={weekdayOf(todayIn(me.school.time_zone))} day={day} /> : <NoChild />;
}
