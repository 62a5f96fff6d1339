import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { ReceiptPage } from '@/features/finance/payments/components/receipt-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['receive-payment'];
const numberParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

export const Route = createFileRoute('/_app/finance/receipt/$number')({
  staticData: { title: 'Receipt' },
  params: {
    parse: ({ number }) => ({ number: v.parse(numberParam, number) }),
    stringify: ({ number }) => ({ number: String(number) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { user } = Route.useRouteContext();
  const { number } = Route.useParams();
  return <ReceiptPage user={user!} number={number} />;
}
