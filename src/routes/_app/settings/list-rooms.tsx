import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { roomsQueryOptions } from '@/features/rooms/api/rooms';
import { RoomsPage } from '@/features/rooms/components/rooms-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-room'];

export const Route = createFileRoute('/_app/settings/list-rooms')({
  staticData: { title: 'Rooms' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(roomsQueryOptions(deps)),
  component: RoomsRoute,
});

function RoomsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RoomsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
