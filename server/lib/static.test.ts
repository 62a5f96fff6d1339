// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountClient } from './static';

const INDEX = '<!doctype html><html><head><title>Schooldesk</title></head><body><div id="root"></div></body></html>'.repeat(4);
const SCRIPT = 'export const answer = 42;\n'.repeat(40);

let dist: string;
let app: Hono<AppEnv>;

/** A build as vite.config.ts writes it: each text file with its .br and .gz copies. */
function write(name: string, content: string, compressed = true) {
  const file = path.join(dist, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'sd-static-'));
  write('index.html', INDEX);
  write('assets/index-abc123.js', SCRIPT);
  write('sw.js', SCRIPT);
  write('robots.txt', 'User-agent: *\n', false);
  app = new Hono<AppEnv>();
  mountClient(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built client, precompressed', () => {
  it('sends the brotli copy to a client that accepts br, with the right type and Vary', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file as built', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
  });

  it('honours q-values: br;q=0 is a refusal, * stands for the rest', async () => {
    expect((await get('/sw.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/sw.js', { 'accept-encoding': 'identity, *;q=0' })).headers.get('content-encoding')).toBeNull();
    expect((await get('/sw.js', { 'accept-encoding': '*' })).headers.get('content-encoding')).toBe('br');
    expect((await get('/sw.js', { 'accept-encoding': 'GZIP;Q=1.0' })).headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates the shell and the service worker, and answers a matching ETag with 304', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another encoding is another representation: its ETag differs, so no false 304.
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves any other page address as the app, and a missing hashed asset as 404', async () => {
    const page = await get('/students/list', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(gunzipSync(await bytes(page)).toString()).toBe(INDEX);
    const missing = await get('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });

  it('serves a file without compressed copies as it is, with no Vary', async () => {
    const res = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('User-agent: *\n');
  });

  it('never serves a compressed copy by its own name', async () => {
    const res = await get('/assets/index-abc123.js.br');
    expect(res.status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('');
  });
});
