import { createFileRoute } from '@tanstack/react-router';
import { auditListSearch, auditQueryOptions } from '@/features/audit/api/audit';
import { AuditPage } from '@/features/audit/components/audit-page';
import { requireAdmin } from '../../-guard';
import { loadQuery } from '../../-load';

export const Route = createFileRoute('/_app/settings/audit')({
  staticData: { title: 'Audit Trail' },
  validateSearch: auditListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAdmin,
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, auditQueryOptions(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
