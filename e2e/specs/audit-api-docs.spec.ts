import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * The two Admin-only pages of issue 9: the audit trail shows a change the Admin just made,
 * filtered by module; the API document lists the mounted routes; a teacher reaches neither.
 */
test('an Admin finds their own change in the audit trail, filtered by module', async ({ page }) => {
  await signIn(page, users.admin);
  const room = `Audit Lab ${Date.now().toString(36)}`;
  await api(page, 'POST', 'classrooms', { name: room, capacity: 12 });

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  await page.getByLabel('Module').selectOption('classrooms');
  await expect(page).toHaveURL(/module=classrooms/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('create');
  await expect(first).toContainText(users.admin.username);
  await expect(first).toContainText('room #');
  await expect(page.getByText('Filtered by module: classrooms')).toBeVisible();
  await expectNoViolations(page);
});

test('the API document lists the mounted routes and /api/docs leads to it', async ({ page }) => {
  await signIn(page, users.admin);
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/#\/settings\/api-docs/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  await page.getByLabel('Search by path or privilege').fill('list-room');
  await expect(page.getByText('/api/classrooms/{id}').first()).toBeVisible();
  // The three rooms routes that need list-room, and nothing else.
  await expect(page.getByText(/^Showing 3 of \d+ routes\.$/)).toBeVisible();
  await expectNoViolations(page);
});

test('a teacher reaches neither Admin page, and sees no link to them', async ({ page }) => {
  await signIn(page, users.teacher);
  await expect(page.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
  for (const path of ['/#/settings/audit', '/#/settings/api-docs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/error\/403$/);
  }
});
