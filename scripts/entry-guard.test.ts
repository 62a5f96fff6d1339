import { describe, expect, it } from 'vitest';
import { pagesInEntry } from './entry-guard';

describe('the entry guard', () => {
  it('lets sign-in, route definitions, api and lib modules through', () => {
    expect(
      pagesInEntry([
        '/app/src/main.tsx',
        '/app/src/routes/_app/exams/list.tsx',
        '/app/src/features/auth/components/login-page.tsx',
        '/app/src/features/auth/forms/login-form.tsx',
        '/app/src/features/exams/setup/lib/tabs.ts',
        '/app/src/features/students/api/students.ts',
        '/app/src/components/form/text-field.tsx',
        '/app/src/components/dialogs/discard-guard.ts',
        '/app/node_modules/react-dom/client.js',
      ]),
    ).toEqual([]);
  });

  it("names a page's component, form, the shell or Headless UI", () => {
    const page = [
      '/app/src/features/exams/setup/components/exams-setup-page.tsx',
      '/app/src/features/exams/setup/forms/band-table.tsx',
      '/app/src/features/dashboard/components/dash-counts.tsx',
      '/app/src/components/layout/app-shell.tsx',
      '/app/src/components/dialogs/modal.tsx',
      '/app/src/components/report/report-table.tsx',
      '/app/node_modules/@headlessui/react/dist/components/menu/menu.js',
    ];
    expect(pagesInEntry(page)).toEqual(page);
  });
});
