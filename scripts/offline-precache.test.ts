import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGES, offlineFiles } from './offline-precache';

const chunk = (fileName: string, over: Partial<Parameters<typeof offlineFiles>[0][number]> = {}) => ({
  fileName,
  isEntry: false,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  css: [],
  ...over,
});

describe('offlineFiles', () => {
  it('keeps the entry with its imports and css, each offline page with its static imports, and the toasts', () => {
    const kept = offlineFiles([
      chunk('assets/index.js', { isEntry: true, imports: ['assets/forms.js'], dynamicImports: ['assets/list.js', 'assets/payroll.js', 'assets/sonner.js'], css: ['assets/index.css'] }),
      chunk('assets/forms.js'),
      chunk('assets/list.js', { moduleIds: ['/app/src/routes/_app/students/list.tsx?tsr-split=component'], imports: ['assets/table.js'], dynamicImports: ['assets/filter.js'] }),
      chunk('assets/table.js'),
      chunk('assets/filter.js', { imports: ['assets/dialog.js'] }),
      chunk('assets/dialog.js'),
      chunk('assets/payroll.js', { moduleIds: ['/app/src/routes/_app/employees/payroll.tsx?tsr-split=component'], imports: ['assets/money.js'] }),
      chunk('assets/money.js'),
      chunk('assets/sonner.js', { moduleIds: ['/app/node_modules/sonner/dist/index.mjs'] }),
    ]);
    expect([...kept].sort()).toEqual(
      ['assets/forms.js', 'assets/index.css', 'assets/index.js', 'assets/list.js', 'assets/sonner.js', 'assets/table.js'].sort(),
    );
  });

  it('names route files that exist, so a renamed page cannot silently drop out of the offline set', () => {
    for (const page of OFFLINE_PAGES) expect(existsSync(page), page).toBe(true);
  });
});
