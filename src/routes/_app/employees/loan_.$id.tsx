import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { recoveryQueryOptions } from '@/features/payroll/recoveries/api/recoveries';
import { RecoveryPage } from '@/features/payroll/recoveries/components/recovery-page';
import { LOAN } from '@/features/payroll/recoveries/lib/kinds';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['loan'];
// `loan_`: the loan's page is not nested in the loans list (loan.tsx), which has no outlet.
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/employees/loan_/$id')({
  staticData: { title: 'Staff Loan' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: an unknown loan or a lost connection is shown on the page.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(recoveryQueryOptions(LOAN, params.id)),
  component: LoanRoute,
});

function LoanRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <RecoveryPage info={LOAN} user={user!} id={id} />;
}
