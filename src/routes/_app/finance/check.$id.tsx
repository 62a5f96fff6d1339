import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { VoucherPage } from '@/features/finance/checks/components/voucher-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['write-check'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/finance/check/$id')({
  staticData: { title: 'Payment Voucher' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: VoucherRoute,
});

function VoucherRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <VoucherPage user={user!} checkId={id} />;
}
