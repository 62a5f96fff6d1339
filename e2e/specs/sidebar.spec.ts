import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { sidebarNav, signIn } from './_support';

// Pages arrive area by area, so the spec checks the rules rather than a fixed list:
// every visible group has children, every link opens a real page (never /error), and the
// teacher (list-student, view-student, user-profile) sees nothing outside Students.
const TEACHER_FORBIDDEN = ['Employees', 'Bus', 'Finance', 'Attendance', 'Timetable', 'Exams', 'Settings'];

async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = sidebarNav(page);
  // Expand every group so its children are in the DOM.
  for (const button of await nav.getByRole('button').all()) {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  return nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

for (const user of [users.admin, users.teacher]) {
  test(`sidebar for ${user.username} (${user.role})`, async ({ page }) => {
    // The Admin's sidebar opens every page of the product, one after another.
    test.setTimeout(90_000);
    await signIn(page, user);
    const nav = sidebarNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('user-block-username')).toHaveText(user.username);

    const links = await sidebarLinks(page);
    expect(links[0]).toBe('#/dashboard');
    // A group is shown only with at least one child.
    for (const group of await nav.getByRole('button').all()) {
      await expect(group.locator('xpath=following-sibling::*[1]').getByRole('link').first()).toBeVisible();
    }
    if (user === users.teacher) {
      for (const name of TEACHER_FORBIDDEN) await expect(nav.getByText(name, { exact: true })).toHaveCount(0);
    }
    // Unbuilt pages are never linked: each link opens its page, not /error.
    for (const href of links) {
      await page.goto(`/${href}`);
      await expect(page).not.toHaveURL(/#\/error/);
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}(\\?.*)?$`));
    }

    // The user block: Change Password and Logout; My Profile only once its page exists.
    await page.goto('/#/dashboard');
    await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
  });
}

test('the teacher sees no more than the admin', async ({ page }) => {
  await signIn(page, users.admin);
  const adminLinks = await sidebarLinks(page);
  await page.evaluate(() => localStorage.clear()); // sign out locally, keep the admin's token valid
  await signIn(page, users.teacher);
  const teacherLinks = await sidebarLinks(page);
  for (const href of teacherLinks) expect(adminLinks).toContain(href);
});

test('header shows the active academic year and the placeholder bell', async ({ page, request }) => {
  await signIn(page, users.admin);
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt'));
  const profile = await (await request.get('/api/auth', { headers: { Authorization: `Bearer ${token}` } })).json();
  await expect(page.getByTestId('academic-year')).toContainText(profile.academic_name);
  await expect(page.getByRole('banner').getByText('5', { exact: true })).toBeVisible();
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
  await page.keyboard.press('Escape');
  await expect(sidebar).not.toHaveAttribute('data-state', 'mobile-open');
  await page.getByRole('button', { name: 'Open menu' }).click();
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

test('on a tablet, the closed sidebar is out of the tab order, and the avatar is the user’s', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, users.admin);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.locator('body').click({ position: { x: 400, y: 500 } });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const inSidebar = await page.evaluate(() => Boolean(document.activeElement?.closest('#sidebar')));
    expect(inSidebar, `tab ${i + 1} landed in the closed sidebar`).toBe(false);
  }
  // The account menu shows the person's initials (Administrator), not the school's (E2E School).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${users.admin.username}` })).toContainText('AD');
});
