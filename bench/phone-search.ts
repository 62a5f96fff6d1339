/**
 * Budget (issue 10, client 3): the students roster searched by a parent's phone answers in under
 * 100 ms p95 however the number is typed, on PGlite and on PostgreSQL, and the phone part of the
 * search runs on the phone-key index (server/lib/phone-search.ts).
 *
 *   npx tsx bench/phone-search.ts
 *
 * For each database (in-memory PGlite, then a throwaway PostgreSQL database on BENCH_DATABASE_URL's
 * server, as bench/throwaway-db.ts picks it): seeds the demo school (1,500 students, 800 parents),
 * serves the real app on a loopback port in this process, signs in as the demo Admin and asks
 * `GET /api/students?search=` with four spellings of one parent's number (and the parents list
 * with one), one request at a time: 20 warm-up requests, then BENCH_REQUESTS (200) timed ones.
 * A name search is timed beside them for comparison. Then it adds 20,000 parents to the school,
 * measures again, and prints how the plan of the roster search (EXPLAIN ANALYZE of the very SQL
 * the service sends) finds the parents, at both sizes. Exits 1 when a p95 is over budget or, with
 * 20,000 parents, the plan does not use the phone-key indexes.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { createApp } from '../server/app';
import { openDatabase, type Database, type Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { seedDemo } from '../server/demo/seed';
import { DEMO_ADMIN } from '../server/demo/users';
import { readEnv } from '../server/env';
import { loadSession } from '../server/lib/session';
import { listStudents } from '../server/domains/people/students/students.service';
import { throwawayDatabase } from './throwaway-db';

const BUDGET_MS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const EXTRA_PARENTS = 20_000;

// The demo's parent number 123 is stored as "+254 722 100123".
const SEARCHES = [
  // For comparison: the same roster searched by a name, which no index serves.
  '/api/students?limit=100&search=otieno',
  '/api/students?limit=100&search=722%20100123',
  '/api/students?limit=100&search=722100123',
  '/api/students?limit=100&search=0722100123',
  '/api/students?limit=100&search=254722100123',
  '/api/parents?limit=100&search=0722100123',
];
const INDEXES = ['parents_school_phone_key_idx', 'parents_school_phone2_key_idx'];
/** The plan lines of the phone subquery (the roster's own join to parents is left out), and the total. */
const PHONE_PART = /on parents parents_1|phone2?_key|BitmapOr|Execution Time/;

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** What both drivers' clients answer alike: a query with parameters, giving rows. */
type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, string>[] }> };
let failed = false;

/** Times each search through the HTTP app and prints one table row per search. */
async function timeSearches(base: string, token: string, label: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (const path of SEARCHES) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const start = performance.now();
      const res = await fetch(base + path, { headers });
      const body = (await res.json()) as { data: unknown[] };
      const ms = performance.now() - start;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      rows = body.data.length;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = p(times, 0.95);
    const over = p95 >= BUDGET_MS;
    if (over || rows === 0) failed = true;
    console.log(`| ${label} | \`GET ${decodeURIComponent(path)}\` | ${rows} | ${p(times, 0.5).toFixed(1)} | ${p95.toFixed(1)}${over ? ' ✗' : ''} | ${times.at(-1)!.toFixed(1)} |`);
  }
}

/**
 * The plan of the roster searched by "0722100123": the service's own SQL, caught by a drizzle
 * logger on the same connection, explained with its parameters (so LIKE sees its prefix).
 */
async function explainRosterSearch(database: Database, userId: number): Promise<string[]> {
  const client = (database.db as unknown as { $client: Client }).$client;
  let caught: { query: string; params: unknown[] } | undefined;
  const logger = { logQuery: (query: string, params: unknown[]) => void (caught = { query, params }) };
  const db = (database.kind === 'postgres'
    ? drizzlePg(client as unknown as pg.Pool, { schema, logger })
    : drizzlePglite(client as unknown as PGlite, { schema, logger })) as unknown as Db;
  const user = await loadSession(db, userId);
  if (!user) throw new Error('no session for the demo Admin');
  await listStudents(db, user, { page: 1, limit: 100, order: 'asc', search: '0722100123' });
  const result = await client.query(`explain (analyze, costs off, timing off) ${caught!.query}`, caught!.params);
  return result.rows.map((r) => r['QUERY PLAN']!);
}

/** 20,000 more parents in the demo school, numbers "+254 733 000000" upward, then fresh statistics. */
async function addParents(database: Database, schoolId: number) {
  const client = (database.db as unknown as { $client: Client }).$client;
  await client.query(
    `insert into parents (school_id, fullname, phone)
     select $1, 'Bench Parent ' || g, '+254 733 ' || lpad(g::text, 6, '0') from generate_series(1, ${EXTRA_PARENTS}) g`,
    [schoolId],
  );
  await client.query('analyze');
}

async function run(kind: 'PGlite' | 'PostgreSQL', database: Database) {
  await database.migrate();
  await seedDemo(database.db, () => undefined);
  await (database.db as unknown as { $client: Client }).$client.query('analyze');
  const env = readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production' });
  const app = createApp({ database, env, jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const session = await loadSession(database.db, user.id);
    const plans: [string, string[]][] = [];

    console.log(`\n### ${kind}\n\n${REQUESTS} sequential requests each, after ${WARMUP} warm-up; budget p95 < ${BUDGET_MS} ms\n`);
    console.log('| parents | request | rows | p50 (ms) | p95 (ms) | max (ms) |');
    console.log('|---|---|---:|---:|---:|---:|');
    await timeSearches(base, token, '800 (demo)');
    plans.push(['800 parents (demo)', await explainRosterSearch(database, user.id)]);
    await addParents(database, session!.schoolId);
    await timeSearches(base, token, `${800 + EXTRA_PARENTS}`);
    const grown = await explainRosterSearch(database, user.id);
    plans.push([`${800 + EXTRA_PARENTS} parents`, grown]);

    const missing = INDEXES.filter((name) => !grown.some((line) => line.includes(name)));
    if (missing.length) failed = true;
    for (const [label, plan] of plans) {
      const lines = plan.filter((line) => PHONE_PART.test(line));
      // Shifted left by the subquery's depth in the whole plan, keeping its own nesting.
      const depth = Math.min(...lines.filter((l) => l.includes('parents_1')).map((l) => l.search(/\S/)));
      const shown = lines.map((l) => l.slice(Math.min(depth, l.search(/\S/))));
      console.log(`\nPlan of the roster searched by "0722100123", ${kind}, ${label}: how the parents are found\n\n    ${shown.join('\n    ')}`);
    }
    console.log(missing.length ? `\n✗ the plan does not use ${missing.join(', ')}` : `\n✓ with ${800 + EXTRA_PARENTS} parents the plan uses ${INDEXES.join(' and ')}`);
  } finally {
    server.close();
  }
}

const memory = await openDatabase({});
try {
  await run('PGlite', memory);
} finally {
  await memory.close();
}

const target = throwawayDatabase('sd_bench_phone');
console.log(`\ndatabase: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await run('PostgreSQL', database);
} finally {
  await database.close();
  await target.drop();
}
console.log(failed ? '\nover budget, or the index is not used' : '\nwithin budget');
process.exit(failed ? 1 : 0);
