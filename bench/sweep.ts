/**
 * Issue 30: a school morning. Every GET route of the OpenAPI document, one after another, each at
 * 20 connections for BENCH_DURATION (10) s after a 1 s warm-up, on the demo school on PostgreSQL.
 *
 *   npm run bench:sweep                  (about 25 minutes)
 *   BENCH_ONLY=finance npm run bench:sweep   (the routes whose path matches the pattern)
 *
 * Before the routes, `/api/health` through the full middleware gives the ceiling of this run. Each
 * route's parameters come from the demo (bench/sweep-params.ts). Budgets: a paged list p95 < 50 ms,
 * the dashboard < 100 ms, a report < 300 ms; other routes are listed without a budget. The table
 * replaces the one between the sweep markers in bench/README.md.
 */
import autocannon from 'autocannon';
import { readFileSync, writeFileSync } from 'node:fs';
import { signIn, startDemoServer } from './demo-server';
import { demoValues, paramValue, pathId, routeQuery, type DemoValues } from './sweep-params';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** Optional query parameters a page sends on its first visit; other optional ones stay out. */
const ASKED_BY_PAGES = new Set(['page', 'limit', 'from', 'to', 'start', 'end', 'lastDay', 'times']);
/** Routes a user does not open under load: the API's own documentation. */
const NOT_SWEPT = new Set(['/api/docs', '/api/openapi.json']);
/** Whole-ledger downloads: judged by bench:exports (first byte, and others' p95 while three run), not by twenty at once. */
const EXPORTS = new Set(['/api/finance/journal.hledger']);
const REPORT = /\/reports?\b|\/report\/|personal-report|loan-report|\/payroll$|\/absent$|\/view$|\/statistics$|\/cards$|\/next$|journal\.hledger/;

type Parameter = { name: string; in: string; required?: boolean };
type OpenApi = { paths: Record<string, { get?: { parameters?: (Parameter | { $ref: string })[] } }> };
type Budgeted = { kind: 'list' | 'dashboard' | 'report' | 'other'; budget?: number };

function kindOf(route: string, params: Parameter[]): Budgeted {
  if (route === '/api/dash' || route === '/api/dash/charts') return { kind: 'dashboard', budget: 100 };
  if (REPORT.test(route)) return { kind: 'report', budget: 300 };
  if (params.some((p) => p.name === 'page')) return { kind: 'list', budget: 50 };
  return { kind: 'other' };
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

async function load(url: string, headers: Record<string, string>, duration: number) {
  const times: number[] = [];
  const run = autocannon({ url, connections: CONNECTIONS, duration, headers });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / duration,
    p50: pct(times, 0.5), p95: pct(times, 0.95), p99: pct(times, 0.99),
    failed: result.non2xx + result.errors + result.timeouts,
    bytes: (result.throughput.total ?? 0) / Math.max(1, result.requests.total),
  };
}

/** The route with its parameters filled, or why it cannot be asked. */
async function urlOf(route: string, params: Parameter[], demo: DemoValues, get: (p: string) => Promise<unknown>) {
  if (route === '/api/students/transfer' && !demo.transferred) throw new Error('the demo has no transferred pupil');
  let path = route;
  for (const p of params.filter((x) => x.in === 'path')) {
    const value = p.name === 'id' ? String(await pathId(route, demo, get)) : paramValue(p.name, demo);
    if (value === undefined) throw new Error(`no value for {${p.name}}`);
    path = path.replace(`{${p.name}}`, value);
  }
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && (x.required || ASKED_BY_PAGES.has(x.name)))) {
    const value = paramValue(p.name, demo);
    if (value === undefined && p.required) throw new Error(`no value for ?${p.name}`);
    if (value !== undefined) query.set(p.name, value);
  }
  for (const [name, value] of Object.entries(routeQuery(route, demo))) query.set(name, String(value));
  return query.size ? `${path}?${query}` : path;
}

const server = await startDemoServer('sd_bench_sweep');
const rows: string[] = [];
let over = 0;
try {
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  const get = async (path: string) => {
    const res = await fetch(server.base + path, { headers });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const doc = (await get('/api/openapi.json')) as OpenApi;
  const demo = await demoValues(get);

  await load(`${server.base}/api/health`, headers, 1);
  const health = await load(`${server.base}/api/health`, headers, DURATION_S);
  console.log(`ceiling: /api/health ${health.rps.toFixed(0)} req/s, p95 ${health.p95.toFixed(1)} ms`);

  const routes = Object.entries(doc.paths)
    .filter(([route, ops]) => ops.get && !NOT_SWEPT.has(route) && route !== '/api/health' && (!ONLY || ONLY.test(route)));
  console.log(`${routes.length} routes × ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
  for (const [route, ops] of routes) {
    if (EXPORTS.has(route)) {
      rows.push(`| \`${route}\` | export | measured by \`npm run bench:exports\` (first byte < 200 ms, \`/api/health\` p95 < 50 ms while three run) | | | | | |`);
      console.log(rows.at(-1));
      continue;
    }
    const params = (ops.get!.parameters ?? []).filter((p): p is Parameter => 'name' in p);
    const { kind, budget } = kindOf(route, params);
    let url: string;
    try {
      url = await urlOf(route, params, demo, get);
      const probe = await fetch(server.base + url, { headers });
      await probe.arrayBuffer();
      if (!probe.ok) throw new Error(`answers ${probe.status}`);
    } catch (err) {
      rows.push(`| \`${route}\` | ${kind} | not measured: ${(err as Error).message} | | | | | |`);
      console.log(rows.at(-1));
      continue;
    }
    await load(server.base + url, headers, 1);
    const r = await load(server.base + url, headers, DURATION_S);
    const late = budget !== undefined && !(r.p95 < budget);
    if (late || r.failed) over++;
    const mark = late ? ' ✗' : '';
    rows.push(`| \`${url}\` | ${kind}${budget ? ` < ${budget}` : ''} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}${mark} | ${r.p99.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} | ${r.failed || ''} |`);
    console.log(rows.at(-1));
  }

  const table = [
    `Run of ${new Date().toISOString().slice(0, 10)}: ${rows.length} GET routes, ${CONNECTIONS} connections, ${DURATION_S} s each, demo school on PostgreSQL.`,
    `Ceiling in the same run: \`/api/health\` ${health.rps.toFixed(0)} req/s, p95 ${health.p95.toFixed(1)} ms. ${over} over budget or failing.`,
    '',
    '| route as asked | kind, budget p95 (ms) | req/s | p50 (ms) | p95 (ms) | p99 (ms) | KB per answer | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  if (!ONLY) {
    const readme = readFileSync('bench/README.md', 'utf8');
    const [start, end] = ['<!-- sweep:start -->', '<!-- sweep:end -->'];
    const at = readme.indexOf(start);
    const next = at < 0 ? `${readme.trimEnd()}\n\n${start}\n${table}\n${end}\n` : `${readme.slice(0, at + start.length)}\n${table}\n${readme.slice(readme.indexOf(end))}`;
    writeFileSync('bench/README.md', next);
  }
  console.log(`\n${over} over budget or failing`);
} finally {
  await server.close();
}
process.exit(over ? 1 : 0);
