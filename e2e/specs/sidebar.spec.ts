import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { sidebarNav, signIn } from './_support';

// No area page is built yet, so both roles see only Dashboard: unbuilt pages are never linked.
const GROUPS = ['Employees', 'Students', 'Bus', 'Finance', 'Attendance', 'Timetable', 'Exams', 'Settings'];

for (const user of [users.admin, users.teacher]) {
  test(`sidebar for ${user.username} (${user.role})`, async ({ page }) => {
    await signIn(page, user);
    const nav = sidebarNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
    for (const group of GROUPS) await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('user-block-username')).toHaveText(user.username);

    // The user block: Change Password and Logout; My Profile waits for its page.
    await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });
}

test('header shows the active academic year and the placeholder bell', async ({ page, request }) => {
  await signIn(page, users.admin);
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt'));
  const profile = await (await request.get('/api/auth', { headers: { Authorization: `Bearer ${token}` } })).json();
  await expect(page.getByTestId('academic-year')).toContainText(profile.academic_name);
  await expect(page.getByText('5', { exact: true })).toBeVisible();
});

test('the mobile menu opens below 992px and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, users.admin);
  const sidebar = page.locator('#sidebar');
  await expect(sidebar).toHaveAttribute('data-state', /open|minimised/);
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'mobile-open');
  await expect(sidebar).toBeInViewport();
  await page.getByRole('button', { name: `Account menu for ${users.admin.username}` }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/#\/change-password$/);
  await expect(sidebar).not.toHaveAttribute('data-state', 'mobile-open');
});

test('the sidebar minimises on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, users.admin);
  await page.getByRole('button', { name: 'Minimise sidebar' }).click();
  await expect(page.locator('#sidebar')).toHaveAttribute('data-state', 'minimised');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.locator('#sidebar')).toHaveAttribute('data-state', 'open');
});
