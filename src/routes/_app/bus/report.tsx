import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { monthSearch } from '@/features/bus/billing/lib/months';
import { busReportQueryOptions } from '@/features/bus/report/api/report';
import { BusReportPage } from '@/features/bus/report/components/bus-report-page';
import { todayIn } from '@/lib/today';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['report'];

export const Route = createFileRoute('/_app/bus/report')({
  staticData: { title: 'Bus Report' },
  validateSearch: monthSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  // Prefetch, never ensure: a refused month or no connection is shown on the page.
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(busReportQueryOptions(deps.month ?? todayIn(user?.time_zone).slice(0, 7))),
  component: BusReportRoute,
});

function BusReportRoute() {
  const { user } = Route.useRouteContext();
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BusReportPage user={user!} month={month ?? todayIn(user!.time_zone).slice(0, 7)} onMonth={(next) => void navigate({ search: { month: next }, replace: true })} />;
}
