import { expect, test } from '@playwright/test';

// The wiring only: the server is up, on its database, serving the built PWA.
// What the pages show is tested by the feature specs next to this one.

test('GET /api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
});

test('the home page is the built PWA shell with its manifest', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toMatch(/<link[^>]+rel="manifest"[^>]*>/);
  expect(html).toMatch(/<script[^>]+type="module"[^>]+src="\/assets\/[^"]+\.js"/);
});
