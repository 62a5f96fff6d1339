import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '@contract';
import type { AppEnv } from './context';
import { clearsReports, ReportCache } from './report-cache';
import type { SessionRecord } from './session';

const reader = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  id: 1, schoolId: 1, username: 'u', fullname: 'U', roleId: ADMIN_ROLE_ID, status: 'Active', tokenVersion: 0, busAccountId: null,
  employeeId: null, privileges: [], classes: [], schoolName: 'S', logo: null, currency: 'KES', timeZone: 'UTC', academicId: 1, academicName: '2026', ...over,
});

/** A report whose figure is `figure.value` when read; each read is counted, and may wait for `gate`. */
function reportApp(cache: ReportCache) {
  const state = { figure: 1, reads: 0, gate: Promise.resolve(), status: 200 as 200 | 500 };
  const users: Record<string, SessionRecord> = {
    admin: reader(),
    otherAdmin: reader({ id: 2 }),
    teacher: reader({ id: 3, roleId: 9, classes: [4] }),
    otherTeacher: reader({ id: 4, roleId: 9, classes: [5] }),
    otherSchool: reader({ id: 5, schoolId: 2 }),
  };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('user', users[c.req.header('x-user') ?? 'admin']!);
    await next();
  });
  app.use(clearsReports(cache, null));
  app.get('/api/report', cache.middleware, async (c) => {
    state.reads++;
    const figure = state.figure;
    await state.gate;
    return c.json({ figure }, state.status);
  });
  app.post('/api/write', (c) => {
    state.figure++;
    return c.json({ ok: true });
  });
  const read = async (user = 'admin', url = '/api/report') => {
    const res = await app.request(url, { headers: { 'x-user': user } });
    return { status: res.status, ...((await res.json()) as { figure: number }) };
  };
  const write = (user = 'admin') => app.request('/api/write', { method: 'POST', headers: { 'x-user': user } });
  return { state, read, write };
}

describe('ReportCache', () => {
  it('answers a second reading from the cache, and the first after a write of the school from the database', async () => {
    const { state, read, write } = reportApp(new ReportCache());
    expect(await read()).toMatchObject({ figure: 1 });
    expect(await read()).toMatchObject({ figure: 1 });
    expect(state.reads).toBe(1);
    await write();
    expect(await read()).toMatchObject({ figure: 2 });
    expect(state.reads).toBe(2);
  });

  it('keeps each school apart: another school’s write keeps this one’s answer, and neither sees the other’s', async () => {
    const { state, read, write } = reportApp(new ReportCache());
    await read();
    await read('otherSchool');
    expect(state.reads).toBe(2);
    await write('otherSchool');
    await read();
    expect(state.reads).toBe(2);
  });

  it('shares an answer between readers of the same scope only', async () => {
    const { state, read } = reportApp(new ReportCache());
    await read('admin');
    await read('otherAdmin');
    expect(state.reads).toBe(1);
    await read('teacher');
    await read('otherTeacher');
    expect(state.reads).toBe(3);
    await read('teacher', '/api/report?from=2026-01-01');
    expect(state.reads).toBe(4);
  });

  it('reads once for many readers arriving together', async () => {
    const { state, read } = reportApp(new ReportCache());
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const all = Promise.all(Array.from({ length: 20 }, () => read()));
    await new Promise((r) => setTimeout(r, 10));
    open();
    expect((await all).every((a) => a.figure === 1)).toBe(true);
    expect(state.reads).toBe(1);
  });

  it('does not keep a reading that a write overtook: the next reader gets the written figure', async () => {
    const { state, read, write } = reportApp(new ReportCache());
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const slow = read();
    await new Promise((r) => setTimeout(r, 10));
    await write();
    open();
    expect(await slow).toMatchObject({ figure: 1 });
    state.gate = Promise.resolve();
    expect(await read()).toMatchObject({ figure: 2 });
  });

  it('keeps no failed answer, and forgets a kept one after its time', async () => {
    const cache = new ReportCache({ ttlMs: 20 });
    const { state, read } = reportApp(cache);
    state.status = 500;
    await read();
    state.status = 200;
    await read();
    expect(state.reads).toBe(2);
    await read();
    expect(state.reads).toBe(2);
    await new Promise((r) => setTimeout(r, 30));
    await read();
    expect(state.reads).toBe(3);
  });

  it('keeps at most its limit of answers per school, dropping the oldest', async () => {
    const { state, read } = reportApp(new ReportCache({ maxEntries: 2 }));
    for (const q of ['a', 'b', 'c']) await read('admin', `/api/report?q=${q}`);
    await read('admin', '/api/report?q=c');
    expect(state.reads).toBe(3);
    await read('admin', '/api/report?q=a');
    expect(state.reads).toBe(4);
  });
});
