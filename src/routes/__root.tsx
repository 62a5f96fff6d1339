import { Outlet, createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { LoadingOverlay } from '@/components/overlays/loading-overlay';
import { TakingAction } from '@/components/overlays/taking-action';
import { useTakingAction } from '@/lib/action-guard';
import { focusPageHeading } from '@/lib/focus-heading';
import type { RouterContext } from '@/lib/router-context';
import { TOAST_DURATION } from '@/lib/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

/**
 * Toasts sit in the top-right corner (spec §8) but below the header (64px), so they never
 * cover the academic-year badge or the Offline pill.
 */
const TOAST_OFFSET = { top: 80, right: 16 };
const TOAST_OFFSET_PHONE = { top: 72, right: 8, left: 8 };

function RootLayout() {
  // "Loading..." while a route waits on its loader's requests.
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const takingAction = useTakingAction();
  const router = useRouter();
  // A new page (not the app's first, nor a change of a list's search) focuses its heading.
  useEffect(
    () =>
      router.subscribe('onRendered', (e) => {
        if (e.fromLocation && e.pathChanged) focusPageHeading();
      }),
    [router],
  );
  return (
    <>
      <Outlet />
      <LoadingOverlay visible={loading} />
      <TakingAction visible={takingAction} />
      <Toaster position="top-right" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET_PHONE} duration={TOAST_DURATION} richColors closeButton />
    </>
  );
}
