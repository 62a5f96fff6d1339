import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';
import { signJwt, verifyJwt } from './jwt';

const HOUR = 3600;
export const SESSION_TTL = 12 * HOUR;
export const REMEMBER_TTL = 30 * 24 * HOUR;

export interface TokenClaims {
  sub: number;
  sch: number;
  /** The user's token version when signed: bumping it revokes every earlier token. */
  tv: number;
  iat: number;
  exp: number;
  /** A family token (issue 33): sub is the parent's or the pupil's id, never a user's. */
  fam?: 'parent' | 'pupil';
}

export async function signSessionToken(
  secret: string,
  user: { id: number; schoolId: number; tokenVersion: number },
  remember: boolean,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const claims: TokenClaims = {
    sub: user.id,
    sch: user.schoolId,
    tv: user.tokenVersion,
    iat: now,
    exp: now + (remember ? REMEMBER_TTL : SESSION_TTL),
  };
  return signJwt({ ...claims }, secret);
}

/** A parent's or pupil's token: the same signature, told apart by `fam` (ADR 042). */
export async function signFamilyToken(
  secret: string,
  who: { kind: 'parent' | 'pupil'; id: number; schoolId: number; tokenVersion: number },
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  // A phone stays signed in like "remember me": families rarely type a password twice.
  const claims: TokenClaims = { sub: who.id, sch: who.schoolId, tv: who.tokenVersion, fam: who.kind, iat: now, exp: now + REMEMBER_TTL };
  return signJwt({ ...claims }, secret);
}

/** The claims of a valid, unexpired HS256 token, or null for anything else. */
export async function readSessionToken(secret: string, token: string): Promise<TokenClaims | null> {
  const claims = verifyJwt(token, secret) as Partial<TokenClaims> | null;
  if (!claims) return null;
  const ints = [claims.sub, claims.sch, claims.tv, claims.exp];
  if (claims.fam !== undefined && claims.fam !== 'parent' && claims.fam !== 'pupil') return null;
  return ints.every((n) => Number.isSafeInteger(n)) ? (claims as TokenClaims) : null;
}

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept in the database,
 * so restarts and sibling processes keep accepting the same tokens.
 */
export async function resolveJwtSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  if (!row) throw new Error('Could not store the JWT secret');
  return row.value;
}
