import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { parse } from 'hono/utils/cookie';
import type { AppEnv } from './context';
import { XSRF_COOKIE, XSRF_HEADER } from '@contract';
import { HttpError } from './errors';
import { presetCookie, requestHeader } from './response-headers';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Compares the bytes, not the characters: "é" is one character but two bytes, and
 * timingSafeEqual throws on buffers of different byte lengths.
 */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const TOKEN_BYTES = 24;
const POOL_TOKENS = 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh random token. Most API calls from a client without the cookie yet (a health
 * probe, a first visit) get one, and a `randomBytes` call each cost more than the rest of
 * the check: the bytes are drawn from the CSPRNG 256 tokens at a time, each used once.
 */
function newToken(): string {
  if (offset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * POOL_TOKENS);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}

/**
 * Double-submit check: the server hands out an XSRF-TOKEN cookie, and every mutation but the
 * `exempt` ones (sign-in) must echo it in X-XSRF-TOKEN. A cross-site page can send the cookie
 * but not read it. `cookieless` answers (the health probe's) hand out none: a load balancer
 * asking every few seconds would throw each one away.
 */
export function xsrf(exempt: (path: string) => boolean, cookieless: (path: string) => boolean = () => false) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookieHeader = requestHeader(c, 'cookie');
    const cookie = cookieHeader ? parse(cookieHeader, XSRF_COOKIE)[XSRF_COOKIE] : undefined;
    if (MUTATIONS.has(c.req.method) && !exempt(c.req.path)) {
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (!cookie || !header || !sameToken(cookie, header)) {
        throw new HttpError(403, 'Missing or invalid XSRF token. Reload the page and try again.');
      }
    }
    if (!cookie && !cookieless(c.req.path)) {
      // The token is base64url: nothing in it needs escaping in a cookie.
      const secure = c.req.url.startsWith('https:') ? '; Secure' : '';
      presetCookie(c, `${XSRF_COOKIE}=${newToken()}; Path=/; SameSite=Strict${secure}`);
    }
    await next();
  });
}
