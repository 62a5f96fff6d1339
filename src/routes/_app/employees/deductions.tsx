import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { deductionListSearch, deductionsQueryOptions } from '@/features/payroll/deductions/api/deductions';
import { DeductionsPage } from '@/features/payroll/deductions/components/deductions-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['deductions'];

export const Route = createFileRoute('/_app/employees/deductions')({
  staticData: { title: 'Deductions' },
  validateSearch: deductionListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, deductionsQueryOptions(deps)),
  component: DeductionsRoute,
});

function DeductionsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DeductionsPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
