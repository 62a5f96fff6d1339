import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createHashHistory, createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/overlays/route-error';
import { setUnauthorizedHandler } from '@/lib/http';
import { notifyNavigation } from '@/lib/modals';
import { createQueryClient, forgetClientState, restoreSavedCache } from '@/lib/query-client';
import '@/lib/router-context';
import { routeTree } from './routeTree.gen';
import './styles.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  history: createHashHistory(), // spec §2: hash-style URLs
  context: { queryClient },
  // Loaders use ensureQueryData; TanStack Query owns caching, so the router never holds stale data.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Spec §2: any open modal closes on each navigation.
// A list's search, sort or page lives in the address too; only a change of page is a navigation.
router.subscribe('onResolved', (e) => {
  if (e.pathChanged) notifyNavigation();
});

// Spec §4/§8: a 401 from any call ends the session here and goes to sign-in.
setUnauthorizedHandler(() => {
  forgetClientState(queryClient);
  if (!router.state.location.pathname.endsWith('/login')) {
    void router.navigate({ to: '/auth/login' });
  }
});

/**
 * The saved cache is restored and the first page loaded (its guards, loader and code) before
 * React renders anything, so loaders see saved data (offline first paint) and the first render
 * is a transition: React renders it in slices, yielding to the browser every few milliseconds.
 * Rendered earlier, the router's own store would finish the page in one blocking render (a
 * store update is never sliced), a long task a slow tablet feels. Until then the brand from
 * index.html stays on screen.
 */
async function start() {
  // Each step in a task of its own, after the entry's evaluation: one long task is what a
  // tablet's user waits on, three short ones are not.
  await nextTask();
  await restoreSavedCache(queryClient, localStorage);
  await nextTask();
  // Until the router's own Transitioner is mounted, nothing follows the address: a change
  // during the load (Back, a typed address, a test's goto) would leave the page behind it.
  const unfollow = router.history.subscribe(() => void router.load().catch(() => undefined));
  await router.load().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Started onStarted={unfollow} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
void start();

/**
 * After the first commit: the router's Transitioner (a layout effect) now follows the address,
 * and index.html's brand, hidden by CSS since the commit, leaves the page for good.
 */
function Started({ onStarted }: { onStarted: () => void }) {
  useEffect(() => {
    onStarted();
    document.getElementById('splash')?.remove();
  }, [onStarted]);
  return null;
}

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

// After the page has loaded, and loaded lazily: the worker's precache (about 250 KB) and
// workbox-window must not compete with the first paint for a tablet's bandwidth.
function startServiceWorker() {
  void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
}
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });
