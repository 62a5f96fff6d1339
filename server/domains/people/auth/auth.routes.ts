import { Hono } from 'hono';
import { changePasswordSchema, changePasswordMessages, loginSchema, profileSchema } from '@contract';
import { authenticate } from '../../../lib/access';
import { clientIp } from '../../../lib/client-ip';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { toProfile, toSessionUser } from '../../../lib/session';
import { SESSION_TTL } from '../../../lib/tokens';
import { jsonBody } from '../../../lib/validate';
import { changePassword, login, revokeSessions, updateOwnProfile } from './auth.service';

/** Sign-in is public; everything else here needs a session but no privilege. */
export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const trustProxy = deps.env.TRUST_PROXY === '1';
  const signedIn = authenticate(deps);

  return new Hono<AppEnv>()
    .post('/login', jsonBody(loginSchema), async (c) => {
      const body = c.req.valid('json');
      const { token, session } = await login(db, deps.jwtSecret, { ...body, ip: clientIp(c, trustProxy) });
      return c.json({ token, user: toSessionUser(session) });
    })
    .get('/', signedIn, (c) => c.json(toProfile(c.get('actor'))))
    .put('/profile', signedIn, jsonBody(profileSchema), async (c) => {
      await updateOwnProfile(db, c.get('actor'), c.req.valid('json').fullname);
      return c.json({ message: 'Your profile has been saved' });
    })
    .post('/change-password', signedIn, jsonBody(changePasswordSchema), async (c) => {
      const claims = c.get('claims');
      const token = await changePassword(db, deps.jwtSecret, c.get('actor'), c.req.valid('json').password, {
        remember: claims.exp - claims.iat > SESSION_TTL,
      });
      return c.json({ message: changePasswordMessages.success, token });
    })
    .post('/logout', signedIn, async (c) => {
      await revokeSessions(db, c.get('actor'));
      return c.json({ message: 'Signed out' });
    });
}
