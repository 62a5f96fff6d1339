import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { classOptionsQueryOptions } from '@/api/classes';
import { PromotePage } from '@/features/promotion/components/promote-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['pass-student'];

export const Route = createFileRoute('/_app/students/promote')({
  staticData: { title: 'Promote Students' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(classOptionsQueryOptions()), queryClient.prefetchQuery(yearOptionsQueryOptions())]),
  component: PromoteRoute,
});

function PromoteRoute() {
  const { user } = Route.useRouteContext();
  return <PromotePage user={user!} />;
}
