import { createMiddleware } from 'hono/factory';
import { bearerClaims } from './access';
import type { AppDeps, AppEnv } from './context';
import { HttpError, forbidden, notFound, unauthorized } from './errors';
import { describeMiddleware } from './openapi-meta';
import type { FamilyViewer } from './family-session';
import { loadFamilyViewer } from './family-session';

/**
 * Bearer token → the parent or pupil, read fresh. A staff token is refused (403): the family
 * endpoints are not a staff member's way into a child's record. Revoked, turned off or unknown
 * families get 401, like a revoked staff session.
 */
export function familyAuthenticate(deps: AppDeps) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const claims = await bearerClaims(c, deps.jwtSecret);
    if (!claims.fam) throw forbidden();
    const viewer = await loadFamilyViewer(deps.database.db, claims.fam, claims.sub);
    if (!viewer || !viewer.allowed || viewer.tokenVersion !== claims.tv || viewer.schoolId !== claims.sch) throw unauthorized();
    c.set('family', viewer);
    await next();
  });
  return describeMiddleware(middleware, { kind: 'signed-in' });
}

export const MUST_CHANGE_MESSAGE = 'Choose a new password first: the school set this one.';

/** Until an office-set password is changed, the family reads nothing (403, code must-change-password). */
export const passwordChanged = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('family').mustChange) throw new HttpError(403, MUST_CHANGE_MESSAGE, undefined, { code: 'must-change-password' });
  await next();
});

/**
 * The child a family request names, when the family may see them. Anyone else's child, or an
 * id that does not exist, is the same 404: a family cannot learn which ids are pupils.
 */
export function familyChild(viewer: FamilyViewer, studentId: number): number {
  if (!viewer.childIds.includes(studentId)) throw notFound('Student');
  return studentId;
}
