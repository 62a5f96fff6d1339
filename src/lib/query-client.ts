import { QueryClient, type Query } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
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

/** How long fetched data counts as current before a page reading it fetches it again. */
const STALE_MS = 30_000;
/** When this page load began: data older than that was restored from the device's saved copy. */
const loadedAt = Date.now();

/**
 * The staleTime of reads another user may change at any moment (a register the office
 * overrides, a mark sheet): a copy restored from the device is stale at once, so a page opened
 * by a reload while online fetches the server's current one (offline it still shows the copy,
 * with its marker); what this page load fetched or saved keeps the usual 30 s.
 */
export const freshAfterReload = (query: { state: { dataUpdatedAt: number } }): number => (query.state.dataUpdatedAt < loadedAt ? 0 : STALE_MS);

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
        staleTime: STALE_MS,
        retry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

/** The device's saved copy: written as the cache changes, at most every 500 ms, or at once on `flush`. */
export interface DevicePersister extends Persister {
  /** Writes the copy waiting for the throttle now, and cancels that later write. */
  flush(): void;
}

const THROTTLE_MS = 500;

/**
 * The localStorage persister. The buster is stamped at each save, not fixed at start, so a
 * sign-in without a reload still saves under the new user's buster. A later write always
 * carries a newer copy than an earlier one: the one waiting is replaced by each save and
 * consumed by the write, so a flush is never overwritten by an older copy.
 */
export function createPersister(storage: Storage, buster: () => string = currentBuster): DevicePersister {
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const client = waiting;
    waiting = null;
    if (!client) return;
    try {
      // A copy without queries is written as nothing, so after logout (cache cleared) no key is left behind.
      if (client.clientState.queries.length) storage.setItem(PERSIST_KEY, JSON.stringify(client));
      else storage.removeItem(PERSIST_KEY);
    } catch {
      // A full storage keeps the previous copy; the next save tries again.
    }
  };
  return {
    persistClient: (client) => {
      waiting = { ...client, buster: buster() };
      timer ??= setTimeout(write, THROTTLE_MS);
    },
    flush: write,
    restoreClient: () => {
      try {
        const saved = storage.getItem(PERSIST_KEY);
        return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
      } catch {
        // A copy cut short (a full storage, an old format) is no copy: the pages fetch again.
        return undefined;
      }
    },
    removeClient: () => {
      storage.removeItem(PERSIST_KEY);
    },
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

/** How each client being saved on the device is saved at once (saveCacheNow). */
const savesNow = new WeakMap<QueryClient, () => void>();

/**
 * Restores the saved copy into `queryClient`, then keeps saving it as the cache changes: what
 * PersistQueryClientProvider does, done before the first render (main.tsx). The persist
 * packages type their own copy of query-core; the build aliases one (vite.config.ts). Returns
 * what stops the saving.
 */
export async function restoreSavedCache(queryClient: QueryClient, storage: Storage): Promise<() => void> {
  const options = { ...persistOptions(storage), queryClient: queryClient as unknown as PersistClient };
  await persistQueryClientRestore(options).catch(() => undefined);
  const stop = persistQueryClientSubscribe(options);
  savesNow.set(queryClient, () => {
    // The dehydration is synchronous; only the write waits for the throttle, which flush skips.
    void persistQueryClientSave(options);
    options.persister.flush();
  });
  return () => {
    savesNow.delete(queryClient);
    stop();
  };
}

/**
 * Writes the cache's saved copy on the device now rather than within half a second. A sent
 * draft calls it after putting the server's answer in the cache and before removing the draft
 * (ADR 025), so a reload at any moment finds the marks in one or the other. Does nothing when
 * the client is not saved on the device (tests).
 */
export function saveCacheNow(queryClient: QueryClient): void {
  savesNow.get(queryClient)?.();
}

/** Logout, a 401 and a user switch: forget the session, the cache and its saved copy. */
export function forgetClientState(queryClient: QueryClient, storage: Storage | null = globalThis.localStorage ?? null): void {
  clearSession();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  storage?.removeItem(PERSIST_KEY);
}
