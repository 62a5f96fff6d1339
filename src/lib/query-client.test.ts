import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate } from '@tanstack/react-query';
import {
  createPersister,
  createQueryClient,
  currentBuster,
  forgetClientState,
  freshAfterReload,
  makeBuster,
  PERSIST_KEY,
  PERSIST_MAX_AGE,
  restoreSavedCache,
  saveCacheNow,
  shouldPersistQuery,
} from './query-client';
import { TOKEN_KEY } from './session';

const q = (meta: { persist?: true } | undefined, status: 'success' | 'error' | 'pending' = 'success') =>
  ({ meta, state: { status } }) as never;

describe('persisted queries', () => {
  it('persists only queries marked on their own options, and only successful data', () => {
    expect(shouldPersistQuery(q({ persist: true }))).toBe(true);
    // The first word of a key no longer decides: a detail under a saved root stays off the device.
    expect(shouldPersistQuery(q(undefined))).toBe(false);
    expect(shouldPersistQuery(q({}))).toBe(false);
    expect(shouldPersistQuery(q({ persist: true }, 'error'))).toBe(false);
    expect(shouldPersistQuery(q({ persist: true }, 'pending'))).toBe(false);
  });

  it('a restored copy keeps its mark, so it is saved again before any page reads it', async () => {
    const before = createQueryClient();
    await before.fetchQuery({ queryKey: ['students', 'roster', 4], queryFn: () => [{ id: 1 }], meta: { persist: true } });
    const after = createQueryClient();
    hydrate(after, JSON.parse(JSON.stringify(dehydrate(before, { shouldDehydrateQuery: shouldPersistQuery }))));
    const restored = after.getQueryCache().find({ queryKey: ['students', 'roster', 4] })!;
    expect(shouldPersistQuery(restored)).toBe(true);
  });

  it('busts on app version, school and user', () => {
    const a = makeBuster('1.0.0', { schoolId: '1', userId: '2' });
    expect(a).toBe('1.0.0:1:2');
    expect(makeBuster('1.0.1', { schoolId: '1', userId: '2' })).not.toBe(a);
    expect(makeBuster('1.0.0', { schoolId: '2', userId: '2' })).not.toBe(a);
    expect(makeBuster('1.0.0', { schoolId: '1', userId: '3' })).not.toBe(a);
    expect(makeBuster('1.0.0', null)).toBe('1.0.0:none:none');
  });

  it('keeps gcTime at least maxAge (7 days) and reads offline-first', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries!;
    expect(PERSIST_MAX_AGE).toBe(7 * 24 * 60 * 60 * 1000);
    expect(defaults.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE);
    expect(defaults.networkMode).toBe('offlineFirst');
  });

  it('stamps the current buster at save time and saves only marked queries', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['profile'], queryFn: () => ({ username: 'admin' }), meta: { persist: true } });
    await client.fetchQuery({ queryKey: ['profile', 'contacts'], queryFn: () => ({ phone: '+1 555' }) });
    client.setQueryData(['payroll'], [{ net: 1 }]);
    let buster = 'v:1:1';
    const persister = createPersister(localStorage, () => buster);
    await persister.persistClient({ timestamp: Date.now(), buster: 'ignored', clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }) });
    await new Promise((r) => setTimeout(r, 600)); // the storage persister throttles writes
    const saved = JSON.parse(localStorage.getItem(PERSIST_KEY)!);
    expect(saved.buster).toBe('v:1:1');
    expect(saved.clientState.queries.map((x: { queryKey: unknown[] }) => x.queryKey)).toEqual([['profile']]);
    buster = 'v:1:2';
    expect(buster).not.toBe(saved.buster);
  });

  it('saves a cache with nothing to keep as no key at all, even after an earlier save', async () => {
    const persister = createPersister(localStorage, () => 'v:1:1');
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['profile'], queryFn: () => ({ username: 'admin' }), meta: { persist: true } });
    const state = () => ({ timestamp: Date.now(), buster: 'x', clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }) });
    await persister.persistClient(state());
    await new Promise((r) => setTimeout(r, 600));
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull();
    client.clear(); // what logout does; the persister then saves the empty cache
    await persister.persistClient(state());
    await new Promise((r) => setTimeout(r, 600));
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('restores the saved copy before the first render, then keeps saving what changes', async () => {
    const before = createQueryClient();
    await before.fetchQuery({ queryKey: ['academic-years', 'options'], queryFn: () => [{ id: 3 }], meta: { persist: true } });
    const saved = { timestamp: Date.now(), buster: currentBuster(), clientState: dehydrate(before, { shouldDehydrateQuery: shouldPersistQuery }) };
    localStorage.setItem(PERSIST_KEY, JSON.stringify(saved));

    const client = createQueryClient();
    const stopSaving = await restoreSavedCache(client, localStorage);
    expect(client.getQueryData(['academic-years', 'options'])).toEqual([{ id: 3 }]);

    await client.fetchQuery({ queryKey: ['profile'], queryFn: () => ({ username: 'admin' }), meta: { persist: true } });
    await new Promise((r) => setTimeout(r, 600)); // the storage persister throttles writes
    const keys = JSON.parse(localStorage.getItem(PERSIST_KEY)!).clientState.queries.map((x: { queryKey: unknown[] }) => x.queryKey);
    expect(keys).toEqual([['academic-years', 'options'], ['profile']]);
    stopSaving();
  });

  it('restores nothing from another user or release, and drops that copy', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ timestamp: Date.now(), buster: 'old:1:1', clientState: { queries: [], mutations: [] } }));
    const client = createQueryClient();
    (await restoreSavedCache(client, localStorage))();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('starts with an empty cache when the saved copy is cut short, instead of failing to open', async () => {
    localStorage.setItem(PERSIST_KEY, '{"timestamp":1,"buster":"x","clientState":{"quer');
    const client = createQueryClient();
    (await restoreSavedCache(client, localStorage))();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('logout and 401 forget the token, the cache and the saved copy', () => {
    const client = createQueryClient();
    client.setQueryData(['profile'], { username: 'admin' });
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem('JWT', 't');
    localStorage.setItem(PERSIST_KEY, '{}');
    forgetClientState(client, localStorage);
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('JWT')).toBeNull();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('flush writes the copy waiting for the throttle at once, and no older copy lands after it', async () => {
    const persister = createPersister(localStorage, () => 'v:1:1');
    const client = createQueryClient();
    const state = () => ({ timestamp: Date.now(), buster: 'x', clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }) });
    const savedSheet = () => JSON.parse(localStorage.getItem(PERSIST_KEY)!).clientState.queries[0].state.data;
    await client.fetchQuery({ queryKey: ['sheet'], queryFn: () => ({ version: 1 }), meta: { persist: true } });
    await persister.persistClient(state());
    client.setQueryData(['sheet'], { version: 2 });
    await persister.persistClient(state());
    persister.flush();
    expect(savedSheet()).toEqual({ version: 2 });
    await new Promise((r) => setTimeout(r, 600)); // past the throttle: nothing older is written
    expect(savedSheet()).toEqual({ version: 2 });
  });

  it('saveCacheNow writes the cache as it is now, without waiting for the throttle', async () => {
    const client = createQueryClient();
    const stopSaving = await restoreSavedCache(client, localStorage);
    await client.fetchQuery({ queryKey: ['attendance', 'registers', 'sheet', 5, '2026-11-23'], queryFn: () => ({ version: 0 }), meta: { persist: true } });
    client.setQueryData(['attendance', 'registers', 'sheet', 5, '2026-11-23'], { version: 1 });
    saveCacheNow(client);
    const saved = JSON.parse(localStorage.getItem(PERSIST_KEY)!);
    expect(saved.clientState.queries.map((x: { state: { data: unknown } }) => x.state.data)).toEqual([{ version: 1 }]);
    stopSaving();
    saveCacheNow(client); // no longer saved on the device: does nothing
  });

  it('treats a copy restored from the device as stale at once, and data fetched since as current for 30 s', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['marks'], queryFn: () => [1], meta: { persist: true } });
    const fetched = client.getQueryCache().find({ queryKey: ['marks'] })!;
    expect(freshAfterReload(fetched)).toBe(30_000);
    // Saved on the device an hour ago, before this page load began: read again on the next mount.
    const restored = { state: { ...fetched.state, dataUpdatedAt: Date.now() - 60 * 60 * 1000 } };
    expect(freshAfterReload(restored)).toBe(0);
  });
});
