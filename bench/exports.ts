/**
 * Issue 30: nothing big is built in memory. The demo school on a throwaway PostgreSQL database,
 * its whole ledger exported as an hledger journal (`GET /api/finance/journal.hledger`):
 *
 *   1. alone, BENCH_RUNS (5) times: when the first byte arrives, when the last does, and how big;
 *   2. three exports at once, each downloaded again as soon as it ends, for BENCH_DURATION (10) s,
 *      while `GET /api/health` runs at 16 connections: its p95 beside its p95 with no export, and
 *      the server's memory (resident set) before and at its highest.
 *
 * Budgets: first byte < 200 ms; `/api/health` p95 < 50 ms while three exports run.
 * `npm run bench:exports`.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { signIn, startDemoServer } from './demo-server';

const FIRST_BYTE_MS = 200;
const HEALTH_P95_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function exportOnce(url: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  const reader = res.body.getReader();
  let first = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - t0;
    bytes += value.byteLength;
  }
  return { first, total: performance.now() - t0, bytes };
}

async function healthP95(base: string) {
  const times: number[] = [];
  const run = autocannon({ url: `${base}/api/health`, connections: 16, duration: DURATION_S });
  run.on('response', (_c, status, _b, ms) => {
    if (status === 200) times.push(ms);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return { p95: times[Math.ceil(times.length * 0.95) - 1] ?? NaN, rps: times.length / DURATION_S, failed: result.non2xx + result.errors + result.timeouts };
}

const server = await startDemoServer('sd_bench_exports');
let over = false;
try {
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  const url = `${server.base}/api/finance/journal.hledger`;
  await exportOnce(url, headers);
  console.log('| run | first byte (ms) | last byte (ms) | size |');
  console.log('|---:|---:|---:|---:|');
  const firsts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await exportOnce(url, headers);
    firsts.push(r.first);
    console.log(`| ${i + 1} | ${r.first.toFixed(0)} | ${r.total.toFixed(0)} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB |`);
  }
  const worstFirst = Math.max(...firsts);
  if (worstFirst >= FIRST_BYTE_MS) over = true;

  const quiet = await healthP95(server.base);
  const rssBefore = rssMb(server.pid);
  let rssTop = rssBefore;
  let exports = 0;
  let busy = true;
  const sampler = setInterval(() => (rssTop = Math.max(rssTop, rssMb(server.pid))), 100);
  const exporters = Array.from({ length: 3 }, async () => {
    while (busy) {
      await exportOnce(url, headers);
      exports++;
    }
  });
  const loaded = await healthP95(server.base);
  busy = false;
  await Promise.all(exporters);
  clearInterval(sampler);
  if (!(loaded.p95 < HEALTH_P95_MS) || loaded.failed) over = true;

  console.log(`\nfirst byte: ${worstFirst.toFixed(0)} ms at most (budget < ${FIRST_BYTE_MS} ms)`);
  console.log(`/api/health p95: ${quiet.p95.toFixed(1)} ms alone (${quiet.rps.toFixed(0)} req/s), ${loaded.p95.toFixed(1)} ms with three exports running (${loaded.rps.toFixed(0)} req/s, ${exports} exports finished; budget < ${HEALTH_P95_MS} ms)`);
  console.log(`server memory: ${rssBefore.toFixed(0)} MB before, ${rssTop.toFixed(0)} MB at most while exporting`);
} finally {
  await server.close();
}
console.log(over ? '\nover budget' : '\nwithin budget');
process.exit(over ? 1 : 0);
