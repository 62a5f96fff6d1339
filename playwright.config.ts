import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/fixtures/chromium';

/** Fixed ports of their own, so the e2e servers never collide with `npm start` on :3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * Two halves of the suite, each against a server and database of its own, side by side: the
 * specs share their school's settings and seeded users (a logout ends every session of its
 * user), so within a half they run one at a time, but the halves never meet. Balanced by
 * their run time (about 5 minutes each on 2 cores).
 */
const classroomSpecs = /\/(attendance|classroom-reload|exams|offline|offline-unsaved|promotion-mid-year|settings-structure|sidebar|students|students-performance-promotion-import|timetable)\.spec\.ts$/;
const halves = [
  { name: 'classroom', port: E2E_PORT, testMatch: classroomSpecs },
  { name: 'office', port: E2E_PORT + 2 },
];
/** A new school's first screen needs a school no other spec has written to: a server of its own. */
const firstStart = { name: 'first-start', port: E2E_PORT + 4, testMatch: /\/first-start\.spec\.ts$/ };
const url = (port: number) => `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded one (this network cannot download browsers).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: 'e2e/specs',
  workers: halves.length,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A test alone takes 10-15 s; beside the other half's offline reloads on 2 cores, 30 s and more.
  timeout: 60_000,
  // A loaded 2-core machine answers some saves and reports in more than 5 s while both halves run.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { ...halves[0], use: { baseURL: url(halves[0]!.port) }, workers: 1 },
    { ...halves[1], testIgnore: [classroomSpecs, firstStart.testMatch], use: { baseURL: url(halves[1]!.port) }, workers: 1 },
    { ...firstStart, use: { baseURL: url(firstStart.port) }, workers: 1 },
  ],
  webServer: [...halves, firstStart].map(({ port }) => ({
    command: 'npx tsx e2e/fixtures/start-server.ts',
    url: `${url(port)}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
