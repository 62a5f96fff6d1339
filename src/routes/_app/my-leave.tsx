import { createFileRoute } from '@tanstack/react-router';
import { MyLeavePage } from '@/features/leave/components/my-leave-page';

/** My leave: one's own balances and requests. Any signed-in user; it needs a staff record, which the page checks. */
export const Route = createFileRoute('/_app/my-leave')({
  staticData: { title: 'My Leave' },
  component: MyLeaveRoute,
});

function MyLeaveRoute() {
  const { user } = Route.useRouteContext();
  return <MyLeavePage user={user!} />;
}
