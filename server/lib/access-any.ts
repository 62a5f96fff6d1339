import { createMiddleware } from 'hono/factory';
import { can, type Privilege } from '@contract';
import type { AppEnv } from './context';
import { forbidden } from './errors';
import { describeMiddleware } from './openapi-meta';
import { holder } from './session';

/**
 * For shared pickers: passes when the user holds ANY one of `privileges` (Admin passes).
 * `requires()` stays the rule everywhere else; this is for reads that several screens need.
 */
export function requiresAny(...privileges: [Privilege, ...Privilege[]]) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const user = holder(c.get('user'));
    if (!privileges.some((p) => can(user, p))) throw forbidden();
    await next();
  });
  return describeMiddleware(middleware, { kind: 'privileges', rule: 'any', privileges });
}
