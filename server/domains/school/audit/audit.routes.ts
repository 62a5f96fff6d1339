import { API, auditEndpoints as audit } from '@contract';
import { adminOnly } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { auditedModules, listAudit } from './audit.service';

/** Admins only: the trail names every user's actions. Nothing here writes. */
export function auditRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.audit)
    .on(audit.list, adminOnly(), (c, { query }) => listAudit(db, c.get('actor'), query))
    .on(audit.modules, adminOnly(), (c) => auditedModules(db, c.get('actor'))).app;
}
