import type { Context } from 'hono';
import type { AppEnv } from './context';

type HeaderValue = string | number | readonly string[];
type HeaderRecord = Record<string, HeaderValue>;

/** Node's response object when @hono/node-server serves the app; absent under `app.request()`. */
interface NodeResponse {
  writeHead(status: number, ...rest: unknown[]): unknown;
  setHeader(name: string, value: HeaderValue): unknown;
  headersSent: boolean;
  [PRESET]?: HeaderRecord;
}

interface NodeBindings {
  incoming?: { headers?: Record<string, string | string[] | undefined> };
  outgoing?: Partial<NodeResponse>;
}

const PRESET = Symbol('headers set before the handler');

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
  return out && typeof out.writeHead === 'function' && !out.headersSent ? (out as NodeResponse) : undefined;
}

const asList = (value: HeaderValue): readonly string[] => (Array.isArray(value) ? value : [String(value)]);

/**
 * The preset headers under the handler's own, all names lower-case: the handler's win and
 * cookies add up. Built by adding, never deleting, so V8 keeps the object in its fast shape.
 */
function withPreset(preset: HeaderRecord, own: HeaderRecord): HeaderRecord {
  const merged: HeaderRecord = {};
  for (const name in preset) merged[name] = preset[name]!;
  for (const key in own) {
    const name = key.toLowerCase();
    const value = own[key]!;
    const before = merged[name];
    merged[name] = name === 'set-cookie' && before !== undefined ? [...asList(before), ...asList(value)] : value;
  }
  return merged;
}

/**
 * The headers this answer will carry whatever the handler does, folded into the one
 * `writeHead` call that @hono/node-server makes with the handler's own headers. Node then
 * writes a single plain object: `setHeader` per header validates each and makes Node merge
 * them one by one at `writeHead` (bench:health, ADR 020).
 */
function presetOf(out: NodeResponse): HeaderRecord {
  const existing = out[PRESET];
  if (existing) return existing;
  const preset: HeaderRecord = {};
  out[PRESET] = preset;
  const writeHead = out.writeHead;
  out.writeHead = function (status: number, ...rest: unknown[]) {
    const last = rest.at(-1);
    if (Array.isArray(last)) {
      // Raw header pairs (no caller here sends them): Node merges what setHeader stored.
      for (const name in preset) this.setHeader(name, preset[name]!);
    } else if (last && typeof last === 'object') rest[rest.length - 1] = withPreset(preset, last as HeaderRecord);
    else rest.push(preset);
    return writeHead.call(this, status, ...rest);
  };
  return preset;
}

/**
 * Sets a header on the answer before the handler runs; the handler's own header of the same
 * name wins.
 *
 * Served by Node, the header waits in a plain object that joins the handler's headers in
 * the answer's single `writeHead`. Hono's `c.header()` instead puts the answer's headers in
 * a Fetch `Headers` object that the Node adapter validates and copies out again, and called
 * after the handler it rebuilds the whole answer (bench:health, ADR 016). Under
 * `app.request()` (the API tests) there is no Node response, and the header goes onto the
 * Fetch answer as before.
 */
export function presetHeader(c: Context, name: string, value: string) {
  const out = nodeResponse(c);
  if (out) presetOf(out)[name.toLowerCase()] = value;
  else c.header(name, value);
}

/** Adds a cookie to the answer before the handler runs; as `presetHeader`, for `Set-Cookie`. */
export function presetCookie(c: Context, cookie: string) {
  const out = nodeResponse(c);
  if (!out) return c.header('Set-Cookie', cookie, { append: true });
  const preset = presetOf(out);
  const set = preset['set-cookie'];
  preset['set-cookie'] = set === undefined ? [cookie] : [...asList(set), cookie];
}

export type CspDirectives = Record<string, readonly string[]>;

/** `{ defaultSrc: ["'self'"] }` -> `default-src 'self'`, as Hono's secureHeaders writes it. */
function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

type HeaderList = readonly (readonly [string, string])[];

/**
 * The security headers of a page, a script, a style or an image: the same set and values as
 * Hono's `secureHeaders()` defaults (COEP off) with the page's CSP.
 */
export function documentHeaders(csp: CspDirectives): HeaderList {
  return [
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
}

/**
 * The security headers of an API answer. A JSON answer is never rendered as a page, so the
 * page-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, the old IE and Flash ones) do
 * nothing on it; its CSP allows nothing at all and forbids framing, which every browser we
 * support honours in place of X-Frame-Options; HSTS covers the whole host once the shell has
 * sent it. Each header line costs the server about 2-6 µs (bench:health), so an API answer
 * carries only what protects it: no cache keeps it (it holds a school's data, refusals
 * included), no sniffing, no other site loads it (ADR 020).
 */
export const API_HEADERS: HeaderList = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * The build's files but the pages and the service worker (scripts, styles, icons, the manifest):
 * never a page or a worker the browser runs under their own headers, so a policy for pages would
 * do nothing there but cross the wire with every file (about 0.7 KB each, eight files on a first
 * visit). They keep what applies to them: no sniffing their type, and no reading from another
 * site. The pages (index.html, and the shell any other address answers with) and /sw.js keep
 * the page headers.
 */
export const ASSET_HEADERS: HeaderList = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * Sets `headers` on every answer before the handler runs (server/app.ts); a handler's own
 * header of the same name wins. Checked as Node writes them in response-headers.test.ts.
 */
export function securityHeaders(headers: HeaderList): (c: Context) => void {
  const lowerCased = Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
  return (c) => {
    const out = nodeResponse(c);
    if (out) Object.assign(presetOf(out), lowerCased);
    else for (const [name, value] of headers) c.header(name, value);
  };
}

const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The request id for the logs, the audit row and the answer's `X-Request-Id`: the caller's
 * when it sent a short plain one (a proxy's), else a fresh UUID, as Hono's `requestId()`.
 */
export function assignRequestId(c: Context<AppEnv>, answerWithIt = true) {
  const sent = requestHeader(c, 'x-request-id');
  const id = sent && VALID_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId', id);
  // A built file's answer is the same for everyone and never an error to report: no id on it.
  if (answerWithIt) presetHeader(c, 'X-Request-Id', id);
}
