import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { AppShell } from '@/components/layout/app-shell';
import { RouteError } from '@/components/overlays/route-error';
import { logout } from '@/features/auth/api/logout';
import { profileQueryOptions } from '@/features/auth/api/profile-query';
import { hasSession } from '@/lib/session';

/**
 * The signed-in area (the spec's "general pages" layout, no path prefix): no session goes
 * to sign-in; the profile is loaded once here and its user is handed to child guards.
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
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  return (
    <AppShell user={profile} onLogout={() => void logout(queryClient)}>
      <Outlet />
    </AppShell>
  );
}
