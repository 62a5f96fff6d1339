import { randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { HttpError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
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

/**
 * Double-submit check: the server hands out an XSRF-TOKEN cookie, and every mutation but
 * sign-in must echo it in X-XSRF-TOKEN. A cross-site page can send the cookie but not read it.
 */
export function xsrf(exempt: (path: string) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (MUTATIONS.has(c.req.method) && !exempt(c.req.path)) {
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (!cookie || !header || !sameToken(cookie, header)) {
        throw new HttpError(403, 'Missing or invalid XSRF token. Reload the page and try again.');
      }
    }
    if (!cookie) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Strict',
        secure: new URL(c.req.url).protocol === 'https:',
      });
    }
    await next();
  });
}
