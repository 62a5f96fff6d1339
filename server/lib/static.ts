import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built PWA. Hashed assets are cached for a year; the service worker, manifest
 * and index.html are always revalidated so an update reaches the tablet on its next visit.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'no-cache');
  });
  app.get('*', serveStatic({ root }));
  // Routes live in the hash, so any other page address is the app itself.
  app.get('*', serveStatic({ root, path: 'index.html' }));
}
