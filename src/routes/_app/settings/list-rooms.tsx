import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { roomListSearch, roomPages } from '@/features/rooms/api/rooms';
import { RoomsPage } from '@/features/rooms/components/rooms-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-room'];

export const Route = createFileRoute('/_app/settings/list-rooms')({
  staticData: { title: 'Rooms' },
  validateSearch: roomListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, roomPages.options(deps)),
  component: RoomsRoute,
});

function RoomsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RoomsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
