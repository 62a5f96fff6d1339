import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../lib/context';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok', database: deps.database.kind }));
}
