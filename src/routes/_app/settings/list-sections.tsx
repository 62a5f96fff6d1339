import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { sectionListSearch, sectionPages } from '@/features/sections/api/sections';
import { SectionsPage } from '@/features/sections/components/sections-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-section'];

export const Route = createFileRoute('/_app/settings/list-sections')({
  staticData: { title: 'Sections' },
  validateSearch: sectionListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Without an active year the list answers 422; the page explains that instead of failing.
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(sectionPages.options(deps)),
  component: SectionsRoute,
});

function SectionsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SectionsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
