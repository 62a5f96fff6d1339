import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, createHashHistory, createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/overlays/route-error';
import { setUnauthorizedHandler } from '@/lib/http';
import { notifyNavigation } from '@/lib/modals';
import { createQueryClient, forgetClientState, persistOptions } from '@/lib/query-client';
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

/** The router waits for the saved cache, so loaders see saved data (offline first paint). */
function App() {
  const restoring = useIsRestoring();
  return restoring ? null : <RouterProvider router={router} />;
}

// A transition renders in slices, yielding to the browser every few milliseconds: the first
// render of a page no longer blocks a slow tablet's main thread in one long task (the
// brand from index.html stays on screen until the page is ready).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions(localStorage)}>
        <App />
      </PersistQueryClientProvider>
    </StrictMode>,
  );
});

// After the page has loaded, and loaded lazily: the worker's precache (about 250 KB) and
// workbox-window must not compete with the first paint for a tablet's bandwidth.
function startServiceWorker() {
  void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
}
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });
