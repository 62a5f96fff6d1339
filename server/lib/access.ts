import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ADMIN_ROLE_ID, can, type Privilege } from '@contract';
import { toActor } from './actor';
import type { AppDeps, AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { describeMiddleware } from './openapi-meta';
import { holder, loadSession } from './session';
import { readSessionToken, type TokenClaims } from './tokens';

/** The claims of the request's bearer token, or 401 when there is none or it is not ours. */
export async function bearerClaims(c: Context<AppEnv>, secret: string): Promise<TokenClaims> {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await readSessionToken(secret, token) : null;
  if (!claims) throw unauthorized();
  return claims;
}

/**
 * Bearer token → fresh user row. Revoked (older token version), deactivated or unknown
 * users get 401. The school of every later query comes from this user, never the request.
 */
export function authenticate(deps: AppDeps) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const claims = await bearerClaims(c, deps.jwtSecret);
    // A parent's or pupil's token is genuine but opens no staff page (issue 33).
    if (claims.fam) throw forbidden();
    const user = await loadSession(deps.database.db, claims.sub);
    if (!user || user.status !== 'Active' || user.tokenVersion !== claims.tv || user.schoolId !== claims.sch) {
      throw unauthorized();
    }
    c.set('user', user);
    c.set('actor', toActor(user, c.get('requestId'), c.get('module') ?? 'api'));
    c.set('claims', claims);
    await next();
  });
  // Public modules (auth) authenticate some routes themselves; the OpenAPI document reads this.
  return describeMiddleware(middleware, { kind: 'signed-in' });
}

/**
 * Declares the privileges a route needs; Admin passes, others need every one (403). With no
 * privileges it only states that any signed-in user may call the route.
 */
export function requires(...privileges: Privilege[]) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (!can(holder(c.get('user')), ...privileges)) throw forbidden();
    await next();
  });
  return describeMiddleware(middleware, { kind: 'privileges', rule: 'all', privileges });
}

/** For what no role may be granted (the audit trail, the API document): Admins only (403). */
export function adminOnly() {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')?.roleId !== ADMIN_ROLE_ID) throw forbidden();
    await next();
  });
  return describeMiddleware(middleware, { kind: 'admin' });
}
