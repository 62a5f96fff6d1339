import { count, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { TestContext } from './harness';

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  /** A multipart body (an upload); the browser-like client sets its own content type. */
  form?: FormData;
  headers?: Record<string, string>;
  token?: string | null;
  ip?: string;
  xsrf?: boolean;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

const XSRF = 'test-xsrf-token';

/**
 * POSTs that read (the spec sends some reads as POST) or only sign in: they change no school
 * data, so they write no audit row. A family's "seen" marks a visit, not school data.
 */
const UNAUDITED = [/^\/api\/auth\/login$/, /\/preview$/, /^\/api\/class\/(next|date)$/, /^\/api\/sections\/next$/, /^\/api\/family\/seen$/];

/**
 * Every successful mutation must leave exactly one audit row with its request id (ADR 015).
 * Checked on every call the API tests make, so each module's own tests prove it on both
 * databases, and a new endpoint that forgets its row fails its first test.
 */
async function expectOneAuditRow(ctx: TestContext, method: string, path: string, res: Response) {
  if (method === 'GET' || res.status >= 300 || UNAUDITED.some((p) => p.test(path.split('?')[0]!))) return;
  // A replayed money mutation (same Idempotency-Key, same body) changed nothing this time.
  if (res.headers.get('idempotent-replayed') === 'true') return;
  const requestId = res.headers.get('x-request-id');
  const [row] = await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.requestId, requestId ?? ''));
  if (row?.n !== 1) throw new Error(`${method} ${path} answered ${res.status} but wrote ${row?.n ?? 0} audit rows (expected 1).`);
}

/**
 * Calls the real Hono app as a browser would: bearer token, the XSRF cookie and header on
 * mutations, and a client address for the rate limiter.
 */
export function apiClient(ctx: TestContext) {
  async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '10.0.0.1', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (method !== 'GET' && opts.xsrf !== false) {
      headers.cookie = `XSRF-TOKEN=${XSRF}`;
      headers['x-xsrf-token'] = XSRF;
    }
    let body: string | FormData | undefined = opts.form ?? opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    } else if (typeof body === 'string') {
      headers['content-type'] ??= 'application/json';
    }
    const res = await ctx.app.request(path, { method, headers, body });
    await expectOneAuditRow(ctx, method, path, res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* leave as text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function login(username: string, password: string, rem = false) {
    const res = await call('POST', '/api/auth/login', { body: { username, password, rem } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  return {
    call,
    login,
    get: <T = any>(path: string, opts?: CallOptions) => call<T>('GET', path, opts),
    post: <T = any>(path: string, opts?: CallOptions) => call<T>('POST', path, opts),
    put: <T = any>(path: string, opts?: CallOptions) => call<T>('PUT', path, opts),
    del: <T = any>(path: string, opts?: CallOptions) => call<T>('DELETE', path, opts),
  };
}
