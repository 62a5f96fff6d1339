/**
 * Budget: authenticated GET /api/auth must reach at least 50% of the requests/s of
 * GET /api/health, on the same server in the same run, on PostgreSQL.
 *
 *   npm run bench:auth              (PostgreSQL at postgres://postgres@127.0.0.1:5432)
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:auth
 *
 * Creates a throwaway database, migrates it, adds a school and its Admin, serves the app
 * from a child process on a loopback port, signs in, then runs autocannon (16 connections,
 * 10 s each after a short warm-up) against both endpoints. The database is dropped after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { openDatabase } from '../server/db/client';
import { adminQuery } from '../server/test/pg-admin';
import { createSchool } from '../server/domains/school/profile/schools.service';

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_RATIO = 0.5;
const ADMIN = { username: 'benchadmin', password: 'Bench123!' };

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sd_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;

const admin = (query: string) => adminQuery(serverUrl, query);

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/auth-server.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString(), LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the server exited early (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        resolve({ child, port });
      } catch {
        console.log(`[server] ${line}`);
      }
    });
  });
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

const row = (name: string, r: Result) =>
  `| ${name.padEnd(26)} | ${r.requests.average.toFixed(0).padStart(8)} | ${r.latency.p50.toFixed(0).padStart(8)} | ${r.latency.p99.toFixed(0).padStart(8)} | ${String(r.requests.total).padStart(8)} |`;

let child: ChildProcess | undefined;
let exitCode = 0;
console.log(`database: ${dbName} on ${new URL(serverUrl).host}`);
await admin(`create database ${dbName}`);
try {
  const database = await openDatabase({ url: dbUrl.toString() });
  await database.migrate();
  await createSchool(database.db, { name: 'Bench School', adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await database.close();

  const started = await startServer();
  child = started.child;
  const base = `http://127.0.0.1:${started.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rem: false }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const bearer = { authorization: `Bearer ${token}` };

  console.log(`server: ${base}; autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s per endpoint, alternating`);
  await load(`${base}/api/health`, {}, WARMUP_S);
  await load(`${base}/api/auth`, bearer, WARMUP_S);
  // Alternating rounds, judged on the median ratio: on a shared 2-core machine one round
  // can swing by a factor of two when something else wakes up.
  const rounds: { health: Result; auth: Result; ratio: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const health = await load(`${base}/api/health`, {}, DURATION_S);
    const auth = await load(`${base}/api/auth`, bearer, DURATION_S);
    rounds.push({ health, auth, ratio: auth.requests.average / health.requests.average });
  }

  console.log('\n| round | endpoint                   |    req/s | p50 (ms) | p99 (ms) | requests |');
  console.log('|------:|----------------------------|---------:|---------:|---------:|---------:|');
  rounds.forEach((r, i) => {
    console.log(`| ${i + 1}     ${row('GET /api/health', r.health)}`);
    console.log(`| ${i + 1}     ${row('GET /api/auth (bearer)', r.auth)}  ratio ${(r.ratio * 100).toFixed(1)}%`);
  });
  const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)]!;
  console.log(`\n/api/auth reaches ${(ratio * 100).toFixed(1)}% of /api/health, median of ${ROUNDS} rounds (budget: at least ${BUDGET_RATIO * 100}%)`);
  if (ratio < BUDGET_RATIO) {
    console.error('OVER BUDGET: authenticated requests are too slow relative to /api/health.');
    exitCode = 1;
  } else {
    console.log('within budget');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await admin(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(`could not drop ${dbName}:`, e));
  console.log(`dropped ${dbName}`);
}
process.exit(exitCode);
