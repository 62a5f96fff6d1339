import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './context';

/** One stored form of a file: as built, or its brotli or gzip copy from the build. */
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface StaticFile {
  headers: Record<string, string>;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function variant(file: string, tag: string): Variant | undefined {
  if (!existsSync(file)) return undefined;
  const body = Uint8Array.from(readFileSync(file));
  // Strong validators differ per encoding: a cache must never answer a gzip request with br.
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${tag}"` };
}

/**
 * Every file of the build, read once at start: the built client is small (about 2 MB with
 * its compressed copies) and never changes while the server runs, so requests cost no
 * file-system calls. `<file>.br` and `<file>.gz` are the build's precompressed copies
 * (vite.config.ts), served in place of the file, never on their own.
 */
function readBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(distDir, name);
    if (/\.(?:br|gz)$/.test(name) || !statSync(file).isFile()) continue;
    const identity = variant(file, '')!;
    const urlPath = `/${name.split(path.sep).join('/')}`;
    const br = variant(`${file}.br`, '-br');
    const gzip = variant(`${file}.gz`, '-gz');
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(name) ?? 'application/octet-stream',
      // Hashed assets never change; the shell, service worker and manifest are revalidated
      // (cheaply, by ETag) so an update reaches the tablet on its next visit.
      'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    };
    // Every answer for a file that has compressed copies depends on Accept-Encoding.
    if (br || gzip) headers.Vary = 'Accept-Encoding';
    files.set(urlPath, { headers, identity, br, gzip });
  }
  return files;
}

/** The encodings the client accepts (RFC 9110 §12.5.3: `q=0` refuses one, `*` stands for the rest). */
function accepted(header: string | undefined): { br: boolean; gzip: boolean } {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(token, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const star = q.get('*') ?? 0;
  const ok = (name: string) => (q.get(name) ?? star) > 0;
  return { br: ok('br'), gzip: ok('gzip') || ok('x-gzip') };
}

function send(c: Context<AppEnv>, file: StaticFile) {
  const want = file.br || file.gzip ? accepted(c.req.header('accept-encoding')) : { br: false, gzip: false };
  const [encoding, chosen] = want.br && file.br ? ['br', file.br] : want.gzip && file.gzip ? ['gzip', file.gzip] : [undefined, file.identity];
  const headers: Record<string, string> = { ...file.headers, ETag: chosen.etag };
  if (encoding) headers['Content-Encoding'] = encoding;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === chosen.etag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Length'] = String(chosen.body.length);
  return c.body(chosen.body, 200, headers);
}

/**
 * Serves the built PWA, compressed as the client accepts: brotli, else gzip, else as built,
 * from the copies the build wrote (ADR 016). Hashed assets are cached for a year; the
 * service worker, manifest and index.html are always revalidated. Any other page address is
 * the app itself (its routes live in the hash); a missing hashed asset is a 404, so a stale
 * page or the service worker never takes HTML for a script.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string): ((urlPath: string) => boolean) | undefined {
  if (!existsSync(path.join(distDir, 'index.html'))) return undefined;
  const files = readBuild(distDir);
  const shell = files.get('/index.html')!;
  app.get('*', (c) => {
    const file = files.get(c.req.path === '/' ? '/index.html' : c.req.path);
    if (file) return send(c, file);
    if (c.req.path.startsWith('/assets/')) return c.text('Not Found', 404, { 'Cache-Control': 'no-cache' });
    return send(c, shell);
  });
  // What is answered as a plain file: a missing hashed asset (a 404 text) or a built file that
  // is neither a page nor the service worker.
  return (urlPath) => urlPath.startsWith('/assets/') || (files.has(urlPath) && !urlPath.endsWith('.html') && urlPath !== '/sw.js');
}
