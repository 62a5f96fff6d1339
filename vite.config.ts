import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryGuard } from './scripts/entry-guard.ts';
import { offlinePrecache } from './scripts/offline-precache.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// The persist packages pin older query-core versions than react-query's own, so the bundle
// held three copies of it (and two QueryClient classes). The app uses one: react-query's.
const require = createRequire(import.meta.url);
const queryCore = path.dirname(
  require.resolve('@tanstack/query-core/package.json', { paths: [path.dirname(require.resolve('@tanstack/react-query/package.json'))] }),
);
// Read from package.json: `npx vite build` does not set npm_package_version.
const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

const offline = offlinePrecache();

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to every text file of the
 * build, so the server sends compressed bytes without compressing per request
 * (server/lib/static.ts, ADR 016). A copy that would not be smaller is not written.
 * Browsers offer `br` only to secure origins (HTTPS, localhost); over plain HTTP on a school
 * network they get the gzip copies.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'schooldesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(outDir, name);
            const raw = readFileSync(file);
            const [br, gzipped] = await Promise.all([
              brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gz(raw, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) writeFileSync(`${file}.br`, br);
            if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(import.meta.dirname, 'contract/index.ts') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Its modern build: the package's `module` field names the legacy one, transpiled for
      // old browsers (larger, and slower to run).
      { find: /^@tanstack\/query-core$/, replacement: path.join(queryCore, 'build/modern/index.js') },
    ],
  },
  define: {
    // Part of the persister's buster: a new release never reads an older release's cache.
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    // The router plugin must run before react() so it can code-split route files. A route's
    // loader goes into its component's chunk: the entry then holds no page's data code, and
    // opening a page costs one request, not two.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        // Sign-in is the first page of nearly every visit from the network (a signed-in
        // tablet opens from the service worker's copy), so it ships in the entry: no second
        // round trip before the form shows.
        splitBehavior: ({ routeId }) => (routeId === '/auth/login' || routeId === '/admin/login' ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    offline,
    VitePWA({
      strategies: 'generateSW',
      // We register by hand in src/lib/service-worker.ts: the CSP forbids inline scripts.
      injectRegister: false,
      registerType: 'autoUpdate',
      // What opens offline only (issue 30); the install icons, the touch icon and robots.txt are
      // fetched by the browser when it needs them.
      includeAssets: ['favicon.svg'],
      includeManifestIcons: false,
      manifest: {
        name: 'Schooldesk',
        short_name: 'Schooldesk',
        description: 'School back office: staff, students, finance, attendance and exams.',
        theme_color: '#4338ca',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Installed with the worker: the shell and the pages that work offline (scripts/offline-precache.ts).
        // Every other page's files are kept on first use: they are hashed, so never stale.
        manifestTransforms: [
          async (entries) => ({
            // includeAssets and globPatterns both name the icons: each file once.
            manifest: entries.filter((e, i) => offline.precached(e.url) && entries.findIndex((x) => x.url === e.url) === i),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'schooldesk-assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
        ],
        navigateFallback: 'index.html',
        // API calls are never answered with the shell, and API data is never cached here:
        // the Cache API ignores Authorization, so a shared tablet would leak data between users.
        navigateFallbackDenylist: [/^\/api\//],
        // Needed with manual registration, or the worker never controls the open page.
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
    // After the service worker is generated, so sw.js and its workbox runtime are compressed too.
    precompress(),
    entryGuard(),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      // Rolldown's "plugins took a significant share of the build" block measures wall time,
      // so on a busy two-core machine it fires on every build and names no fix: the plugins
      // here (router code-splitting, Tailwind, the service worker, precompression) are the
      // build. `vite build --profile` measures them when wanted.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed before the first paint: one
          // file instead of some 30 small ones, each of which cost a request and ~1 KB of
          // response headers on a first visit.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What useQuery needs beyond the entry's QueryClient. Captured before `forms`, which
            // would otherwise take it in with the combobox that reads its options: every page
            // that reads data then downloaded the forms libraries too (the family portal's
            // home page, issue 33, 44 KB of them). useQueries stays with its one page.
            {
              name: 'query',
              test: /[\\/]@tanstack[\\/](?:react-query[\\/]build[\\/]modern[\\/](?:useQuery|useBaseQuery|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)|query-core[\\/]build[\\/]modern[\\/]queryObserver)\.js$/,
            },
            // The service worker's registration and workbox-window, which it imports at once:
            // one request after load instead of two.
            { name: 'service-worker', test: /[\\/]src[\\/]lib[\\/]service-worker\.ts$|virtual:pwa-register|[\\/]node_modules[\\/]workbox-window[\\/]/ },
            // The family portal's frame and home page with the parts every family page shows
            // (loading and offline states, the saved-at note, a mark's badge): a phone's first
            // visit opens the home page, and each small file cost a request of its own.
            {
              name: 'family',
              test: /[\\/]src[\\/](?:routes[\\/]family(?:[\\/]index)?\.tsx\?tsr-split=component|features[\\/]family[\\/](?:components[\\/](?:family-layout|family-nav|home-page|page-states|no-child|saved-note|mark-badge)\.tsx|lib[\\/](?:calendar|saved-at)\.ts|api[\\/]seen\.ts)$)/,
            },
            // The entity picker (Headless UI's combobox and the virtual list under it) is for the
            // office's forms only (payroll, finance, bus, performance). In `forms` it reached the
            // service worker's precache and every form page with it; alone, only where it is
            // used. Its own modules only: what it shares with menus and dialogs stays in `forms`.
            {
              name: 'combobox',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/]components[\\/]form[\\/]entity-combobox\.tsx$|[\\/]node_modules[\\/](?:@headlessui[\\/]react[\\/]dist[\\/]components[\\/]combobox|@tanstack[\\/](?:react-virtual|virtual-core))[\\/]/,
            },
            // The rest of the form kit (date, select, image fields...) is shared by every
            // form page: one chunk rather than eight small ones.
            { name: 'forms', test: /[\\/]src[\\/]components[\\/]form[\\/]|[\\/]node_modules[\\/](?:@modular-forms|@preact)[\\/]/ },
          ],
        },
      },
    },
  },
});
