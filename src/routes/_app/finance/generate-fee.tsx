import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { GenerateFeePage } from '@/features/finance/fees/components/generate-fee-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['generate-fee'];

export const Route = createFileRoute('/_app/finance/generate-fee')({
  staticData: { title: 'Generate Fee' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: GenerateFeeRoute,
});

function GenerateFeeRoute() {
  const { user } = Route.useRouteContext();
  return <GenerateFeePage user={user!} />;
}
