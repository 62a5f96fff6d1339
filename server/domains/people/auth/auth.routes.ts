import { API, authEndpoints as auth, changePasswordMessages } from '@contract';
import { authenticate } from '../../../lib/access';
import { clientIp } from '../../../lib/client-ip';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { toProfile, toSessionUser } from '../../../lib/session';
import { SESSION_TTL } from '../../../lib/tokens';
import { changePassword, login, revokeSessions, updateOwnProfile } from './auth.service';

/** Sign-in is public; everything else here needs a session but no privilege. */
export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const trustProxy = deps.env.TRUST_PROXY === '1';
  const signedIn = authenticate(deps);

  return endpointRouter(deps, API.auth)
    .on(auth.login, async (c, { body }) => {
      const signedIn = await login(db, deps.jwtSecret, { ...body, ip: clientIp(c, trustProxy) });
      if (signedIn.family) return { token: signedIn.token, family: signedIn.family };
      return { token: signedIn.token, user: toSessionUser(signedIn.session) };
    })
    .on(auth.profile, signedIn, (c) => toProfile(c.get('actor')))
    .on(auth.updateProfile, signedIn, async (c, { body }) => {
      await updateOwnProfile(db, c.get('actor'), body.fullname);
      return { message: 'Your profile has been saved' };
    })
    .on(auth.changePassword, signedIn, async (c, { body }) => {
      const claims = c.get('claims');
      const token = await changePassword(db, deps.jwtSecret, c.get('actor'), body.password, {
        remember: claims.exp - claims.iat > SESSION_TTL,
      });
      return { message: changePasswordMessages.success, token };
    })
    .on(auth.logout, signedIn, async (c) => {
      await revokeSessions(db, c.get('actor'));
      return { message: 'Signed out' };
    }).app;
}
