/**
 * Budgets (issue 10, "Fast on the wire and on a tablet"):
 *   - a first visit to the sign-in page transfers at most 130 KB in all;
 *   - the sign-in page paints content at once: Chromium records FCP and LCP, first paint
 *     comes before the card's 700 ms delay, and the brand and title are opaque when they
 *     first appear (the card alone keeps its delayed fade).
 *
 *   npm run build && npm run bench:wire
 *
 * Seeds the demo into a throwaway PostgreSQL database, serves the built app from a child
 * process, and opens `/#/auth/login` in a fresh Chromium context (no cache, no service worker)
 * BENCH_RUNS (3) times. Bytes are the Chrome DevTools Protocol's `encodedDataLength` of every
 * request the page made until the network is idle: headers and bodies as they crossed the
 * wire. The service worker's precache downloads run in the worker after the page has loaded
 * and are reported on their own (what they would transfer, compressed as the server sends them).
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startDemoServer } from './demo-server';

const BUDGET_BYTES = 130 * 1024;
/** Issue 30: what the service worker installs with, on the wire. */
const PRECACHE_BUDGET_BYTES = 250 * 1024;
const CARD_DELAY_MS = 700;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Entry { url: string; type: string; encoding: string; bytes: number; status: number }

/** Every request the page makes, with the bytes it took on the wire. */
async function recordTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const entries = new Map<string, Entry>();
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    entries.set(e.requestId, { url: e.response.url, type: e.type, encoding: h['content-encoding'] ?? '-', bytes: 0, status: e.response.status });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = entries.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  return entries;
}

/**
 * Paint timings, and the heading's effective opacity (the product up the tree) on the first
 * frame it exists. A string, not a function: tsx would wrap a function's inner names in a
 * helper the page does not have.
 */
const PAINT_PROBE = `
  window.__paint = { fcp: null, lcp: null, headingAt: null, headingOpacity: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__paint.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = () => {
    const h = document.querySelector('h1');
    if (!h) return requestAnimationFrame(poll);
    let opacity = 1;
    for (let el = h; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
    window.__paint.headingAt = performance.now();
    window.__paint.headingOpacity = opacity;
  };
  requestAnimationFrame(poll);
`;

/** What the service worker's precache would download, from the manifest in dist/sw.js. */
async function precacheBytes(base: string) {
  const sw = readFileSync('dist/sw.js', 'utf8');
  // The worker's text may name a file twice (a manifest entry and a route); it downloads it once.
  const urls = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!))];
  let raw = 0;
  let wire = 0;
  for (const u of urls) {
    const res = await fetch(`${base}/${u}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await res.arrayBuffer();
    // fetch() decodes the body; Content-Length (when set) is what crossed the wire.
    wire += Number(res.headers.get('content-length') ?? body.byteLength);
    raw += readFileSync(`dist/${u}`).byteLength;
  }
  return { files: urls.length, raw, wire };
}

type Paint = Record<string, number | string | null>;

/** One first visit in a fresh context: an empty cache and no service worker. */
async function firstVisit(browser: Browser, base: string, encodings?: string[]) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 800, height: 1280 },
    extraHTTPHeaders: encodings ? { 'accept-encoding': encodings.join(', ') } : undefined,
  });
  const page = await context.newPage();
  await page.addInitScript({ content: PAINT_PROBE });
  const entries = await recordTransfers(page);
  await page.goto(`${base}/#/auth/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForTimeout(1_500); // past the card's fade, so LCP has settled
  const paint = await page.evaluate(() => (window as unknown as { __paint: Paint }).__paint);
  await context.close();
  const list = [...entries.values()];
  return { entries: list, total: list.reduce((t, e) => t + e.bytes, 0), paint };
}

function printRequests(title: string, entries: Entry[], base: string) {
  console.log(`\n${title}: ${entries.length} requests\n`);
  console.log('| request | type | encoding | on the wire |\n|---|---|---|---:|');
  for (const e of [...entries].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`| ${e.url.replace(base, '')} | ${e.type} | ${e.encoding} | ${kb(e.bytes)} |`);
  }
  console.log(`| **total** | | | **${kb(entries.reduce((t, e) => t + e.bytes, 0))}** |`);
}

const server = await startDemoServer('sd_bench_wire', { dist: true });
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstVisit(browser, server.base));
  // Chromium offers brotli only to secure origins (HTTPS, localhost): a tablet reaching the
  // server over plain HTTP on the school network gets the gzip copies.
  const gzipOnly = await firstVisit(browser, server.base, ['gzip', 'deflate']);
  await browser.close();

  printRequests('sign-in page, first visit (as Chromium asks: br)', runs.at(-1)!.entries, server.base);
  printRequests('the same with gzip only (plain HTTP)', gzipOnly.entries, server.base);
  // Judged on what Chromium itself asks for; the gzip figure is reported, not judged.
  const worst = Math.max(...runs.map((r) => r.total));
  console.log(`\n| run | encodings offered | transferred |\n|---:|---|---:|`);
  runs.forEach((r, i) => console.log(`| ${i + 1} | Chromium's own | ${kb(r.total)} |`));
  console.log(`| ${runs.length + 1} | gzip, deflate (reported, not judged) | ${kb(gzipOnly.total)} |`);
  const overWire = worst > BUDGET_BYTES;
  console.log(`\ntransfer: ${kb(worst)} at most (budget ${kb(BUDGET_BYTES)}) ${overWire ? 'OVER BUDGET' : 'within budget'}`);

  console.log('\n| run | FCP (ms) | LCP (ms) | heading on screen at (ms) | its opacity then |\n|---:|---:|---:|---:|---:|');
  let paintOk = true;
  [...runs, gzipOnly].forEach(({ paint: p }, i) => {
    const fmt = (v: unknown) => (typeof v === 'number' ? v.toFixed(0) : 'none');
    console.log(`| ${i + 1} | ${fmt(p.fcp)} | ${fmt(p.lcp)} | ${fmt(p.headingAt)} | ${p.headingOpacity ?? 'none'} |`);
    if (typeof p.fcp !== 'number' || typeof p.lcp !== 'number' || p.fcp >= CARD_DELAY_MS || p.headingOpacity !== 1) paintOk = false;
  });
  console.log(`paint: ${paintOk ? 'FCP and LCP recorded, first paint before the card delay, heading opaque at once' : 'FAILED (no FCP/LCP, FCP after the card delay, or the heading started transparent)'}`);

  const pre = await precacheBytes(server.base);
  const overPrecache = pre.wire > PRECACHE_BUDGET_BYTES;
  console.log(`\nservice worker precache (after load): ${pre.files} files, ${kb(pre.raw)} as built, ${kb(pre.wire)} on the wire (br), budget ${kb(PRECACHE_BUDGET_BYTES)}: ${overPrecache ? 'OVER BUDGET' : 'within budget'}`);
  failed = overWire || !paintOk || overPrecache;
} finally {
  await server.close();
}
console.log(failed ? '\nover budget' : '\nwithin budget');
process.exit(failed ? 1 : 0);
