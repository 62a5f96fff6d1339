import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Privilege } from '@contract';
import { useBuiltPaths } from '@/components/layout/app-shell';
import { NAV } from '@/components/layout/nav-config';
import { visibleLinks } from '@/components/layout/nav-filter';
import { academicYearsQueryOptions } from '@/features/academic/api/academic-years-query';
import { profileQueryOptions } from '@/features/auth/api/profile-query';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { requirePrivileges } from '../-guard';

/** Spec §2/§6: a plain link, no privilege check. */
const PRIVILEGES: Privilege[] = [];

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()),
      queryClient.ensureQueryData(academicYearsQueryOptions()),
    ]),
  component: DashboardRoute,
});

function DashboardRoute() {
  const profile = useSuspenseQuery(profileQueryOptions());
  const years = useSuspenseQuery(academicYearsQueryOptions());
  const builtPaths = useBuiltPaths();
  return (
    <DashboardPage
      profile={profile.data}
      profileSavedAt={profile.dataUpdatedAt}
      years={years.data.data}
      yearsSavedAt={years.dataUpdatedAt}
      quickLinks={visibleLinks(NAV, profile.data, builtPaths)}
    />
  );
}
