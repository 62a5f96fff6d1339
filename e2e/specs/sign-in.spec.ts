import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { signIn } from './_support';

test.describe('sign-in', () => {
  test('signs in with correct credentials and lands on the dashboard', async ({ page }) => {
    await signIn(page, users.admin);
    await expect(page.getByTestId('user-block-username')).toHaveText(users.admin.username);
    expect(await page.evaluate(() => localStorage.getItem('schooldesk_jwt'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('JWT'))).toBeTruthy();
  });

  test('wrong credentials show the server message in an error toast', async ({ page }) => {
    await page.goto('/#/auth/login');
    await page.getByLabel('Username').fill(users.admin.username);
    await page.getByLabel('Password').fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/#\/auth\/login$/);
  });

  test('Sign in stays disabled until both fields are filled', async ({ page }) => {
    await page.goto('/#/auth/login');
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Username').fill('admin');
    await expect(button).toBeDisabled();
    await page.getByLabel('Password').fill('x');
    await expect(button).toBeEnabled();
    await page.getByLabel('Username').fill('');
    await expect(button).toBeDisabled();
  });

  test('/admin/login is the same sign-in page', async ({ page }) => {
    await page.goto('/#/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Schooldesk' })).toBeVisible();
    await expect(page.getByLabel('Remember me')).toBeVisible();
  });

  test('a signed-out visitor is sent to sign-in', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await page.goto('/#/change-password');
    await expect(page).toHaveURL(/#\/auth\/login$/);
  });

  test('the empty path goes to the dashboard', async ({ page }) => {
    await signIn(page, users.admin);
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});

test('"Loading..." shows while a page waits on its data', async ({ page, context }) => {
  await context.route('**/api/auth', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.goto('/#/auth/login');
  await page.getByLabel('Username').fill(users.admin.username);
  await page.getByLabel('Password').fill(users.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a 401 ends the session and goes to sign-in', async ({ page }) => {
  await page.goto('/#/auth/login');
  await page.evaluate(() => {
    localStorage.setItem('schooldesk_jwt', 'not-a-valid-token');
    localStorage.setItem('JWT', 'not-a-valid-token');
  });
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('schooldesk_jwt'))).toBeNull();
});
