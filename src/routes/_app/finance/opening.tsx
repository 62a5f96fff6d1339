import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { OpeningPage } from '@/features/finance/opening/components/opening-page';
import { requirePrivileges } from '../../-guard';

// The server's rule (ADR 041, as the general journal's ADR 039): both, or Admin.
const PRIVILEGES: Privilege[] = ['add-account', 'transfer-account'];

export const Route = createFileRoute('/_app/finance/opening')({
  staticData: { title: 'Opening Balances' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: OpeningRoute,
});

function OpeningRoute() {
  const { user } = Route.useRouteContext();
  return <OpeningPage user={user!} />;
}
