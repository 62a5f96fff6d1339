/**
 * Budget: the JavaScript a browser must download to show the sign-in route (/#/auth/login)
 * on a first visit is at most 150 KB gzip (150,000 bytes).
 *
 *   npm run build && npm run bench:bundle
 *
 * Counted: the module scripts and modulepreload links of dist/index.html, every module they
 * import statically (followed through the built files), and the lazy chunk(s) of the sign-in
 * route with their own static imports. Other lazy chunks are not counted. The sign-in
 * route's chunks are the dynamic imports inside its route definition in the built entry
 * (TanStack Router code splitting), else the chunks dist/.vite/manifest.json maps to the
 * route file, else files named login-<hash>.js. Each file is gzipped at level 9 on its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const dist = path.resolve(process.argv[2] ?? 'dist');
const indexHtml = path.join(dist, 'index.html');
const SIGN_IN_PATH = '/auth/login';

if (!existsSync(indexHtml)) {
  console.error(`${path.relative(process.cwd(), indexHtml)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
/** dist-relative path of a URL found in index.html or in a built file. */
const fromRoot = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0]!;

function attr(tag: string, name: string) {
  return tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
}

const entries = new Set<string>();
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attr(tag, 'src');
  if (src && /type\s*=\s*["']module["']/i.test(tag) && !/^https?:/.test(src)) entries.add(fromRoot(src));
}
const preloads = new Set<string>();
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const href = attr(tag, 'href');
  if (href && /rel\s*=\s*["']modulepreload["']/i.test(tag)) preloads.add(fromRoot(href));
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"`, not `import("x")`. */
const STATIC_IMPORT = /(?:^|[\s;}{)])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`]+\.m?js)\1\s*\)/g;

function resolveFrom(file: string, spec: string) {
  if (spec.startsWith('/')) return fromRoot(spec);
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
}

function staticImports(file: string) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => resolveFrom(file, m[1]!)).filter((f) => existsSync(path.join(dist, f)));
}

/** file -> why it is counted */
const counted = new Map<string, string>();
function closure(start: string, why: string) {
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (counted.has(file)) continue;
    counted.set(file, file === start ? why : `imported by ${why}`);
    stack.push(...staticImports(file));
  }
}

for (const e of entries) closure(e, 'entry');
for (const p of preloads) closure(p, 'modulepreload');
const initialFiles = new Set(counted.keys());

// The sign-in route's lazy chunk(s).
const lazy = new Set<string>();
let how = '';

// 1. From the route definitions in the built code: TanStack Router with code splitting
//    compiles `createFileRoute('/auth/login')({ …, component: lazy(() => import('./login-x.js')) })`,
//    so the dynamic imports between this route's path and the next route's belong to it.
const ROUTE_DEF = /[\w$]+\((["'`])(\/[^"'`]*)\1\)\(\{/g;
for (const file of initialFiles) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const defs = [...code.matchAll(ROUTE_DEF)];
  defs.forEach((m, i) => {
    if (m[2] !== SIGN_IN_PATH) return;
    const segment = code.slice(m.index, defs[i + 1]?.index ?? code.length);
    for (const d of segment.matchAll(DYNAMIC_IMPORT)) {
      const target = resolveFrom(file, d[2]!);
      if (existsSync(path.join(dist, target))) lazy.add(target);
    }
    how = `from the ${SIGN_IN_PATH} route definition in ${file}`;
  });
}

// 2. From Vite's manifest, when the build writes one: chunks whose source is the route file.
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!how && existsSync(manifestPath)) {
  type Chunk = { file: string; src?: string };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const routeFile = new RegExp(`routes/${SIGN_IN_PATH.slice(1).replace(/\//g, '[/.]')}\\.tsx`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.file.endsWith('.js') && routeFile.test(chunk.src ?? key) && !initialFiles.has(chunk.file)) lazy.add(chunk.file);
  }
  if (lazy.size) how = 'from dist/.vite/manifest.json';
}

// 3. Last resort, by file name: split chunks are named after the route file (login-<hash>.js).
if (!how) {
  const name = path.posix.basename(SIGN_IN_PATH);
  const assets = existsSync(path.join(dist, 'assets')) ? readdirSync(path.join(dist, 'assets')) : [];
  for (const f of assets) if (f.startsWith(`${name}-`) && f.endsWith('.js')) lazy.add(`assets/${f}`);
  how = `by file name (${name}-*.js; may over-count)`;
}
for (const f of lazy) closure(f, `sign-in route chunk ${path.posix.basename(f)}`);

if (entries.size === 0) {
  console.error('dist/index.html has no module script: is this a Vite build?');
  process.exit(1);
}

const rows = [...counted.entries()].map(([file, why]) => {
  const raw = readFileSync(path.join(dist, file));
  return { file, why, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

console.log(`Initial JavaScript for /#/auth/login (${dist})`);
console.log(`sign-in route chunk(s) ${how}: ${lazy.size ? [...lazy].join(', ') : 'none (the route is in the entry bundle)'}\n`);
console.log(`| ${'file'.padEnd(44)} | ${'raw'.padStart(10)} | ${'gzip'.padStart(10)} | counted because`);
console.log(`|${'-'.repeat(46)}|${'-'.repeat(12)}|${'-'.repeat(12)}|----------------`);
for (const r of rows) console.log(`| ${r.file.padEnd(44)} | ${kb(r.raw).padStart(10)} | ${kb(r.gzip).padStart(10)} | ${r.why}`);
console.log(`| ${'total'.padEnd(44)} | ${kb(total.raw).padStart(10)} | ${kb(total.gzip).padStart(10)} |`);
console.log(`\nbudget: ${kb(BUDGET_BYTES)} gzip; used ${((total.gzip / BUDGET_BYTES) * 100).toFixed(0)}%`);
if (total.gzip > BUDGET_BYTES) {
  console.error(`OVER BUDGET by ${kb(total.gzip - BUDGET_BYTES)}`);
  process.exit(1);
}
console.log('within budget');
