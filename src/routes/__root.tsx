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
 * Toasts sit at the foot of the window, in the middle: page actions are at the top right (Print
 * certificate, Skip a month, Change plan) and sticky save bars keep theirs at the right, where a
 * toast in the top-right corner covered the button pressed next. Above the "taking action" pill.
 * Only the toast's text and its close button take the pointer: a click beside them reaches the page.
 */
const TOAST_OFFSET = { bottom: 64 };
const TOAST_OFFSET_PHONE = { bottom: 64, right: 8, left: 8 };
const TOAST_CLASSES = { toast: 'pointer-events-none!', content: 'pointer-events-auto!', closeButton: 'pointer-events-auto!' };

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
          <Toaster
            position="bottom-center"
            offset={TOAST_OFFSET}
            mobileOffset={TOAST_OFFSET_PHONE}
            duration={TOAST_DURATION}
            toastOptions={{ classNames: TOAST_CLASSES }}
            richColors
            closeButton
          />
        </Suspense>
      )}
    </>
  );
}
