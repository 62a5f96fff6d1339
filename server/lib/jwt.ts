import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * HS256 JWTs with node:crypto. Every signed-in request verifies one, so this avoids the
 * per-call WebCrypto key import; only `{"alg":"HS256"}` headers are ever accepted.
 */
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * The secret as a key object, made once per secret rather than per call (the process has one
 * secret; a second one, as in the tests, replaces it).
 */
let cached: { secret: string; key: KeyObject } | undefined;
function keyOf(secret: string): KeyObject {
  if (cached?.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cached.key;
}

const mac = (secret: string, data: string) => createHmac('sha256', keyOf(secret)).update(data).digest();

/** The header is HS256: ours, byte for byte (the usual case), or any other JSON naming HS256. */
function isHs256(header: string): boolean {
  if (header === HEADER) return true;
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown } | null;
  return head?.alg === 'HS256';
}

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The payload of a well-formed, correctly signed, unexpired token; null for anything else. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    if (!isHs256(header)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(secret, `${header}.${payload}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}
