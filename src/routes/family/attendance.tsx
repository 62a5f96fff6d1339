import { createFileRoute } from '@tanstack/react-router';
import { familyAttendanceQueryOptions } from '@/api/family';
import { FamilyAttendancePage } from '@/features/family/components/attendance-page';
import { NoChild } from '@/features/family/components/no-child';
import { attendanceSearch } from '@/features/family/lib/search';
import { todayIn } from '@/lib/today';

export const Route = createFileRoute('/family/attendance')({
  staticData: { title: 'Attendance' },
  validateSearch: attendanceSearch,
  loaderDeps: ({ search }) => ({ child: search.child, month: search.month }),
  loader: ({ context: { queryClient, child, me }, deps }) =>
    child ? queryClient.prefetchQuery(familyAttendanceQueryOptions(child.id, deps.month ?? todayIn(me.school.time_zone).slice(0, 7))) : undefined,
  component: FamilyAttendanceRoute,
});

function FamilyAttendanceRoute() {
  const { child, me } = Route.useRouteContext();
  const { month } = Route.useSearch();
  const today = todayIn(me.school.time_zone);
  return child ? <FamilyAttendancePage key={child.id} childId={child.id} month={month ?? today.slice(0, 7)} today={today} /> : <NoChild />;
}
