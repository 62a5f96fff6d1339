/**
 * Budget (issue 34): two API processes behind HAProxy serve bench:mixed's read load at ≥ 1.6×
 * the throughput of one process, with p95 no worse.
 *
 *   npm run bench:processes          (needs Debian's haproxy)
 *
 * Seeds the demo school (1,500 students) into a throwaway PostgreSQL database, starts two API
 * processes (bench/auth-server.ts) and HAProxy with deploy/haproxy.cfg's settings, signs in as
 * the demo Admin, and runs bench:mixed's load (4 endpoints × 5 connections) for BENCH_DURATION
 * (10) s after a 2 s warm-up, three times:
 *   1. one process, directly (bench:mixed itself);
 *   2. one process behind HAProxy (what the proxy costs);
 *   3. two processes behind HAProxy.
 * Prints each run's throughput and worst p95, the CPU each process used, and 3 against 1.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { seededDemo, signIn, spawnServer, stopServer } from './demo-server';
import { startHaproxy } from '../server/test/haproxy';
import { mixed, type EndpointResult } from './mixed-load';

const RATIO_BUDGET = 1.6;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The whole machine's busy and total CPU time so far, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

interface Run {
  name: string;
  rps: number;
  p95: number;
  results: EndpointResult[];
  cpu: string;
  /** How busy the whole machine was: every core, the load generator, HAProxy and PostgreSQL included. */
  machine: number;
}

async function measure(name: string, base: string, headers: Record<string, string>, processes: ChildProcess[]): Promise<Run> {
  await mixed(base, headers, WARMUP_S);
  const before = processes.map((p) => cpuSeconds(p.pid!));
  const machineBefore = machineCpu();
  const results = await mixed(base, headers, DURATION_S);
  const used = processes.map((p, i) => ((cpuSeconds(p.pid!) - before[i]!) / DURATION_S) * 100);
  const machineAfter = machineCpu();
  return {
    name,
    rps: results.reduce((t, r) => t + r.rps, 0),
    p95: Math.max(...results.map((r) => r.p95)),
    results,
    cpu: used.map((u) => `${u.toFixed(0)}%`).join(' + '),
    machine: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
  };
}

console.log(`${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
const target = await seededDemo('sd_bench_processes');
const servers: ChildProcess[] = [];
const runs: Run[] = [];
try {
  const [a, b] = [await spawnServer(target.url), await spawnServer(target.url)];
  servers.push(a.child, b.child);
  const direct = `http://127.0.0.1:${a.port}`;
  const headers = { authorization: `Bearer ${await signIn(direct)}` };
  runs.push(await measure('one process, directly', direct, headers, [a.child]));
  const one = await startHaproxy([a.port]);
  try {
    runs.push(await measure('one process behind HAProxy', one.base, headers, [a.child]));
  } finally {
    await one.stop();
  }
  const two = await startHaproxy([a.port, b.port]);
  try {
    runs.push(await measure('two processes behind HAProxy', two.base, headers, [a.child, b.child]));
  } finally {
    await two.stop();
  }
} finally {
  await new Promise((r) => setTimeout(r, 1_000));
  for (const s of servers) await stopServer(s);
  await target.drop();
}

console.log('\n| run | req/s | worst p95 (ms) | dashboard / roster / sections / session p95 (ms) | API processes\' CPU (of one core) | machine busy (all cores) |\n|---|---:|---:|---|---|---:|');
for (const r of runs) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p95.toFixed(1)} | ${r.results.map((e) => e.p95.toFixed(1)).join(' / ')} | ${r.cpu} | ${(r.machine * 100).toFixed(0)}% |`);
const [single, , pair] = runs as [Run, Run, Run];
const ratio = pair.rps / single.rps;
const within = ratio >= RATIO_BUDGET && pair.p95 <= single.p95;
console.log(`\ntwo behind HAProxy against one directly: ${ratio.toFixed(2)}× the throughput (budget ≥ ${RATIO_BUDGET}×), worst p95 ${pair.p95.toFixed(1)} against ${single.p95.toFixed(1)} ms (budget: no worse)`);
console.log(within ? '\nwithin budget' : '\nover budget');
process.exit(within ? 0 : 1);
