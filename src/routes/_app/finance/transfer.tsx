import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { TransferPage } from '@/features/finance/components/transfer-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['transfer-account'];

export const Route = createFileRoute('/_app/finance/transfer')({
  staticData: { title: 'Transfer A2A' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: TransferRoute,
});

function TransferRoute() {
  const { user } = Route.useRouteContext();
  return <TransferPage user={user!} />;
}
