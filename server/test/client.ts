import type { TestContext } from './harness';

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
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
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const res = await ctx.app.request(path, { method, headers, body });
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
