/**
 * Budget (issue 10): GET /api/health through the full middleware chain reaches at least 60%
 * of the requests/s of a bare Hono app answering the same JSON, same machine, same run.
 *
 *   npm run bench:health
 *
 * Starts two child processes on loopback ports: the real app (`bench/auth-server.ts`:
 * createApp on a migrated throwaway PostgreSQL database, LOG_REQUESTS=0) and the bare app
 * (`bench/bare-server.ts`). autocannon sends GET /api/health with 16 connections and no
 * cookie, as a load balancer's probe would: a 2 s warm-up of each, then BENCH_ROUNDS (11)
 * alternating rounds of BENCH_DURATION (2) s each. The median ratio is judged: one noisy moment on a shared 2-core machine does
 * not decide the verdict.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import { openDatabase } from '../server/db/client';
import { spawnServer, stopServer } from './demo-server';
import { throwawayDatabase } from './throwaway-db';

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
const WARMUP_S = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const BUDGET_RATIO = 0.6;

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

const row = (name: string, r: Result) =>
  `| ${name.padEnd(22)} | ${r.requests.average.toFixed(0).padStart(8)} | ${r.latency.p50.toFixed(0).padStart(8)} | ${r.latency.p99.toFixed(0).padStart(8)} |`;

const target = throwawayDatabase('sd_bench_health');
const children: ChildProcess[] = [];
let exitCode = 0;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
try {
  const database = await openDatabase({ url: target.url });
  await database.migrate();
  await database.close();
  const full = await spawnServer(target.url);
  children.push(full.child);
  const bare = await spawnServer(target.url, { script: 'bench/bare-server.ts' });
  children.push(bare.child);
  const fullUrl = `http://127.0.0.1:${full.port}/api/health`;
  const bareUrl = `http://127.0.0.1:${bare.port}/api/health`;
  const sample = await fetch(fullUrl);
  const bareSample = await fetch(bareUrl);
  const [a, b] = [await sample.text(), await bareSample.text()];
  if (a !== b) throw new Error(`the two servers answer differently: ${a} vs ${b}`);

  console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s per server, alternating`);
  await load(bareUrl, WARMUP_S);
  await load(fullUrl, WARMUP_S);
  const rounds: { bare: Result; full: Result; ratio: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bareRun = await load(bareUrl, DURATION_S);
    const fullRun = await load(fullUrl, DURATION_S);
    rounds.push({ bare: bareRun, full: fullRun, ratio: fullRun.requests.average / bareRun.requests.average });
  }

  console.log('\n| round | server                 |    req/s | p50 (ms) | p99 (ms) |');
  console.log('|------:|------------------------|---------:|---------:|---------:|');
  rounds.forEach((r, i) => {
    console.log(`| ${i + 1}     ${row('bare Hono', r.bare)}`);
    console.log(`| ${i + 1}     ${row('full middleware chain', r.full)}  ratio ${(r.ratio * 100).toFixed(1)}%`);
  });
  const ratios = rounds.map((r) => r.ratio).sort((x, y) => x - y);
  const ratio = ratios[Math.floor(ratios.length / 2)]!;
  console.log(`\nfull chain reaches ${(ratio * 100).toFixed(1)}% of bare Hono, median of ${ROUNDS} rounds (budget: at least ${BUDGET_RATIO * 100}%)`);
  if (ratio < BUDGET_RATIO) {
    console.error('OVER BUDGET');
    exitCode = 1;
  } else {
    console.log('within budget');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  for (const c of children) await stopServer(c);
  await target.drop().catch((e) => console.error(`could not drop ${target.name}:`, e));
}
process.exit(exitCode);
