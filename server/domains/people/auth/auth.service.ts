import { and, eq, gt, sql } from 'drizzle-orm';
import { httpMessages } from '@contract';
import type { Db } from '../../../db/client';
import { loginAttempts, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { loadSession } from '../../../lib/session';
import { signFamilyToken, signSessionToken } from '../../../lib/tokens';
import { findFamilyAccount, openFamilySession } from './family-sign-in';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER_IP = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Counts the attempt BEFORE the password is checked. Under a lock per address, the count and
 * the new attempt row are one step, so a burst of parallel guesses is counted one by one: at
 * most 5 passwords per username and address (20 per address) are ever checked in the window.
 * Failures are counted per username from one address, and per address: never per username
 * alone, so an attacker elsewhere cannot lock the real user out.
 */
async function recordAttempt(db: Db, username: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('login'), hashtext(${ip}))`);
    const [row] = await tx
      .select({
        forUser: sql<number>`count(*) filter (where ${loginAttempts.username} = ${username})::int`,
        forIp: sql<number>`count(*)::int`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)));
    if (Number(row?.forUser) >= MAX_FAILURES_PER_USER_IP || Number(row?.forIp) >= MAX_FAILURES_PER_IP) {
      throw new HttpError(429, httpMessages.tooManyAttempts);
    }
    await tx.insert(loginAttempts).values({ username, ip });
  });
}

export async function login(
  db: Db,
  secret: string,
  input: { username: string; password: string; rem: boolean; ip: string },
) {
  const username = input.username.trim().toLowerCase();
  await recordAttempt(db, username, input.ip);
  const [found] = await db
    .select({ id: users.id, hash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  // Staff usernames come first; a name no staff member has may be a parent's or a pupil's.
  if (!found) {
    const family = await findFamilyAccount(db, username, input.password);
    if (!family) throw new HttpError(401, httpMessages.invalidCredentials);
    const opened = await openFamilySession(db, family);
    await forgiveFailures(db, username, input.ip);
    const token = await signFamilyToken(secret, { ...family, schoolId: opened.schoolId, tokenVersion: opened.tokenVersion });
    return { token, family: opened.session };
  }
  const passwordOk = await verifyPassword(found.hash, input.password);
  // A deactivated user is refused with the same words, so status does not leak either.
  if (!passwordOk || found.status !== 'Active') {
    // The attempt recorded above stays: it is this failure.
    throw new HttpError(401, httpMessages.invalidCredentials);
  }
  await forgiveFailures(db, username, input.ip);
  const session = (await loadSession(db, found.id))!;
  const token = await signSessionToken(secret, session, input.rem);
  return { token, session };
}

/** A success forgives this username's failures from this address, its own attempt included. */
function forgiveFailures(db: Db, username: string, ip: string) {
  return db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip)));
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
