import type { Context } from 'hono';

/**
 * The caller's address for rate limiting. X-Forwarded-For is trusted only behind a proxy
 * (TRUST_PROXY=1); otherwise anyone could pick a fresh address per attempt.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
