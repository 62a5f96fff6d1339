import { QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
import { HttpError } from './http-error';
import { clearSession, tokenOwner } from './session';

const DAY = 24 * 60 * 60 * 1000;
/** Saved data older than this is dropped at start (architecture: offline-tolerant reads). */
export const PERSIST_MAX_AGE = 7 * DAY;
export const PERSIST_KEY = 'schooldesk_query_cache';

/** What a query may say about itself; `persist` is read by shouldPersistQuery. */
export interface SchooldeskQueryMeta extends Record<string, unknown> {
  /**
   * Saved on the device for offline use. Set it on the query's own queryOptions, only for
   * reads without contact details, pay or finance; src/api/persisted.test.ts lists them all.
   */
  persist?: true;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SchooldeskQueryMeta;
  }
}

/** Only queries whose own options set `meta.persist` are saved, and only once they hold data. */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

/** App version + school + user: a new release or another user never reads this copy. */
export function makeBuster(version: string, owner: { schoolId: string; userId: string } | null): string {
  return [version, owner?.schoolId ?? 'none', owner?.userId ?? 'none'].join(':');
}

// __APP_VERSION__ is defined by vite.config.ts; unit tests run without it.
const appVersion = () => (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev');
export const currentBuster = () => makeBuster(appVersion(), tokenOwner());

function retry(failureCount: number, error: Error): boolean {
  // No answer (offline) or a 4xx will not change on retry; show the state at once.
  if (error instanceof HttpError && (error.status === 0 || error.status < 500)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Saved data renders offline; a fetch is still tried once, and fails fast.
        networkMode: 'offlineFirst',
        gcTime: PERSIST_MAX_AGE, // at least maxAge, or restored queries would be collected
        staleTime: 30_000,
        retry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

/**
 * The localStorage persister. The buster is stamped at each save, not fixed at start, so a
 * sign-in without a reload still saves under the new user's buster.
 */
export function createPersister(storage: Storage, buster: () => string = currentBuster): Persister {
  // A copy without queries is written as nothing, in the same throttled write as any other, so
  // after logout (cache cleared) no key is left behind and no older copy can land after it.
  const NOTHING = '';
  const inner = createSyncStoragePersister({
    storage: {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => (value === NOTHING ? storage.removeItem(key) : storage.setItem(key, value)),
      removeItem: (key) => storage.removeItem(key),
    },
    key: PERSIST_KEY,
    throttleTime: 500,
    serialize: (client) => (client.clientState.queries.length ? JSON.stringify(client) : NOTHING),
  });
  return {
    persistClient: (client) => inner.persistClient({ ...client, buster: buster() }),
    restoreClient: () => inner.restoreClient(),
    removeClient: () => inner.removeClient(),
  };
}

export function persistOptions(storage: Storage) {
  return {
    persister: createPersister(storage),
    maxAge: PERSIST_MAX_AGE,
    buster: currentBuster(),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

type PersistClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];

/**
 * Restores the saved copy into `queryClient`, then keeps saving it as the cache changes: what
 * PersistQueryClientProvider does, done before the first render (main.tsx). The persist
 * packages type their own copy of query-core; the build aliases one (vite.config.ts). Returns
 * what stops the saving.
 */
export async function restoreSavedCache(queryClient: QueryClient, storage: Storage): Promise<() => void> {
  const options = { ...persistOptions(storage), queryClient: queryClient as unknown as PersistClient };
  await persistQueryClientRestore(options).catch(() => undefined);
  return persistQueryClientSubscribe(options);
}

/** Logout, a 401 and a user switch: forget the session, the cache and its saved copy. */
export function forgetClientState(queryClient: QueryClient, storage: Storage | null = globalThis.localStorage ?? null): void {
  clearSession();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  storage?.removeItem(PERSIST_KEY);
}
