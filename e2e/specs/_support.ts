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
