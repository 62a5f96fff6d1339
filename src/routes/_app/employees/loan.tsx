import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { recoveriesQueryOptions, recoveryListSearch } from '@/features/payroll/recoveries/api/recoveries';
import { RecoveriesPage } from '@/features/payroll/recoveries/components/recoveries-page';
import { LOAN } from '@/features/payroll/recoveries/lib/kinds';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['loan'];

export const Route = createFileRoute('/_app/employees/loan')({
  staticData: { title: 'Staff Loans' },
  validateSearch: recoveryListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, recoveriesQueryOptions(LOAN, deps)),
  component: LoansRoute,
});

function LoansRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RecoveriesPage
      info={LOAN}
      user={user!}
      state={search}
      onStateChange={(next) => void navigate({ search: next, replace: true })}
      onOpen={(id) => void navigate({ to: '/employees/loan/$id', params: { id } })}
    />
  );
}
