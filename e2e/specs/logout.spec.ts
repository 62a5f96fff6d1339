import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { signIn } from './_support';

// Only this spec uses `leaver`: logout revokes every token the user holds.
test('logout clears the session, the saved cache and revokes the token', async ({ page, request }) => {
  await signIn(page, users.leaver, { remember: true });
  await page.waitForFunction(() => (localStorage.getItem('schooldesk_query_cache') ?? '').includes('profile'));
  const before = await page.evaluate(() => ({ ...localStorage }));
  expect(before.schooldesk_jwt).toBeTruthy();
  expect(before.JWT).toBeTruthy();
  expect(JSON.parse(before.schooldesk_user!).user.username).toBe(users.leaver.username);

  await page.getByRole('button', { name: `Account menu for ${users.leaver.username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const after = await page.evaluate(() => Object.keys(localStorage));
  for (const key of ['schooldesk_jwt', 'JWT', 'schooldesk_user', 'schooldesk_query_cache']) expect(after).not.toContain(key);

  const res = await request.get('/api/auth', { headers: { Authorization: `Bearer ${before.schooldesk_jwt}` } });
  expect(res.status()).toBe(401);
});
