import { Hono } from 'hono';
import { auditListQuery } from '@contract';
import { adminOnly } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { queryParams } from '../../../lib/validate';
import { auditedModules, listAudit } from './audit.service';

/** Admins only: the trail names every user's actions. Nothing here writes. */
export function auditRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', adminOnly(), queryParams(auditListQuery), async (c) => c.json(await listAudit(db, c.get('actor'), c.req.valid('query'))))
    .get('/modules', adminOnly(), async (c) => c.json(await auditedModules(db, c.get('actor'))));
}
