import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { profileQueryOptions } from '@/api/profile';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { AppShell } from '@/components/layout/app-shell';
import { RouteError } from '@/components/overlays/route-error';
import { logout } from '@/features/auth/api/logout';
import { listDrafts } from '@/lib/drafts';
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
  // Sign-out deletes what was typed and not sent (registers): never without saying so first.
  const [unsent, setUnsent] = useState(0);
  const signOut = () => {
    const drafts = listDrafts(profile).length;
    if (drafts) setUnsent(drafts);
    else void logout(queryClient);
  };
  return (
    <AppShell user={profile} onLogout={signOut}>
      <Outlet />
      <Modal open={unsent > 0} onClose={() => setUnsent(0)} title="Marks not sent yet">
        <ConfirmPanel
          danger
          pending={false}
          confirmLabel="Sign out and delete them"
          cancelLabel="Stay signed in"
          onCancel={() => setUnsent(0)}
          onConfirm={() => void logout(queryClient)}
        >
          <p>
            {unsent === 1 ? 'One register has' : `${unsent} registers have`} marks typed on this device that have not been sent. Signing out deletes
            them.
          </p>
          <p>Stay signed in and send them from Take Attendance when you are online.</p>
        </ConfirmPanel>
      </Modal>
    </AppShell>
  );
}
