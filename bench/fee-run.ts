/**
 * Budget (issue 11): generating the month's fees for the 1,500 students of the demo school takes
 * under 2 s, on PostgreSQL.
 *
 *   npx tsx bench/fee-run.ts        (npm run bench:fees)
 *
 * Seeds the demo school into a throwaway PostgreSQL database (bench/throwaway-db.ts), gives
 * every class a monthly fee, serves the real app on a loopback port in this process, signs in
 * as the demo Admin and, for BENCH_MONTHS (3) months in turn, times over HTTP: the preview of
 * all classes, the run that bills every student (one entry per student), the preview again
 * (all billed) and a second run (nothing new). Exits 1 when a billing run is over budget.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openDatabase, queryRows } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { DEMO_ADMIN } from '../server/demo/users';
import { readEnv } from '../server/env';
import { throwawayDatabase } from './throwaway-db';

const BUDGET_MS = 2_000;
const MONTHS = Number(process.env.BENCH_MONTHS ?? 3);

const target = throwawayDatabase('sd_bench_fees');
let exitCode = 0;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await database.migrate();
  await seedDemo(database.db, () => undefined);
  await database.db.execute(sql`update classes set monthly_fee = 4500 + sort_order * 500`);
  await database.db.execute(sql`analyze`);
  const app = createApp({ database, env: readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production' }), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const cookie = 'XSRF-TOKEN=bench-xsrf-token';
    const headers = { authorization: `Bearer ${token}`, cookie, 'x-xsrf-token': 'bench-xsrf-token', 'content-type': 'application/json' };
    const classes = (await (await fetch(`${base}/api/class?limit=500`, { headers })).json()) as { data: { id: number }[] };
    const classIds = classes.data.map((c) => c.id);

    const timed = async (path: string, body: unknown, key?: string) => {
      const start = performance.now();
      const res = await fetch(base + path, { method: 'POST', headers: key ? { ...headers, 'Idempotency-Key': key } : headers, body: JSON.stringify(body) });
      const json = (await res.json()) as Record<string, unknown>;
      const ms = performance.now() - start;
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return { ms, json };
    };

    console.log(`\n${classIds.length} classes; budget: a billing run under ${BUDGET_MS} ms\n`);
    console.log('| month | preview (ms) | students new | billing run (ms) | billed | preview after (ms) | second run (ms) | billed |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (let m = 0; m < MONTHS; m++) {
      // The months after this one: the demo has billed the year up to now.
      const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1 + m, 1)).toISOString().slice(0, 7);
      const body = { month, class_ids: classIds };
      const before = await timed('/api/finance/fees/preview', body);
      const run = await timed('/api/finance/fees/generate', body, `bench-${month}-1`);
      const after = await timed('/api/finance/fees/preview', body);
      const again = await timed('/api/finance/fees/generate', body, `bench-${month}-2`);
      const fresh = (before.json.totals as { new: { students: number } }).new.students;
      console.log(
        `| ${month} | ${before.ms.toFixed(0)} | ${fresh} | **${run.ms.toFixed(0)}** | ${String(run.json.billed)} | ${after.ms.toFixed(0)} | ${again.ms.toFixed(0)} | ${String(again.json.billed)} |`,
      );
      if (run.ms > BUDGET_MS) exitCode = 1;
    }
    const [lines] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from journal_lines`);
    console.log(`\njournal lines afterwards: ${lines?.n}`);
    console.log(exitCode ? 'OVER BUDGET' : 'within budget');
  } finally {
    server.close();
  }
} finally {
  await database.close();
  await target.drop();
}
process.exit(exitCode);
