import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { LoadingOverlay } from '@/components/overlays/loading-overlay';
import { TakingAction } from '@/components/overlays/taking-action';
import { useTakingAction } from '@/lib/action-guard';
import type { RouterContext } from '@/lib/router-context';
import { TOAST_DURATION } from '@/lib/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // "Loading..." while a route waits on its loader's requests.
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const takingAction = useTakingAction();
  return (
    <>
      <Outlet />
      <LoadingOverlay visible={loading} />
      <TakingAction visible={takingAction} />
      <Toaster position="top-right" duration={TOAST_DURATION} richColors closeButton />
    </>
  );
}
