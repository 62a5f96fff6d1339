import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { dashCounts } from './dash.service';

/** The dashboard has no privilege check (spec §6): every signed-in user reaches it, and sees what they work on. */
export function dashRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await dashCounts(deps.database.db, c.get('actor'))));
}
