import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { ReportCache } from './lib/report-cache';
import { ReportReads } from './lib/report-reads';
import { shareReportClearing } from './lib/report-sharing';
import { backupRunnerFor, startBackupSchedule } from './backup/schedule';
import { openDatabase, type Database } from './db/client';
import { backupDirOf, type Env } from './env';
import { seedMissingCharts } from './domains/finance/ledger/chart';
import { generatePassword } from './lib/passwords';
import { resolveJwtSecret } from './lib/tokens';
import { countSchools, createSchool } from './domains/school/profile/schools.service';

export function openFromEnv(env: Env) {
  return openDatabase({ url: env.DATABASE_URL, reportsUrl: env.DATABASE_URL ? env.REPORTS_DATABASE_URL : undefined, pgliteDir: env.PGLITE_DIR });
}

/** The first school's Admin, made by this start: printed once, under the address. */
export interface FirstAdmin {
  school: string;
  username: string;
  /** null when it came from ADMIN_PASSWORD: it is not echoed. */
  password: string | null;
}

/**
 * On an empty database: the first school and its Admin. Returns them (the generated password
 * is known only now) for `startServer` to print once the app answers; null on a later start.
 */
export async function firstRunSetup(database: Database, env: Env): Promise<FirstAdmin | null> {
  // Processes started together on an empty database: the first makes the school, the others then find it.
  return database.exclusive('first-run', async () => {
    if ((await countSchools(database.db)) > 0) return null;
    const password = env.ADMIN_PASSWORD ?? generatePassword();
    await createSchool(database.db, { name: env.SCHOOL_NAME, adminUsername: env.ADMIN_USERNAME, adminPassword: password });
    return { school: env.SCHOOL_NAME, username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD ? null : password };
  });
}

/** What a start prints, last: where the app is, and on a first run how to sign in. */
export function startBanner(address: string, database: string, admin: FirstAdmin | null = null, lan: string | null = null): string {
  const lines = ['', `  Schooldesk is running at ${address}  (database: ${database})`];
  if (lan) lines.push(`  On the school network:   ${lan}`);
  if (admin) {
    lines.push(
      '',
      `  First start: created the school "${admin.school}" and its Admin. Sign in with`,
      `    username  ${admin.username}`,
      admin.password ? `    password  ${admin.password}   (shown only this once: keep it safe)` : '    password  the one in ADMIN_PASSWORD',
    );
  }
  lines.push('', '  Ctrl+C stops it.', '');
  return lines.join('\n');
}

/** Where tablets on the school's network reach the app: the first LAN IPv4, when listening on all. */
function lanAddress(host: string, port: number): string | null {
  if (host !== '0.0.0.0' && host !== '::') return null;
  const ip = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  return ip ? `http://${ip}:${port}` : null;
}

/** How often the planner statistics are refreshed while the server runs. */
const ANALYZE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the query planner's statistics current: ANALYZE now, then every hour.
 *
 * Without statistics the planner guesses one row for `school_id = $1 and status = 'Active'`
 * and joins 1,500 enrolments to 1,500 students in a nested loop: the dashboard took 250 ms
 * per call (1.3 ms once analyzed). PGlite, the default database, has no autovacuum at all,
 * and PostgreSQL's runs only when enabled and a while after a bulk load (a demo seed, an
 * import). ANALYZE samples at most 30,000 rows a table, so on a school's data it takes
 * milliseconds; on PGlite it briefly queues behind other queries, once an hour.
 */
export async function keepPlannerStatsFresh(database: Database): Promise<() => void> {
  const analyze = () => database.db.execute(sql`analyze`);
  await analyze();
  const timer = setInterval(() => {
    analyze().catch((err: unknown) => console.error('ANALYZE failed:', err instanceof Error ? err.message : err));
  }, ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Migrate, then serve the API and the built PWA until the process is stopped. Once it listens,
 * prints the address and, given the Admin a first run just made, their sign-in.
 */
export async function startServer(env: Env, database: Database, firstAdmin: FirstAdmin | null = null) {
  await database.migrate();
  // Schools made before the ledger existed get the standard chart (issue 11).
  await database.exclusive('charts', () => seedMissingCharts(database.db));
  const stopAnalyzing = await keepPlannerStatsFresh(database);
  const jwtSecret = await resolveJwtSecret(database.db, env.JWT_SECRET);
  // With several processes on one PostgreSQL database, a write in any clears the reports in all.
  const reportCache = env.REPORT_CACHE === '0' ? null : new ReportCache();
  const reportReads = new ReportReads(database.db, database.replica);
  const stopSharing = reportCache && env.DATABASE_URL ? await shareReportClearing(env.DATABASE_URL, reportCache, reportReads) : null;
  const app = createApp({ database, env, jwtSecret, distDir: path.resolve('dist'), reportCache, reportReads });
  // Nightly backups of each school (issue 32), through the same runner as Settings › Backups.
  const backups = env.BACKUP_AT === null ? null : startBackupSchedule(backupRunnerFor(database, env), env.BACKUP_AT);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = database.kind === 'pglite' ? `PGlite in ${env.PGLITE_DIR}` : `PostgreSQL at DATABASE_URL${database.replica ? ', reports from REPORTS_DATABASE_URL' : ''}`;
    console.log(startBanner(`http://localhost:${info.port}`, where, firstAdmin, lanAddress(env.HOST, info.port)));
    console.log(
      env.BACKUP_AT === null
        ? '  Scheduled backups are off (BACKUP_AT=off).\n'
        : `  Backups: each school every night at ${env.BACKUP_AT}, the newest ${env.BACKUP_KEEP} kept, in ${backupDirOf(env)}\n`,
    );
  });
  // Requests in flight finish, and a backup in progress, before the pool closes; a second signal stops at once.
  const stop = () => {
    process.once('SIGINT', () => process.exit(1));
    stopAnalyzing();
    const backupsDone = Promise.all([backups ? backups.stop() : backupRunnerFor(database, env).stop(), stopSharing?.()]);
    server.close(() => void backupsDone.then(() => database.close()).finally(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
