/**
 * The yardstick for bench:health: a bare Hono app on @hono/node-server answering
 * GET /api/health with the same JSON as the real one, and nothing else (no middleware).
 * Prints `{"port":N}` once it listens on a loopback port chosen by the OS.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/api/health', (c) => c.json({ status: 'ok', database: 'postgres' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
