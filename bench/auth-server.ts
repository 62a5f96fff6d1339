/**
 * The server under test for auth-throughput.ts, in its own process so the load generator
 * does not share its event loop. Serves the real app (no dist/) on a loopback port chosen
 * by the OS and prints `{"port":N}` once it listens.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { readEnv } from '../server/env';
import { resolveJwtSecret } from '../server/lib/tokens';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('auth-server needs DATABASE_URL');
const env = readEnv({ ...process.env, LOG_REQUESTS: '0', NODE_ENV: 'production', HOST: '127.0.0.1' });
const database = await openDatabase({ url });
const jwtSecret = await resolveJwtSecret(database.db, env.JWT_SECRET);
const app = createApp({ database, env, jwtSecret });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
// Let in-flight requests (autocannon stops mid-stream) finish before the pool closes.
const stop = () => {
  server.close(() => void database.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
