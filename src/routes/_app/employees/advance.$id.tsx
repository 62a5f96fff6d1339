import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { recoveryQueryOptions } from '@/features/payroll/recoveries/api/recoveries';
import { RecoveryPage } from '@/features/payroll/recoveries/components/recovery-page';
import { ADVANCE } from '@/features/payroll/recoveries/lib/kinds';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['advanced'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/employees/advance/$id')({
  staticData: { title: 'Salary Advance' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: an unknown advance or a lost connection is shown on the page.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(recoveryQueryOptions(ADVANCE, params.id)),
  component: AdvanceRoute,
});

function AdvanceRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <RecoveryPage info={ADVANCE} user={user!} id={id} />;
}
