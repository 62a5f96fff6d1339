import { createMiddleware } from 'hono/factory';
import { can, type Privilege } from '@contract';
import { toActor } from './actor';
import type { AppDeps, AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { holder, loadSession } from './session';
import { readSessionToken } from './tokens';

/**
 * Bearer token → fresh user row. Revoked (older token version), deactivated or unknown
 * users get 401. The school of every later query comes from this user, never the request.
 */
export function authenticate(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const claims = await readSessionToken(deps.jwtSecret, token);
    if (!claims) throw unauthorized();
    const user = await loadSession(deps.database.db, claims.sub);
    if (!user || user.status !== 'Active' || user.tokenVersion !== claims.tv || user.schoolId !== claims.sch) {
      throw unauthorized();
    }
    c.set('user', user);
    c.set('actor', toActor(user, c.get('requestId'), c.get('module') ?? 'api'));
    c.set('claims', claims);
    await next();
  });
}

/** Declares the privileges a route needs; Admin passes, others need every one (403). */
export function requires(...privileges: Privilege[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!can(holder(c.get('user')), ...privileges)) throw forbidden();
    await next();
  });
}
