import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { schoolPeriodsQueryOptions } from '@/api/timetable-week';
import { entriesQueryOptions } from '@/features/timetable/builder/api/entries';
import { BuilderPage } from '@/features/timetable/builder/components/builder-page';
import { builderSearch } from '@/features/timetable/builder/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-timetable'];

export const Route = createFileRoute('/_app/timetable/add')({
  staticData: { title: 'Timetable Builder' },
  validateSearch: builderSearch,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: no connection or a refused read is shown on the page itself.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(schoolPeriodsQueryOptions()), queryClient.prefetchQuery(classOptionsQueryOptions()), queryClient.prefetchQuery(entriesQueryOptions())]),
  component: TimetableBuilderRoute,
});

function TimetableBuilderRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Each pick replaces the address rather than piling up history: Back leaves the page.
  return <BuilderPage user={user!} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
