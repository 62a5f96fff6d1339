import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { todayIn } from '@/lib/today';
import { statementQueryOptions } from '@/features/finance/reports/api/reports';
import { StatementPage } from '@/features/finance/reports/components/statement-page';
import { requestRange, statementSearch } from '@/features/finance/reports/lib/search';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['fee-student-transaction'];

export const Route = createFileRoute('/_app/finance/student-transaction')({
  staticData: { title: 'Student Transaction' },
  validateSearch: statementSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: an unknown student or a refused range is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) =>
    deps.student_id ? queryClient.prefetchQuery(statementQueryOptions(deps.student_id, requestRange(deps, todayIn(user?.time_zone)))) : undefined,
  component: StudentTransactionRoute,
});

function StudentTransactionRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StatementPage user={user!} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
