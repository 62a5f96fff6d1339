import { and, eq, gt, sql } from 'drizzle-orm';
import { httpMessages } from '@contract';
import type { Db } from '../../db/client';
import { loginAttempts, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { loadSession } from '../../lib/session';
import { signSessionToken } from '../../lib/tokens';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER_IP = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failures are counted per username from one address, and per address: never per username alone. */
async function assertNotLocked(db: Db, username: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({
      forUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username})::int`,
      forIp: sql<number>`count(*)::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)));
  if (Number(row?.forUser) >= MAX_FAILURES_PER_USER_IP || Number(row?.forIp) >= MAX_FAILURES_PER_IP) {
    throw new HttpError(429, httpMessages.tooManyAttempts);
  }
}

export async function login(
  db: Db,
  secret: string,
  input: { username: string; password: string; rem: boolean; ip: string },
) {
  const username = input.username.trim().toLowerCase();
  await assertNotLocked(db, username, input.ip);
  const [found] = await db
    .select({ id: users.id, hash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  const passwordOk = await verifyPassword(found?.hash, input.password);
  // A deactivated user is refused with the same words, so status does not leak either.
  if (!found || !passwordOk || found.status !== 'Active') {
    await db.insert(loginAttempts).values({ username, ip: input.ip });
    throw new HttpError(401, httpMessages.invalidCredentials);
  }
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.ip, input.ip)));
  const session = (await loadSession(db, found.id))!;
  const token = await signSessionToken(secret, session, input.rem);
  return { token, session };
}

/** Bumping the token version ends every session the user has, on every device. */
export async function revokeSessions(db: Db, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, actor.id), eq(users.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'logout', entity: 'user', ids: [actor.id] });
  });
}

/** Sets the new password, ends every earlier session and returns a token for this one. */
export async function changePassword(
  db: Db,
  secret: string,
  actor: Actor,
  password: string,
  opts: { remember: boolean },
) {
  const passwordHash = await hashPassword(password);
  const tokenVersion = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, actor.id), eq(users.schoolId, actor.schoolId)))
      .returning({ tokenVersion: users.tokenVersion });
    await audit(tx, actor, { action: 'change-password', entity: 'user', ids: [actor.id] });
    return row!.tokenVersion;
  });
  return signSessionToken(secret, { ...actor, tokenVersion }, opts.remember);
}

export async function updateOwnProfile(db: Db, actor: Actor, fullname: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ fullname }).where(and(eq(users.id, actor.id), eq(users.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'update-profile', entity: 'user', ids: [actor.id] });
  });
}
