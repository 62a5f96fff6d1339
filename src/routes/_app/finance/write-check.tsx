import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { WriteCheckPage } from '@/features/finance/checks/components/write-check-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['write-check'];

export const Route = createFileRoute('/_app/finance/write-check')({
  staticData: { title: 'Write Check' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: WriteCheckRoute,
});

function WriteCheckRoute() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <WriteCheckPage user={user!} onWritten={(id) => void navigate({ to: '/finance/check/$id', params: { id } })} />;
}
