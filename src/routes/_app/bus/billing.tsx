import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { BillingPage } from '@/features/bus/billing/components/billing-page';
import { monthSearch } from '@/features/bus/billing/lib/months';
import { todayIn } from '@/lib/today';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['generate'];

export const Route = createFileRoute('/_app/bus/billing')({
  staticData: { title: 'Bus Fees' },
  validateSearch: monthSearch,
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: BillingRoute,
});

function BillingRoute() {
  const { user } = Route.useRouteContext();
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BillingPage user={user!} month={month ?? todayIn(user!.time_zone).slice(0, 7)} onMonth={(next) => void navigate({ search: { month: next }, replace: true })} />;
}
