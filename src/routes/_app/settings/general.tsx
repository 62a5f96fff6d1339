import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { profileQueryOptions } from '@/api/profile';
import { schoolProfileQueryOptions } from '@/features/school/api/school-profile';
import { GeneralPage } from '@/features/school/components/general-page';
import { can } from '@/lib/can';
import { requirePrivileges } from '../../-guard';

/** "My Profile" from the user block lands here, so any signed-in user may open it. */
const PRIVILEGES: Privilege[] = [];

export const Route = createFileRoute('/_app/settings/general')({
  staticData: { title: 'Profile' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient, user } }) =>
    can(user, 'school-profile') ? queryClient.prefetchQuery(schoolProfileQueryOptions()) : undefined,
  component: GeneralRoute,
});

function GeneralRoute() {
  const { user } = Route.useRouteContext();
  // The live profile, so a saved name shows without another navigation.
  const profile = useQuery(profileQueryOptions()).data ?? user!;
  return <GeneralPage user={profile} />;
}
