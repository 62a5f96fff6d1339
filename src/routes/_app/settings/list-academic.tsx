import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { academicYearListSearch, academicYearPages } from '@/features/academic/api/academic-years';
import { AcademicYearsPage } from '@/features/academic/components/academic-years-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-academic'];

export const Route = createFileRoute('/_app/settings/list-academic')({
  staticData: { title: 'Academic Years' },
  validateSearch: academicYearListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, academicYearPages.options(deps)),
  component: AcademicYearsRoute,
});

function AcademicYearsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AcademicYearsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
