import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/fixtures/chromium';

/** A fixed port of its own, so the e2e server never collides with `npm start` on :3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Debian's Chromium, never a downloaded one (this network cannot download browsers).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: 'e2e/specs',
  // The specs share the seeded users (sign-in, password change, logout), so one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx tsx e2e/fixtures/start-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(E2E_PORT) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
