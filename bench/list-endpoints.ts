/**
 * Budget (issue 3): every list endpoint answers a page of 100 in under 50 ms p95, on
 * PostgreSQL, with the demo data.
 *
 *   npm run bench:lists
 *
 * Seeds the demo school into a throwaway database, serves the real app on a loopback port in
 * this process, signs in as the demo Admin and asks each list for its first page of 100 rows
 * (plus a searched and a sorted variant), one request at a time: 20 warm-up requests, then
 * BENCH_REQUESTS (200) timed ones. Exits 1 when any p95 is over budget.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { DEMO_ADMIN } from '../server/demo/users';
import { readEnv } from '../server/env';
import { throwawayDatabase } from './throwaway-db';

const BUDGET_MS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;

const LISTS = [
  '/api/class?limit=100',
  '/api/sections?limit=100',
  '/api/classrooms?limit=100',
  '/api/subjects?limit=100',
  '/api/acedmic?limit=100',
  '/api/parents?limit=100',
  '/api/parents?limit=100&search=wanjiru',
  '/api/parents?limit=100&sort=fullname&order=desc&page=3',
  '/api/employees?limit=100',
  '/api/employees?limit=100&type=teacher&search=ot',
  '/api/employees/teachers',
  '/api/user?limit=100',
  '/api/settings/roles?limit=100',
  '/api/students?limit=100',
  '/api/students?limit=100&search=otieno',
  '/api/students?limit=100&search=722%20100',
  '/api/students?limit=100&search=ADM-07',
  '/api/students?limit=100&sort=last_name&page=10',
  '/api/students/performance?limit=100',
];

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const target = throwawayDatabase('sd_bench_lists');
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
let failed = false;
try {
  await database.migrate();
  await seedDemo(database.db, () => undefined);
  const env = readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production' });
  const app = createApp({ database, env, jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  // A teacher's roster: one section, every active student in it (the page caps at 500).
  const sectionsPage = (await (await fetch(`${base}/api/sections?limit=1`, { headers })).json()) as { data: { id: number }[] };
  LISTS.push(`/api/students?section_id=${sectionsPage.data[0]!.id}&status=Active&limit=500`);

  console.log(`\n${REQUESTS} sequential requests each, after ${WARMUP} warm-up; budget p95 < ${BUDGET_MS} ms\n`);
  console.log('| endpoint | rows | p50 (ms) | p95 (ms) | max (ms) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const path of LISTS) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const start = performance.now();
      const res = await fetch(base + path, { headers });
      const body = (await res.json()) as { data?: unknown[] } | unknown[];
      const ms = performance.now() - start;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      rows = Array.isArray(body) ? body.length : (body.data?.length ?? 0);
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = p(times, 0.95);
    if (p95 >= BUDGET_MS) failed = true;
    console.log(`| \`GET ${path}\` | ${rows} | ${p(times, 0.5).toFixed(1)} | ${p95.toFixed(1)}${p95 >= BUDGET_MS ? ' ✗' : ''} | ${times.at(-1)!.toFixed(1)} |`);
  }
  server.close();
} finally {
  await database.close();
  await target.drop();
}
console.log(failed ? '\nover budget' : '\nwithin budget');
process.exit(failed ? 1 : 0);
