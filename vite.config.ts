import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// Read from package.json: `npx vite build` does not set npm_package_version.
const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract/index.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  define: {
    // Part of the persister's buster: a new release never reads an older release's cache.
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    // The router plugin must run before react() so it can code-split route files.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      // We register by hand in src/lib/service-worker.ts: the CSP forbids inline scripts.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
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
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { sourcemap: false },
});
