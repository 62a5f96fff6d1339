import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { checkListSearch, checkRegisterQueryOptions } from '@/features/finance/checks/api/checks';
import { CheckRegisterPage } from '@/features/finance/checks/components/check-register-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['write-check'];

export const Route = createFileRoute('/_app/finance/checks')({
  staticData: { title: 'Check Register' },
  validateSearch: checkListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, checkRegisterQueryOptions(deps)),
  component: CheckRegisterRoute,
});

function CheckRegisterRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckRegisterPage
      user={user!}
      state={search}
      onStateChange={(next) => void navigate({ search: next, replace: true })}
      onOpenVoucher={(id) => void navigate({ to: '/finance/check/$id', params: { id } })}
    />
  );
}
