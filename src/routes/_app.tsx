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
import { hasSession, sessionKind } from '@/lib/session';
import { wantToaster } from '@/lib/toast';

/**
 * The signed-in area (the spec's "general pages" layout, no path prefix): no session goes
 * to sign-in; the profile is loaded once here and its user is handed to child guards.
 * The profile is saved on the device, so offline a signed-in user still gets in.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!hasSession()) throw redirect({ to: '/auth/login' });
    // A parent or pupil (issue 33) has the family portal, never the staff shell.
    if (sessionKind() === 'family') throw redirect({ to: '/family' });
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
  // Sign-out deletes what was typed and not sent (registers, mark sheets): never without saying so first.
  const [unsent, setUnsent] = useState<{ registers: number; sheets: number } | null>(null);
  const signOut = () => {
    const drafts = listDrafts(profile);
    const sheets = drafts.filter((d) => d.kind === 'exam-marks').length;
    if (drafts.length) setUnsent({ registers: drafts.length - sheets, sheets });
    else void logout(queryClient);
  };
  return (
    <AppShell user={profile} onLogout={signOut}>
      <Outlet />
      <Modal open={unsent !== null} onClose={() => setUnsent(null)} title="Marks not sent yet">
        <ConfirmPanel
          danger
          pending={false}
          confirmLabel="Sign out and delete them"
          cancelLabel="Stay signed in"
          onCancel={() => setUnsent(null)}
          onConfirm={() => void logout(queryClient)}
        >
          <p>{unsentText(unsent)} typed on this device that have not been sent. Signing out deletes them.</p>
          <p>Stay signed in and send them from {unsent?.sheets ? (unsent.registers ? 'Take Attendance and Exam Result' : 'Exam Result') : 'Take Attendance'} when you are online.</p>
        </ConfirmPanel>
      </Modal>
    </AppShell>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `One ${one}` : `${n} ${many}`);

/** "2 registers and one mark sheet have marks": what sign-out would delete. */
function unsentText(unsent: { registers: number; sheets: number } | null): string {
  if (!unsent) return '';
  const parts = [
    unsent.registers ? plural(unsent.registers, 'register', 'registers') : '',
    unsent.sheets ? plural(unsent.sheets, 'mark sheet', 'mark sheets') : '',
  ].filter(Boolean);
  const text = parts.join(' and ').replace(/ and One /, ' and one ');
  return `${text} ${unsent.registers + unsent.sheets === 1 ? 'has' : 'have'} marks`;
}
