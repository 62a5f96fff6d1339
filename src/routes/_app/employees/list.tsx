import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { listSearchSchema } from '@/components/data-table/list-state';
import { employeesQueryOptions } from '@/features/employees/api/employees';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['list-employee'];

export const Route = createFileRoute('/_app/employees/list')({
  staticData: { title: 'Employees' },
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(employeesQueryOptions(deps)),
  component: EmployeesRoute,
});

function EmployeesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EmployeesPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
