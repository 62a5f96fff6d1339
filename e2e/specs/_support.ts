import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs in through the real sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: { username: string; password: string }, opts: { remember?: boolean } = {}) {
  await page.goto('/#/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * axe finds nothing on the page. Success toasts fade in and out, and mid-animation their text
 * reads as low contrast; the toaster is the shell's, not part of the page under test.
 */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Calls the API as the signed-in page would (its token and XSRF cookie), for set-up the test
 * is not about. Fails the test on any answer other than 2xx.
 */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}
