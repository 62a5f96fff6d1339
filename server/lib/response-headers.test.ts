// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { API_HEADERS, assignRequestId, documentHeaders, securityHeaders } from './response-headers';
import { xsrf } from './xsrf';

/** The wiring of server/app.ts in small: API or page headers, request id, XSRF. */
function miniApp() {
  const app = new Hono<AppEnv>();
  const apiHeaders = securityHeaders(API_HEADERS);
  const pageHeaders = securityHeaders(documentHeaders({ defaultSrc: ["'self'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] }));
  app.use(async (c, next) => {
    (c.req.path === '/page' ? pageHeaders : apiHeaders)(c);
    assignRequestId(c);
    await next();
  });
  app.use(xsrf(() => false));
  app.get('/ok', (c) => c.json({ ok: true, id: c.get('requestId') }));
  app.get('/own-cache', (c) => c.body('x', 200, { 'Cache-Control': 'max-age=60' }));
  app.get('/page', (c) => c.body('<!doctype html>', 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' }));
  app.get('/own-cookie', (c) => {
    c.header('Set-Cookie', 'session=s1; Path=/; HttpOnly', { append: true });
    return c.text('x');
  });
  app.get('/streamed', (c) => c.body(new Blob(['streamed']).stream()));
  app.get('/refused', () => {
    throw new HttpError(403, 'No.');
  });
  app.onError((err, c) => c.json({ message: err.message }, err instanceof HttpError ? (err.status as 403) : 500));
  return app;
}

const API_SECURITY = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const PAGE_SECURITY = {
  'content-security-policy': "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let server: ServerType;
let base: string;
const app = miniApp();

beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// The same answers whether Node serves the app (headers go onto Node's response) or
// app.request() runs it (headers go onto the Fetch answer, as in the API tests).
const ways = {
  'served by Node': (p: string, init?: RequestInit) => fetch(base + p, init),
  'through app.request()': (p: string, init?: RequestInit) => Promise.resolve(app.request(p, init)),
};

describe.each(Object.entries(ways))('answers %s', (_, request) => {
  it("carry the API headers, a request id and a fresh XSRF cookie, and nothing meant for a page", async () => {
    const res = await request('/ok');
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(API_SECURITY)) expect(res.headers.get(name), name).toBe(value);
    for (const name of ['cross-origin-opener-policy', 'x-frame-options', 'x-xss-protection']) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: string };
    expect(res.headers.get('x-request-id')).toBe(body.id);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Strict$/);
  });

  it('keep a caller-sent plain request id and replace a hostile one', async () => {
    expect((await request('/ok', { headers: { 'x-request-id': 'proxy-42=' } })).headers.get('x-request-id')).toBe('proxy-42=');
    const hostile = await request('/ok', { headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hand out no new XSRF cookie to a caller that has one, and a different one to each that has none', async () => {
    expect((await request('/ok', { headers: { cookie: 'XSRF-TOKEN=abc' } })).headers.get('set-cookie')).toBeNull();
    const a = (await request('/ok')).headers.get('set-cookie');
    const b = (await request('/ok')).headers.get('set-cookie');
    expect(a).not.toBe(b);
  });

  it('give a page the full set of page headers', async () => {
    const res = await request('/page');
    for (const [name, value] of Object.entries(PAGE_SECURITY)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('carry the headers on a refusal built by onError', async () => {
    const res = await request('/refused');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-security-policy')).toBe(API_SECURITY['content-security-policy']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('let a handler set its own Cache-Control', async () => {
    const res = await request('/own-cache');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keep the handler's own cookie beside the XSRF cookie", async () => {
    const cookies = (await request('/own-cookie')).headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(cookies).toContain('session=s1; Path=/; HttpOnly');
  });

  it('carry the headers on a streamed answer', async () => {
    const res = await request('/streamed');
    expect(await res.text()).toBe('streamed');
    expect(res.headers.get('content-security-policy')).toBe(API_SECURITY['content-security-policy']);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuse a mutation without the XSRF echo', async () => {
    expect((await request('/ok', { method: 'POST' })).status).toBe(403);
  });
});
