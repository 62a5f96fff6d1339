import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { seedMissingCharts } from './domains/finance/ledger/chart';
import { generatePassword } from './lib/passwords';
import { resolveJwtSecret } from './lib/tokens';
import { countSchools, createSchool } from './domains/school/profile/schools.service';

export function openFromEnv(env: Env) {
  return openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
}

/** On an empty database: the first school and its Admin. The password is printed only now. */
export async function firstRunSetup(database: Database, env: Env) {
  if ((await countSchools(database.db)) > 0) return;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  await createSchool(database.db, { name: env.SCHOOL_NAME, adminUsername: env.ADMIN_USERNAME, adminPassword: password });
  console.log('\n  Created the first school and its Admin.');
  console.log(`    username: ${env.ADMIN_USERNAME}`);
  console.log(env.ADMIN_PASSWORD ? '    password: (from ADMIN_PASSWORD)' : `    password: ${password}   <- shown once; keep it safe`);
  console.log('');
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

/** Migrate, then serve the API and the built PWA until the process is stopped. */
export async function startServer(env: Env, database: Database) {
  await database.migrate();
  // Schools made before the ledger existed get the standard chart (issue 11).
  await seedMissingCharts(database.db);
  const stopAnalyzing = await keepPlannerStatsFresh(database);
  const jwtSecret = await resolveJwtSecret(database.db, env.JWT_SECRET);
  const app = createApp({ database, env, jwtSecret, distDir: path.resolve('dist') });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Schooldesk is running on http://localhost:${info.port} (${database.kind})`);
  });
  // Requests in flight finish before the pool closes; a second signal stops at once.
  const stop = () => {
    process.once('SIGINT', () => process.exit(1));
    stopAnalyzing();
    server.close(() => void database.close().finally(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
