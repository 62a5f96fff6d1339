/**
 * The server under test for the benches, in its own process so the load generator does not
 * share its event loop. Serves the real app on a loopback port chosen by the OS and prints
 * `{"port":N}` once it listens; with BENCH_DIST=1 it also serves the built PWA from dist/, and
 * with REPORTS_DATABASE_URL its reports read that replica.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { keepPlannerStatsFresh } from '../server/boot';
import { openDatabase } from '../server/db/client';
import { readEnv } from '../server/env';
import { resolveJwtSecret } from '../server/lib/tokens';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('auth-server needs DATABASE_URL');
const env = readEnv({ ...process.env, LOG_REQUESTS: '0', NODE_ENV: 'production', HOST: '127.0.0.1' });
const database = await openDatabase({ url, reportsUrl: env.REPORTS_DATABASE_URL });
// As startServer does: fresh planner statistics (the demo was seeded just before).
const stopAnalyzing = await keepPlannerStatsFresh(database);
const jwtSecret = await resolveJwtSecret(database.db, env.JWT_SECRET);
const distDir = process.env.BENCH_DIST === '1' ? path.resolve('dist') : undefined;
const app = createApp({ database, env, jwtSecret, distDir });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
// Let in-flight requests (autocannon stops mid-stream) finish before the pool closes.
const stop = () => {
  stopAnalyzing();
  server.close(() => void database.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
