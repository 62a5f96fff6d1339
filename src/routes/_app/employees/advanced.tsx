import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { recoveriesQueryOptions, recoveryListSearch } from '@/features/payroll/recoveries/api/recoveries';
import { RecoveriesPage } from '@/features/payroll/recoveries/components/recoveries-page';
import { ADVANCE } from '@/features/payroll/recoveries/lib/kinds';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['advanced'];

export const Route = createFileRoute('/_app/employees/advanced')({
  staticData: { title: 'Salary Advances' },
  validateSearch: recoveryListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, recoveriesQueryOptions(ADVANCE, deps)),
  component: AdvancesRoute,
});

function AdvancesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RecoveriesPage
      info={ADVANCE}
      user={user!}
      state={search}
      onStateChange={(next) => void navigate({ search: next, replace: true })}
      onOpen={(id) => void navigate({ to: '/employees/advance/$id', params: { id } })}
    />
  );
}
