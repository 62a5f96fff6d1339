import type { Plugin } from 'vite';

/**
 * The pages a teacher opens with no network (architecture: offline-tolerant reads), and the
 * routes every page sits in: the signed-in layout, sign-in, the error and not-found pages. The
 * dashboard, the roster, timetables, the register, the mark sheet, a bus's riders, and the
 * user's own password page (where the offline guard is first met). Office pages (settings,
 * finance, payroll) load on first use and are then kept too.
 */
export const OFFLINE_PAGES: readonly string[] = [
  'src/routes/_app.tsx',
  'src/routes/index.tsx',
  'src/routes/$.tsx',
  'src/routes/auth/',
  'src/routes/error/',
  'src/routes/_app/dashboard.tsx',
  'src/routes/_app/change-password.tsx',
  'src/routes/_app/students/list.tsx',
  // Opened from the roster offline, it shows the saved roster's card.
  'src/routes/_app/students/view.$studentId.tsx',
  'src/routes/_app/timetable/list.tsx',
  'src/routes/_app/attendance/generate.tsx',
  'src/routes/_app/exams/exam-entry.tsx',
  'src/routes/_app/bus/riders.$id.tsx',
];

/** Files the browser fetches itself when the app is installed, or never: not needed to open offline. */
const INSTALL_ONLY = new Set(['pwa-192x192.png', 'pwa-512x512.png', 'maskable-512x512.png', 'apple-touch-icon.png', 'robots.txt']);

/** Loaded on demand by the shell itself (toasts), and needed to say "you are offline". */
const SHELL_ON_DEMAND = [/[\\/]node_modules[\\/]sonner[\\/]/];

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
}

/** The built files the service worker installs with: the entry and what it imports, and each offline page's chunk with its static imports. */
export function offlineFiles(chunks: readonly ChunkInfo[], pages: readonly string[] = OFFLINE_PAGES): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const kept = new Set<string>();
  // A page's lazy parts (an edit dialog, a transfer form) are for changes, which need a
  // connection anyway: they are kept on first use like any other file.
  const keep = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || kept.has(name)) return;
    kept.add(name);
    chunk.css.forEach((css) => kept.add(css));
    chunk.imports.forEach(keep);
  };
  const normal = (id: string) => id.replace(/\\/g, '/');
  for (const chunk of chunks) {
    const ids = chunk.moduleIds.map(normal);
    if (chunk.isEntry || ids.some((id) => pages.some((page) => id.includes(page)) || SHELL_ON_DEMAND.some((rule) => rule.test(id)))) keep(chunk.fileName);
  }
  return kept;
}

/**
 * Collects, as the bundle is written, the files `offlineFiles` keeps; `precached(url)` then tells
 * the service worker's manifest which of its files to install with. Every other asset is cached
 * on first use (vite.config.ts), so the install stays small (issue 30: at most 250 KB on the wire).
 */
export function offlinePrecache(): Plugin & { precached: (url: string) => boolean } {
  let files = new Set<string>();
  return {
    name: 'schooldesk:offline-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const meta = (out as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.push({ fileName: out.fileName, isEntry: out.isEntry, moduleIds: out.moduleIds, imports: out.imports, dynamicImports: out.dynamicImports, css: [...(meta?.importedCss ?? [])] });
      }
      files = offlineFiles(chunks);
    },
    // Only hashed build output is chosen from; the shell's own files (index.html, icons, manifest) stay.
    precached: (url) => (url.startsWith('assets/') ? files.has(url) : !INSTALL_ONLY.has(url)),
  };
}
