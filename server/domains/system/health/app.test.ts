import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, createApp } from '../../../app';
import { readEnv } from '../../../env';
import { apiClient } from '../../../test/client';
import { createTestContext, seedSchool, TEST_SECRET, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  const school = await seedSchool(ctx);
  token = await api.login(school.adminUsername, school.adminPassword);
});
afterAll(() => ctx.close());

describe('the request path', () => {
  it('answers health with the API security headers and no cookie, and any other API answer with an XSRF cookie', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    // A JSON answer may load nothing, be framed nowhere, be kept by no cache.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A load balancer's probe would throw a cookie away every few seconds.
    expect(res.headers.get('set-cookie')).toBeNull();
    const session = await api.get('/api/auth');
    expect(session.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    expect(session.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("gives the app's shell the page headers: its scripts only from the app, framed nowhere", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'schooldesk-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Schooldesk</title>');
    try {
      const env = readEnv({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
      const shell = await createApp({ database: ctx.database, env, jwtSecret: TEST_SECRET, distDir: dist }).request('/');
      expect(shell.status).toBe(200);
      const csp = shell.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(shell.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(shell.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(shell.headers.get('cache-control')).toBe('no-cache');

      // A hashed script is no page: it carries what a script needs, not the pages' policy.
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
      writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
      const app = createApp({ database: ctx.database, env, jwtSecret: TEST_SECRET, distDir: dist });
      const script = await app.request('/assets/index-abc123.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(script.headers.get('content-security-policy')).toBeNull();
      expect(script.headers.get('cache-control')).toContain('immutable');
      writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const icon = await createApp({ database: ctx.database, env, jwtSecret: TEST_SECRET, distDir: dist }).request('/favicon.svg');
      expect(icon.headers.get('content-security-policy')).toBeNull();
      expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
      // Any other address is the app's page, with the page headers, whatever it looks like.
      const page = await app.request('/students/favicon.svg');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      // The service worker is a worker: its policy comes from its own answer's headers.
      const worker = await app.request('/sw.js');
      expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses an authenticated mutation without the XSRF echo (403)', async () => {
    const missing = await api.put('/api/auth/profile', { token, body: { fullname: 'Someone' }, xsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toMatch(/XSRF/);
    const mismatched = await api.put('/api/auth/profile', {
      token,
      body: { fullname: 'Someone' },
      xsrf: false,
      headers: { cookie: 'XSRF-TOKEN=aaa', 'x-xsrf-token': 'bbb' },
    });
    expect(mismatched.status).toBe(403);
  });

  it('exempts sign-in from the XSRF check', async () => {
    const res = await api.post('/api/auth/login', { body: { username: 'nobody', password: 'x' }, xsrf: false, ip: '10.9.9.9' });
    expect(res.status).toBe(401);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await api.put('/api/auth/profile', { token, rawBody: '{"fullname": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/i);
  });

  it('answers a body that is not an object, or not JSON at all, with 4xx', async () => {
    expect((await api.put('/api/auth/profile', { token, body: ['a'] })).status).toBe(400);
    expect((await api.put('/api/auth/profile', { token, body: null })).status).toBe(400);
    const text = await api.put('/api/auth/profile', { token, rawBody: 'fullname=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it('answers a body over 1 MB with 413 and writes nothing', async () => {
    const res = await api.put('/api/auth/profile', { token, rawBody: JSON.stringify({ fullname: 'x'.repeat(BODY_LIMIT) }) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    expect((await api.get('/api/auth', { token })).body.fullname).toBe('Administrator');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/api/no-such-thing', { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });

  it('needs a session for every API path but sign-in and health', async () => {
    expect((await api.get('/api/acedmic')).status).toBe(401);
    expect((await api.get('/api/no-such-thing')).status).toBe(401);
  });

  it('hides hostile input in a 400, never a 500', async () => {
    const res = await api.post('/api/auth/login', {
      body: { username: "admin' OR '1'='1", password: { $gt: '' } },
      ip: '10.9.9.8',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('password');
  });
});

describe('body limits by path', () => {
  it('lets a student import carry more than 1 MB, but not more than 4 MB', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ admission_no: `A${i}`, first_name: 'x'.repeat(300) }));
    const big = await api.post('/api/students/import/preview', { token, body: { rows } });
    expect(big.status).not.toBe(413);
    const huge = await api.post('/api/students/import/preview', { token, rawBody: JSON.stringify({ rows: 'x'.repeat(5 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
  });
});
