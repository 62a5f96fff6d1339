import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { employeeListSearch, employeePages } from '@/features/employees/api/employees';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['list-employee'];

export const Route = createFileRoute('/_app/employees/list')({
  staticData: { title: 'Employees' },
  validateSearch: employeeListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, employeePages.options(deps)),
  component: EmployeesRoute,
});

function EmployeesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EmployeesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
