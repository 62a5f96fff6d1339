import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { ReceivePaymentPage } from '@/features/finance/payments/components/receive-payment-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['receive-payment'];

export const Route = createFileRoute('/_app/finance/payment')({
  staticData: { title: 'Receive payment' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: ReceivePaymentRoute,
});

function ReceivePaymentRoute() {
  const { user } = Route.useRouteContext();
  return <ReceivePaymentPage user={user!} />;
}
