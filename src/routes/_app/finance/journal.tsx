import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { JournalPage } from '@/features/finance/journal/components/journal-page';
import { requirePrivileges } from '../../-guard';

// The server's rule (ADR 039): both, or Admin.
const PRIVILEGES: Privilege[] = ['add-account', 'transfer-account'];

export const Route = createFileRoute('/_app/finance/journal')({
  staticData: { title: 'General Journal' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: JournalRoute,
});

function JournalRoute() {
  const { user } = Route.useRouteContext();
  return <JournalPage user={user!} />;
}
