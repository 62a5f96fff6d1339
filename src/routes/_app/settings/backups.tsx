import { createFileRoute } from '@tanstack/react-router';
import { backupsQueryOptions } from '@/features/backups/api/backups';
import { BackupsPage } from '@/features/backups/components/backups-page';
import { requireAdmin } from '../../-guard';
import { loadQuery } from '../../-load';

/** Settings › Backups: a school's whole data, so only its Admin (as the server's `adminOnly()`). */
export const Route = createFileRoute('/_app/settings/backups')({
  staticData: { title: 'Backups' },
  beforeLoad: requireAdmin,
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, backupsQueryOptions()),
  component: BackupsRoute,
});

function BackupsRoute() {
  const { user } = Route.useRouteContext();
  return <BackupsPage user={user!} />;
}
