import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { signIn } from './_support';

test('after one online visit the shell opens offline with saved data', async ({ page, context }) => {
  await signIn(page, users.admin);
  const year = (await page.getByTestId('academic-year').textContent())?.replace('Academic year', '').trim();
  expect(year).toBeTruthy();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => (localStorage.getItem('schooldesk_query_cache') ?? '').includes('academic-years'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('academic-year')).toContainText(year!);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByText(/offline · saved \d\d:\d\d/).first()).toBeVisible();

  // Mutations are online-only: refused at once, and the form keeps its input.
  await page.goto('/#/change-password');
  await page.getByLabel('New Password').fill('Another789!');
  await page.getByLabel('Confirm Password').fill('Another789!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveValue('Another789!');
  await context.setOffline(false);
});

test('a first page on a slow connection keeps the brand on screen and says Loading... until it opens', async ({ page }) => {
  await signIn(page, users.admin);
  // A device with a session and nothing saved: the page waits on the network for the profile.
  // Removed as the page starts: the running app would save its cache again before the reload.
  await page.addInitScript(() => localStorage.removeItem('schooldesk_query_cache'));
  let release!: () => void;
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth', async (route) => {
    await slow;
    await route.continue();
  });
  await page.reload();
  const splash = page.locator('#splash');
  await expect(splash.getByText('Schooldesk', { exact: true })).toBeVisible();
  await expect(splash.getByRole('status')).toHaveText('Loading...');
  await expect(splash.getByRole('status')).toHaveCSS('opacity', '1');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(splash).toHaveCount(0);
});
