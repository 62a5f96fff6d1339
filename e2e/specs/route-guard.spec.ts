import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { signIn } from './_support';

// Settings › Classes needs `list-class`, which the teacher does not hold.
test('a signed-in user lacking a page privilege lands on /error/403', async ({ page }) => {
  await signIn(page, users.teacher);
  await page.goto('/#/settings/list-classes');
  await expect(page).toHaveURL(/#\/error\/403$/);
  await expect(page.getByTestId('error-message')).toHaveText('You are not authorized to access this page');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('Admin passes the same guard', async ({ page }) => {
  await signIn(page, users.admin);
  await page.goto('/#/settings/list-classes');
  await expect(page).toHaveURL(/#\/settings\/list-classes/);
});
