import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { busFeeCategoriesQueryOptions, busZonesQueryOptions } from '@/features/bus/zones/api/zones';
import { FeeCategoriesPage } from '@/features/bus/zones/components/fee-categories-page';
import { schoolProfileQueryOptions } from '@/features/school/api/school-profile';
import { can } from '@/lib/can';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['fee-categories'];

export const Route = createFileRoute('/_app/bus/fee-categories')({
  staticData: { title: 'Bus Fee' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadQuery(queryClient, busZonesQueryOptions()), loadQuery(queryClient, busFeeCategoriesQueryOptions())]),
  component: FeeCategoriesRoute,
});

function FeeCategoriesRoute() {
  const { user } = Route.useRouteContext();
  // The part-month setting lives on the school profile, which only its editors may read.
  const school = useQuery({ ...schoolProfileQueryOptions(), enabled: can(user, 'school-profile') });
  return <FeeCategoriesPage user={user!} proration={school.data?.bus_proration} />;
}
