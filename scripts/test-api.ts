/**
 * `npm run test:api`: the API tests on embedded PGlite and (when TEST_DATABASE_URL is set) on
 * PostgreSQL, the two runs side by side: the PostgreSQL run spends much of its time waiting on
 * the server, which the PGlite run fills. PGlite's output streams; PostgreSQL's is held and
 * printed whole when it ends, so the two never interleave. With TEST_REPORTS_DATABASE_URL (a
 * streaming replica of that server, `scripts/replica.sh`, issue 34) the report tests then run a
 * third time, their reports read from the replica. Fails if any run fails. Extra arguments go to
 * vitest, e.g. `npm run test:api -- server/domains/people/auth`.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const vitest = path.resolve('node_modules/.bin/vitest');
const extra = process.argv.slice(2);
// Vitest's default leaves one core idle; the test files wait on their databases often enough
// that every core pays (measured on 2 cores: PGlite 83 s -> 74 s, PostgreSQL 45 s -> 31 s).
const workers = `--maxWorkers=${Math.max(2, availableParallelism())}`;

/** The tests of every report route (`sharedReport`), and the replica's own. */
const REPORT_TESTS = [
  'server/db/report-replica.test.ts',
  'server/domains/finance/reports',
  'server/domains/payroll/reports',
  'server/domains/attendance/reports',
  'server/domains/exams/reports',
  'server/domains/dashboard',
  'server/domains/bus/fees/bus-report.test.ts',
  'server/domains/people/performance',
];

function run(db: 'pglite' | 'pg' | 'replica'): Promise<number> {
  const server = `PostgreSQL (${redact(process.env.TEST_DATABASE_URL ?? '')})`;
  const label = db === 'pg' ? server : db === 'replica' ? `${server}, reports from the replica (${redact(process.env.TEST_REPORTS_DATABASE_URL!)})` : 'PGlite';
  const held = db === 'pg';
  const replica = db === 'replica';
  console.log(`\n=== API tests on ${label}${held ? ': its output follows when it ends' : ''} ===\n`);
  const child = spawn(vitest, ['run', '--project', 'api', workers, ...(replica && !extra.length ? REPORT_TESTS : extra)], {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, TEST_DB: db === 'pglite' ? 'pglite' : 'pg', ...(replica ? {} : { TEST_REPORTS_DATABASE_URL: '' }), ...(held ? { FORCE_COLOR: '0' } : {}) },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on('close', (code) => {
      if (held) console.log(`\n=== API tests on ${label} ===\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const runs: Array<[string, Promise<number>]> = [['PGlite', run('pglite')]];
if (process.env.TEST_DATABASE_URL) {
  runs.push(['PostgreSQL', run('pg')]);
  // After the PGlite run, whose output streams: the two streaming runs never interleave.
  if (process.env.TEST_REPORTS_DATABASE_URL) runs.push(['Replica', runs[0]![1].then(() => run('replica'))]);
  else console.log('\nTEST_REPORTS_DATABASE_URL is not set: skipping the reports on a replica (bash scripts/replica.sh start makes one).');
} else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run.');
const results = await Promise.all(runs.map(async ([name, done]) => [name, await done] as const));

console.log('\n=== API tests summary ===');
for (const [name, code] of results) console.log(`  ${name.padEnd(10)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
