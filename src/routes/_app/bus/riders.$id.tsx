import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { busRidersQueryOptions } from '@/features/bus/riders-list/api/riders';
import { RidersListPage } from '@/features/bus/riders-list/components/riders-list-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-bus'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/bus/riders/$id')({
  staticData: { title: 'Riders List' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a saved copy offline, no copy, or an unknown bus is shown on the page.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(busRidersQueryOptions(params.id)),
  component: RidersRoute,
});

function RidersRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <RidersListPage key={id} busId={id} user={user!} />;
}
