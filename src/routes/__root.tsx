import { Outlet, createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { LoadingOverlay } from '@/components/overlays/loading-overlay';
import { TakingAction } from '@/components/overlays/taking-action';
import { useTakingAction } from '@/lib/action-guard';
import { focusPageHeading } from '@/lib/focus-heading';
import type { RouterContext } from '@/lib/router-context';
import { loadSonner, markToasterMounted, TOAST_DURATION, toasterStore } from '@/lib/toast';

/**
 * The toaster arrives with the signed-in layout or the first toast (src/lib/toast.ts). If it
 * cannot be fetched (offline before the service worker has it), the page goes on without.
 */
const Toaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  const sonner = await loadSonner().catch(() => undefined);
  if (!sonner) return { default: () => null };
  const { Toaster: SonnerToaster } = sonner;
  function MountedToaster(props: ToasterProps) {
    useEffect(markToasterMounted, []);
    return <SonnerToaster {...props} />;
  }
  return { default: MountedToaster };
});

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
  const toaster = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted);
  return (
    <>
      <Outlet />
      <LoadingOverlay visible={loading} />
      <TakingAction visible={takingAction} />
      {toaster && (
        <Suspense fallback={null}>
          <Toaster position="top-right" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET_PHONE} duration={TOAST_DURATION} richColors closeButton />
        </Suspense>
      )}
    </>
  );
}
