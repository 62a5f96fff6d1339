/**
 * Budget (issue 10): under a mixed read load of 20 connections on PostgreSQL with the demo
 * data, every endpoint answers within 100 ms p95.
 *
 *   npm run bench:mixed
 *
 * Seeds the demo school (1,500 students) into a throwaway PostgreSQL database, serves the real
 * app from a child process on a loopback port, signs in as the demo Admin, and runs one
 * autocannon instance per endpoint at once, 5 connections each (20 in all), for
 * BENCH_DURATION (10) s after a 2 s warm-up:
 *   - the dashboard's counts, GET /api/dash;
 *   - the roster page, GET /api/students (first page of 100, as the students list asks);
 *   - the sections list, GET /api/sections (page of 100);
 *   - the session check every page load makes, GET /api/auth.
 * Latencies come from autocannon's per-response event, so p95 is exact per endpoint.
 */
import { startDemoServer, signIn } from './demo-server';
import { CONNECTIONS_EACH, ENDPOINTS, mixed } from './mixed-load';

const BUDGET_MS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

const server = await startDemoServer('sd_bench_mixed');
let failed = false;
try {
  const token = await signIn(server.base);
  const headers = { authorization: `Bearer ${token}` };
  console.log(`database: ${server.dbName}; ${ENDPOINTS.length} endpoints × ${CONNECTIONS_EACH} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured`);
  await mixed(server.base, headers, WARMUP_S);
  const results = await mixed(server.base, headers, DURATION_S);
  console.log('\n| endpoint | req/s | p50 (ms) | p95 (ms) | max (ms) |\n|---|---:|---:|---:|---:|');
  for (const r of results) {
    const over = r.p95 >= BUDGET_MS;
    if (over) failed = true;
    console.log(`| ${r.name}: \`GET ${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}${over ? ' ✗' : ''} | ${r.max.toFixed(1)} |`);
  }
  console.log(`\ntotal: ${results.reduce((t, r) => t + r.rps, 0).toFixed(0)} req/s; budget p95 < ${BUDGET_MS} ms for each endpoint`);
} finally {
  await server.close();
}
console.log(failed ? '\nover budget' : '\nwithin budget');
process.exit(failed ? 1 : 0);
