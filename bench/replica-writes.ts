/**
 * Budget (issue 34): with reports on the replica, the primary's write p95 (payments at the fee
 * counter) under a concurrent report load stays within 1.2× its p95 without that load.
 *
 *   bash scripts/replica.sh start && npm run bench:replica
 *
 * Seeds the demo school into a throwaway database on the primary (BENCH_DATABASE_URL's server,
 * else the local one) and waits for it on the replica (BENCH_REPLICA_URL's server, else
 * 127.0.0.1:5433). Starts three API processes (bench/auth-server.ts): the fee counter's, and two
 * for the reports without their cache (REPORT_CACHE=0), one reading the primary and one reading the
 * replica. Then BENCH_PAYMENTS (200) payments, one after another as at one counter, each under
 * its own Idempotency-Key, three times:
 *   1. alone;
 *   2. while 8 connections read the bursar's and the head's reports from the primary;
 *   3. the same report load, read from the replica.
 *
 * The replica is meant for another machine. Here both clusters share two cores, so with
 * BENCH_PIN (on by default) the primary's PostgreSQL, the counter's process and this script
 * are held to core 0 and the replica's PostgreSQL, the report processes and their load to core 1,
 * as two machines would be; each is let go at the end.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Profile, StudentListRow } from '@contract';
import { onReplica } from '../server/test/pg-admin';
import { seededDemo, signIn, spawnServer, stopServer } from './demo-server';

const BUDGET = 1.2;
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const REPORT_CONNECTIONS = 8;
const XSRF = 'bench-xsrf-token';
const PIN = process.env.BENCH_PIN !== '0';
const replicaServer = process.env.BENCH_REPLICA_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';

const REPORTS = [
  '/api/finance/reports/students?from=2026-09-01&to=2026-11-30',
  '/api/finance/reports/classes?from=2026-09-01&to=2026-11-30',
  '/api/finance/reports/income-statement?from=2026-09-01&to=2026-11-30',
  '/api/attendance/absent?lastDay=91&times=1',
  '/api/dash',
];

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(0.95 * ms.length) - 1]!;

/** The PIDs of a PostgreSQL cluster: its postmaster and every process it started. */
function clusterPids(port: number): number[] {
  const dataDir = execFileSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', 'show data_directory'], { encoding: 'utf8' }).trim();
  const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  return [postmaster, ...children];
}

/** Holds processes (all their threads) to the given cores; new PostgreSQL backends inherit the postmaster's. */
function pin(pids: number[], cores: string) {
  if (!PIN) return;
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

const primaryPort = Number(new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').port || 5432);
const replicaPort = Number(new URL(replicaServer).port || 5432);
const allCores = `0-${(await import('node:os')).cpus().length - 1}`;
const target = await seededDemo('sd_bench_replica');
const servers: ChildProcess[] = [];
const results: { name: string; p95: number; p50: number; reports: number }[] = [];
try {
  const replicaUrl = await onReplica(replicaServer, target.name);
  pin([...clusterPids(primaryPort), process.pid], '0');
  pin(clusterPids(replicaPort), '1');
  const counter = await spawnServer(target.url);
  const onPrimary = await spawnServer(target.url, { env: { REPORT_CACHE: '0' } });
  const onReplicaServer = await spawnServer(target.url, { env: { REPORT_CACHE: '0', REPORTS_DATABASE_URL: replicaUrl } });
  servers.push(counter.child, onPrimary.child, onReplicaServer.child);
  pin([counter.child.pid!], '0');
  pin([onPrimary.child.pid!, onReplicaServer.child.pid!], '1');

  const base = `http://127.0.0.1:${counter.port}`;
  const token = await signIn(base);
  const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
  const get = async <T>(path: string) => (await (await fetch(base + path, { headers })).json()) as T;
  const profile = await get<Profile>('/api/auth');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: profile.time_zone }).format(new Date());
  const students = (await get<{ data: StudentListRow[] }>('/api/students?status=Active&limit=500')).data;
  let n = 0;
  const pay = async () => {
    const student = students[n % students.length]!;
    const start = performance.now();
    const res = await fetch(`${base}/api/finance/payments`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': `bench-replica-${target.name}-${n++}` },
      body: JSON.stringify({ student_id: student.id, amount: 1_000 + (n % 30) * 100, date: today }),
    });
    await res.text();
    if (res.status !== 201) throw new Error(`payment: ${res.status}`);
    return performance.now() - start;
  };
  const counterRun = async (name: string, reportBase: string | null) => {
    for (let i = 0; i < 10; i++) await pay();
    const reportLoad = reportBase
      ? REPORTS.map((path) =>
          autocannon({ url: reportBase + path, connections: Math.max(1, Math.round(REPORT_CONNECTIONS / REPORTS.length)), duration: 600, headers: { authorization: `Bearer ${token}` } }),
        )
      : [];
    let reports = 0;
    for (const run of reportLoad) run.on('response', (_c, status) => (status === 200 ? reports++ : undefined));
    if (reportBase) await new Promise((r) => setTimeout(r, 2_000));
    const started = performance.now();
    const times: number[] = [];
    for (let i = 0; i < PAYMENTS; i++) times.push(await pay());
    const seconds = (performance.now() - started) / 1000;
    for (const run of reportLoad) (run as unknown as { stop(): void }).stop();
    await Promise.all(reportLoad);
    const sorted = [...times].sort((a, b) => a - b);
    results.push({ name, p95: p95(times), p50: sorted[Math.floor(sorted.length / 2)]!, reports: reports / (seconds + (reportBase ? 2 : 0)) });
  };
  await counterRun('payments alone', null);
  await counterRun('payments, reports read from the primary', `http://127.0.0.1:${onPrimary.port}`);
  await counterRun('payments, reports read from the replica', `http://127.0.0.1:${onReplicaServer.port}`);
} finally {
  await new Promise((r) => setTimeout(r, 1_000));
  for (const s of servers) await stopServer(s);
  pin(clusterPids(primaryPort), allCores);
  pin(clusterPids(replicaPort), allCores);
  await target.drop();
}

console.log(`\n${PAYMENTS} payments at one counter per run; report load ${REPORT_CONNECTIONS} connections over ${REPORTS.length} reports, uncached${PIN ? '; primary side on core 0, replica side on core 1' : ''}\n`);
console.log('| run | payment p50 (ms) | payment p95 (ms) | reports answered a second |\n|---|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.reports ? r.reports.toFixed(0) : ''} |`);
const [alone, , replica] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0]];
const ratio = replica.p95 / alone.p95;
console.log(`\nwith the reports on the replica, the payment p95 is ${ratio.toFixed(2)}× its p95 alone (budget ≤ ${BUDGET}×)`);
console.log(ratio <= BUDGET ? '\nwithin budget' : '\nover budget');
process.exit(ratio <= BUDGET ? 0 : 1);
