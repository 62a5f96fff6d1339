import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryOptions } from '@/api/profile';
import { AppShell } from '@/components/layout/app-shell';
import { RouteError } from '@/components/overlays/route-error';
import { logout } from '@/features/auth/api/logout';
import { hasSession } from '@/lib/session';
import { wantToaster } from '@/lib/toast';

/**
 * The signed-in area (the spec's "general pages" layout, no path prefix): no session goes
 * to sign-in; the profile is loaded once here and its user is handed to child guards.
 * The profile is saved on the device, so offline a signed-in user still gets in.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!hasSession()) throw redirect({ to: '/auth/login' });
    const profile = await context.queryClient.ensureQueryData(profileQueryOptions());
    // Spec §2: after the authentication check the server may name a route to go to.
    if (profile.route && profile.route !== location.pathname) {
      throw redirect({ to: profile.route });
    }
    return { user: profile };
  },
  errorComponent: RouteError,
  component: SignedInLayout,
});

function SignedInLayout() {
  const queryClient = useQueryClient();
  const { user } = Route.useRouteContext();
  // The live profile, so a saved name or logo shows at once; the guard's copy until then.
  const profile = useQuery(profileQueryOptions()).data ?? user;
  // Toasts confirm the saves made from here on: the toaster is fetched now, not on the first.
  useEffect(wantToaster, []);
  return (
    <AppShell user={profile} onLogout={() => void logout(queryClient)}>
      <Outlet />
    </AppShell>
  );
}
