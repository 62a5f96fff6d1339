import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Node's response object when @hono/node-server serves the app; absent under `app.request()`. */
interface NodeResponse {
  setHeader(name: string, value: string | readonly string[]): unknown;
  getHeader(name: string): unknown;
  headersSent: boolean;
}

interface NodeBindings {
  incoming?: { headers?: Record<string, string | string[] | undefined> };
  outgoing?: Partial<NodeResponse>;
}

/**
 * A request header, read from Node's own header object when Node serves the app: asking
 * Hono (`c.req.header()`) first copies every header into a Fetch `Headers` object.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const value = (c.env as NodeBindings | undefined)?.incoming?.headers?.[name.toLowerCase()];
  if (value === undefined) return (c.env as NodeBindings | undefined)?.incoming?.headers ? undefined : c.req.header(name);
  return Array.isArray(value) ? value.join(', ') : value;
}

function nodeResponse(c: Context): NodeResponse | undefined {
  const out = (c.env as NodeBindings | undefined)?.outgoing;
  return out && typeof out.setHeader === 'function' && !out.headersSent ? (out as NodeResponse) : undefined;
}

/**
 * Sets a header on the answer before the handler runs.
 *
 * Served by Node, the header goes straight onto Node's response: a plain object that Node
 * merges with the handler's own headers when it writes the head (the handler's win).
 * Hono's `c.header()` instead puts the answer's headers in a Fetch `Headers` object that
 * the Node adapter validates and copies out again, and called after the handler it
 * rebuilds the whole answer (bench:health, ADR 016). Under `app.request()` (the API tests)
 * there is no Node response, and the header goes onto the Fetch answer as before.
 */
export function presetHeader(c: Context, name: string, value: string) {
  const out = nodeResponse(c);
  if (out) out.setHeader(name, value);
  else c.header(name, value);
}

/** Adds a cookie to the answer before the handler runs; as `presetHeader`, for `Set-Cookie`. */
export function presetCookie(c: Context, cookie: string) {
  const out = nodeResponse(c);
  if (!out) return c.header('Set-Cookie', cookie, { append: true });
  const set = out.getHeader('set-cookie');
  out.setHeader('Set-Cookie', set === undefined ? [cookie] : [...(Array.isArray(set) ? (set as string[]) : [String(set)]), cookie]);
}

export type CspDirectives = Record<string, readonly string[]>;

/** `{ defaultSrc: ["'self'"] }` -> `default-src 'self'`, as Hono's secureHeaders writes it. */
function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/**
 * The security headers of every answer: the same set and values as Hono's `secureHeaders()`
 * defaults (COEP off) with our CSP, built once here and set before the handler runs rather
 * than on each answer's `Headers` after it. No handler sets any of these itself; the answers
 * as Node writes them are checked in server/lib/response-headers.test.ts.
 */
export function securityHeaders(csp: CspDirectives): (c: Context) => void {
  const headers: [string, string][] = [
    ['Content-Security-Policy', cspHeader(csp)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  return (c) => {
    const out = nodeResponse(c);
    if (out) for (const [name, value] of headers) out.setHeader(name, value);
    else for (const [name, value] of headers) c.header(name, value);
  };
}

const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The request id for the logs, the audit row and the answer's `X-Request-Id`: the caller's
 * when it sent a short plain one (a proxy's), else a fresh UUID, as Hono's `requestId()`.
 */
export function assignRequestId(c: Context<AppEnv>) {
  const sent = requestHeader(c, 'x-request-id');
  const id = sent && VALID_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId', id);
  presetHeader(c, 'X-Request-Id', id);
}
