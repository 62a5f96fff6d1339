import { createFileRoute, redirect } from '@tanstack/react-router';
import { registerBoardQueryOptions, registerQueryOptions, registerSearch } from '@/features/attendance/register/api/register';
import { attendanceConfigQueryOptions } from '@/features/attendance/api/config';
import { RegisterBoardPage } from '@/features/attendance/register/components/register-board-page';
import { RegisterPage } from '@/features/attendance/register/components/register-page';
import { can } from '@/lib/can';
import { todayIn } from '@/lib/today';
import { loadQuery } from '../../-load';

/**
 * Attendance › Take Attendance (ADR 025): the day's board without `section`, a register with it.
 * The board is also the head teacher's "not taken yet" view, so `list-attendance` opens it too.
 */
export const Route = createFileRoute('/_app/attendance/generate')({
  staticData: { title: 'Take Attendance' },
  validateSearch: registerSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context, search }) => {
    const { user } = context;
    const mayOpen = search.section ? can(user, 'generate-attendance') : can(user, 'generate-attendance') || can(user, 'list-attendance');
    if (!mayOpen) throw redirect({ to: '/error/$code', params: { code: '403' } });
  },
  loader: ({ context: { queryClient, user }, deps }) => {
    const date = deps.date ?? todayIn(user?.time_zone);
    return Promise.all([
      loadQuery(queryClient, attendanceConfigQueryOptions()),
      deps.section ? loadQuery(queryClient, registerQueryOptions(deps.section, date)) : loadQuery(queryClient, registerBoardQueryOptions(date)),
    ]);
  },
  component: TakeAttendanceRoute,
});

function TakeAttendanceRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const date = search.date ?? todayIn(user!.time_zone);
  if (search.section) return <RegisterPage key={`${search.section}.${date}`} user={user!} sectionId={search.section} date={date} />;
  return <RegisterBoardPage user={user!} date={date} onDateChange={(next) => void navigate({ search: { date: next }, replace: true })} />;
}
