import { describe, expect, it } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import { createPersister, createQueryClient, forgetClientState, makeBuster, PERSIST_KEY, PERSIST_MAX_AGE, PERSISTED_QUERY_ROOTS, shouldPersistQuery } from './query-client';
import { TOKEN_KEY } from './session';

const q = (key: unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey: key, state: { status } }) as never;

describe('persisted queries', () => {
  it('persists only allowlisted roots, and only successful data', () => {
    expect(PERSISTED_QUERY_ROOTS).toEqual(['profile', 'academic-years', 'classes', 'sections', 'subjects', 'rooms', 'teachers', 'roster']);
    expect(shouldPersistQuery(q(['profile']))).toBe(true);
    expect(shouldPersistQuery(q(['academic-years']))).toBe(true);
    expect(shouldPersistQuery(q(['sections', 'list', { page: 1 }]))).toBe(true);
    // Contact details and pay are never written to the device.
    for (const root of ['parents', 'employees', 'user', 'school-profile', 'dash', 'students', 'performance']) expect(shouldPersistQuery(q([root]))).toBe(false);
    expect(shouldPersistQuery(q(['payroll', 3]))).toBe(false);
    expect(shouldPersistQuery(q(['finance', 'accounts']))).toBe(false);
    expect(shouldPersistQuery(q(['profile'], 'error'))).toBe(false);
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

  it('stamps the current buster at save time and saves only the allowlist', async () => {
    const client = createQueryClient();
    client.setQueryData(['profile'], { username: 'admin' });
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
});
