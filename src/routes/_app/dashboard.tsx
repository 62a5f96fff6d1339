import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Privilege } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { profileQueryOptions } from '@/api/profile';
import { useBuiltPaths } from '@/components/layout/app-shell';
import { NAV } from '@/components/layout/nav-config';
import { quickLinks, visibleLinks } from '@/components/layout/nav-filter';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { BursarCard, canSeeBursarCard } from '@/features/finance/reports/components/bursar-card';
import { requirePrivileges } from '../-guard';
import { loadQuery } from '../-load';

/** Spec §2/§6: a plain link, no privilege check. */
const PRIVILEGES: Privilege[] = [];

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, yearOptionsQueryOptions()),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  const profile = useQuery(profileQueryOptions());
  const years = useQuery(yearOptionsQueryOptions());
  const builtPaths = useBuiltPaths();
  const me = profile.data ?? user!;
  return (
    <DashboardPage
      profile={me}
      profileSavedAt={profile.dataUpdatedAt}
      years={years.data ?? []}
      yearsSavedAt={years.dataUpdatedAt}
      quickLinks={quickLinks(NAV, me, builtPaths)}
      openPaths={new Set(visibleLinks(NAV, me, builtPaths).map((l) => l.path))}
      financeCard={canSeeBursarCard(me) ? <BursarCard user={me} /> : undefined}
    />
  );
}
