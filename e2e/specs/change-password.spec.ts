import { expect, test } from '@playwright/test';
import { PASSWORD_MESSAGE, changePasswordMessages } from '@contract';
import { users } from '../fixtures/users';
import { signIn } from './_support';

// Only this spec uses `changer`, whose password it changes for good.
test('change password: mismatch, too short, server rule, then success', async ({ page }) => {
  await signIn(page, users.changer);
  await page.goto('/#/change-password');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();

  const newPassword = page.getByLabel('New Password');
  const confirm = page.getByLabel('Confirm Password');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(newPassword).toHaveAttribute('name', 'newPassword');
  await expect(confirm).toHaveAttribute('name', 'confirmPassword');
  await expect(save).toBeDisabled();

  // Mismatch is checked first, even when the new password is also too short.
  await newPassword.fill('ab1');
  await confirm.fill('ab2');
  await save.click();
  await expect(page.getByText(changePasswordMessages.mismatch)).toBeVisible();

  await confirm.fill('ab1');
  await save.click();
  await expect(page.getByText(changePasswordMessages.tooShort)).toBeVisible();

  // Long enough and matching, but no digit: the server's rule answers.
  await newPassword.fill('abcdefgh');
  await confirm.fill('abcdefgh');
  await save.click();
  await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();
  await expect(newPassword).toHaveValue('abcdefgh'); // the form keeps its input

  const oldToken = await page.evaluate(() => localStorage.getItem('schooldesk_jwt'));
  await newPassword.fill('Changer456!');
  await confirm.fill('Changer456!');
  await save.click();
  await expect(page.getByText(changePasswordMessages.success)).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);

  // The new token replaced the revoked one: a reload stays signed in.
  const newToken = await page.evaluate(() => localStorage.getItem('schooldesk_jwt'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('Cancel goes to the accounts list (spec §2)', async ({ page }) => {
  await signIn(page, users.admin);
  await page.goto('/#/change-password');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/settings\/list-users/);
});

test('Cancel takes someone who cannot list users home', async ({ page }) => {
  await signIn(page, users.teacher);
  await page.goto('/#/change-password');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test("'Taking action' shows while the change is in flight", async ({ page, context }) => {
  await signIn(page, users.admin);
  await page.goto('/#/change-password');
  await context.route('**/api/auth/change-password', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  // No digit: the server refuses it, so admin's password stays as it is.
  await page.getByLabel('New Password').fill('abcdefgh');
  await page.getByLabel('Confirm Password').fill('abcdefgh');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taking action' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled(); // no second submit
  await expect(page.getByText(PASSWORD_MESSAGE)).toBeVisible();
  await expect(page.getByText('Taking action')).toHaveCount(0);
});
