import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { academicYearsListQueryOptions } from '@/features/academic/api/academic-years';
import { AcademicYearsPage } from '@/features/academic/components/academic-years-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-academic'];

export const Route = createFileRoute('/_app/settings/list-academic')({
  staticData: { title: 'Academic years' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(academicYearsListQueryOptions(deps)),
  component: AcademicYearsRoute,
});

function AcademicYearsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AcademicYearsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
