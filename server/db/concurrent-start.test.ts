import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { freePort } from '../test/free-port';
import { startHaproxy } from '../test/haproxy';

/**
 * Issue 34, step 1: any number of API processes may start together on a new version. Four real
 * processes (`server/index.ts`) start at once on an empty PostgreSQL database; one migrates and
 * makes the first school, the others wait for it and then serve.
 */
const serverUrl = process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
const name = `sd_start_${process.pid}_${Date.now()}`;
const urlOf = (database: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};
const admin = () => new pg.Client({ connectionString: urlOf('postgres') });
const children: Array<ChildProcess & { port?: number }> = [];
const hasHaproxy = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** Set by the first test: the four processes' ports. */
let ports: number[] = [];

/** One API process; resolves with its port once it says it is running. */
async function start(url: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'Admin123!', BACKUP_AT: 'off', NODE_ENV: 'production', LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(Object.assign(child, { port }));
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Schooldesk is running at')) resolve();
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the process ended (${code}) before serving:\n${said}`)));
  });
  return port;
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  if (!serverUrl) return;
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});

/** The latest school day (1 Monday … 7 Sunday) on or before `today`, not before the year's start: registers are kept for those. */
function schoolDayOnOrBefore(today: string, schoolDays: number[], yearStart: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  while (!schoolDays.includes(day.getUTCDay() || 7) && day.toISOString().slice(0, 10) > yearStart) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe.skipIf(!serverUrl)('four API processes started at once on an empty database', () => {
  it('give one schema, one first school and one Admin, all four serve, and a write in one clears the reports of another', { timeout: 120_000 }, async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();

    ports = await Promise.all([1, 2, 3, 4].map(() => start(urlOf(name))));
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const database = await openDatabase({ url: urlOf(name) });
    try {
      const rows = async (q: string) => ((await database.db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
      expect(await rows('select hash from drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
      expect(await rows('select id from schools')).toHaveLength(1);
      expect(await rows(`select id from users where role_id = -100`)).toHaveLength(1);
      expect(await rows(`select key from server_settings where key = 'jwt_secret'`)).toHaveLength(1);
      // One chart of accounts, not one per process.
      const [{ n }] = (await rows(`select count(*)::int as n from accounts where code = '1000'`)) as [{ n: number }];
      expect(n).toBe(1);
      // Each process signs the same Admin in: one secret, one user.
      const signIns = await Promise.all(
        ports.map((port) =>
          fetch(`http://127.0.0.1:${port}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${port % 250}` },
            body: JSON.stringify({ username: 'admin', password: 'Admin123!' }),
          }),
        ),
      );
      expect(signIns.map((r) => r.status)).toEqual([200, 200, 200, 200]);

      // A write through one process clears the reports another keeps (LISTEN/NOTIFY).
      const { token } = (await signIns[0]!.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n' };
      const [writer, reader] = ports as [number, number];
      // The dashboard's count of classes, as the reading process answers it (kept 20 s, ADR 034).
      const classes = async () => JSON.stringify(((await (await fetch(`http://127.0.0.1:${reader}/api/dash`, { headers })).json()) as { classes: unknown }).classes);
      const before = await classes();
      expect(await classes()).toBe(before);
      const added = await fetch(`http://127.0.0.1:${writer}/api/class`, { method: 'POST', headers, body: JSON.stringify({ name: 'Grade 1', sort_order: 1 }) });
      expect(added.status).toBe(201);
      await expect.poll(classes, { timeout: 3_000 }).not.toBe(before);

      // The night's backups are made by one process: a second asking at the same time is told no.
      const other = await openDatabase({ url: urlOf(name) });
      try {
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        const first = database.tryExclusive('nightly-backups', () => held);
        await new Promise((r) => setTimeout(r, 100));
        expect(await other.tryExclusive('nightly-backups', async () => 'ran')).toEqual({ ran: false });
        release();
        expect((await first).ran).toBe(true);
        expect(await other.tryExclusive('nightly-backups', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
      } finally {
        await other.close();
      }
    } finally {
      await database.close();
    }
  });

  it('keep the guarantees across processes: sign-in limits, one payment per key, gap-free receipts, registers saved once, sign-out everywhere', { timeout: 60_000 }, async () => {
    const [a, b] = ports as [number, number];
    const call = (port: number, method: string, path: string, opts: { token?: string; body?: unknown; key?: string } = {}) =>
      fetch(`http://127.0.0.1:${port}/api/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=t0k3n',
          'x-xsrf-token': 't0k3n',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
    const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, any> });

    // Five wrong passwords spread over two processes lock the name, in both.
    for (let i = 0; i < 5; i++) expect((await call(i % 2 ? a : b, 'POST', 'auth/login', { body: { username: 'nobody-here', password: 'Wrong1234' } })).status).toBe(401);
    expect((await call(a, 'POST', 'auth/login', { body: { username: 'nobody-here', password: 'Wrong1234' } })).status).toBe(429);
    expect((await call(b, 'POST', 'auth/login', { body: { username: 'nobody-here', password: 'Wrong1234' } })).status).toBe(429);

    const token = (await json(await call(a, 'POST', 'auth/login', { body: { username: 'admin', password: 'Admin123!' } }))).body.token as string;
    const cls = (await json(await call(a, 'POST', 'class', { token, body: { name: 'Grade 2', sort_order: 2 } }))).body.id;
    const section = await json(await call(b, 'POST', 'sections', { token, body: { class_id: cls, name: 'North' } }));
    expect(section.status).toBe(201);
    const admitted = await json(
      await call(a, 'POST', 'studentClass/add', {
        token,
        body: { admission_no: 'P-1', first_name: 'Ada', last_name: 'Two', gender: 'Female', date_of_birth: '2015-03-01', admission_date: '2024-09-02', class_id: cls, section_id: section.body.id, parent: { fullname: 'Pat Two', phone: '+1 555 0100 001' } },
      }),
    );
    expect(admitted.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const payment = { student_id: admitted.body.id, amount: 5_000, date: today };

    // The same payment sent to both processes at once posts once: one receipt, one entry.
    const same = await Promise.all([a, b].map(async (port) => json(await call(port, 'POST', 'finance/payments', { token, body: payment, key: 'same-key-0001' }))));
    expect(same.map((r) => r.status).sort()).toEqual([201, 201]);
    expect(same[0]!.body.receipt_no).toBe(same[1]!.body.receipt_no);
    // Two payments at once, one through each: the next two numbers, no gap and no repeat.
    const two = await Promise.all([a, b].map(async (port, i) => json(await call(port, 'POST', 'finance/payments', { token, body: payment, key: `other-key-000${i}` }))));
    const numbers = [same[0]!.body.receipt_no, ...two.map((r) => r.body.receipt_no)].sort((x, y) => x - y);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);

    // The same register sent to both processes at once is saved once: one sheet, one mark, one change logged.
    const config = (await json(await call(a, 'GET', 'attendance/config', { token }))).body as { school_days: number[]; codes: { id: number; code: string }[]; year: { start_date: string } };
    const day = schoolDayOnOrBefore(today, config.school_days, config.year.start_date);
    const register = { base_version: 0, marks: [{ student_id: admitted.body.id, code_id: config.codes.find((c) => c.code === 'A')!.id }] };
    const saves = await Promise.all([a, b].map(async (port) => json(await call(port, 'PUT', `attendance/sheets/${section.body.id}/${day}`, { token, body: register }))));
    expect(saves.map((r) => r.status)).toEqual([200, 200]);
    expect(saves.map((r) => r.body.changed as number).sort()).toEqual([0, 1]);
    expect(saves[0]!.body.sheet.sheet.id).toBe(saves[1]!.body.sheet.sheet.id);
    const log = await json(await call(b, 'GET', `attendance/sheets/${section.body.id}/${day}/log`, { token }));
    expect(log.body).toHaveLength(1);

    // Sign-out through one process ends the session in the other.
    expect((await call(b, 'GET', 'auth', { token })).status).toBe(200);
    expect((await call(a, 'POST', 'auth/logout', { token })).status).toBe(200);
    expect((await call(b, 'GET', 'auth', { token })).status).toBe(401);
  });

  // CI installs Debian's haproxy (.ci/run); without it this part is skipped.
  it.skipIf(!hasHaproxy)('serve behind HAProxy with deploy/haproxy.cfg, and keep serving when one process stops', { timeout: 60_000 }, async () => {
    const [a, b] = ports as [number, number];
    const balancer = await startHaproxy([a, b]);
    try {
      const signIn = await fetch(`${balancer.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin123!' }) });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const checks = async () => Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${balancer.base}/api/auth`, { headers: { authorization: `Bearer ${token}` } })).status));
      expect(await checks()).toEqual(Array(20).fill(200));
      // Process b stops; at once, before any health check, every request is still answered.
      const stopping = children.find((c) => c.port === b);
      stopping!.kill('SIGTERM');
      await new Promise((resolve) => stopping!.once('exit', resolve));
      expect(await checks()).toEqual(Array(20).fill(200));
    } finally {
      await balancer.stop();
    }
  });
});
