import { expect, test, type Page } from '@playwright/test';
import { PRIVILEGE_MODULES } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Issue 10, client 10: the dashboard shows each user what they work on. An Admin the whole
 * school; a teacher their own classes, section by section; a bursar no school figures, and a
 * plain word on the finance figures that are not built yet. Issue 31: each by their role's
 * own name; "Welcome" the first time, "Welcome back" after; "Waiting for you" only with what
 * they may act on; the section table only for a teacher, not for the office bound to every class.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;
const PASSWORD = 'Dashb0ard!';

async function admit(page: Page, tag: string, n: number, classId: number, sectionId: number) {
  await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`,
    first_name: 'Dana',
    last_name: `Dash${tag}${n}`,
    gender: 'Female',
    date_of_birth: '2015-05-01',
    admission_date: '2024-01-10',
    parent: { fullname: `Parent ${tag}${n}`, phone: phone() },
    class_id: classId,
    section_id: sectionId,
  });
}

async function userWith(page: Page, tag: string, who: string, privileges: readonly string[], classIds: number[] = []) {
  const role = await api(page, 'POST', 'settings/roles', { name: `${who} role ${tag}`, privileges });
  const username = `${who.toLowerCase()}${tag.toLowerCase()}`;
  await api(page, 'POST', 'user', { username, fullname: `${who} ${tag}`, password: PASSWORD, role_id: role.id, class_ids: classIds });
  return { username, password: PASSWORD };
}

/** The same dashboard at a tablet's width: the region still shown, nothing off the side, nothing axe finds. */
async function atTablet(page: Page, region: string | RegExp) {
  await page.setViewportSize({ width: 800, height: 1100 });
  await expect(page.getByRole('region', { name: region }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Another user on the same tab: the stored session and saved queries go with the old one. */
async function switchTo(page: Page, user: { username: string; password: string }) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, user);
}

test('the dashboard shows the Admin the school, a teacher their classes and a bursar no made-up figures', async ({ page }) => {
  test.setTimeout(150_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const mine = await api(page, 'POST', 'class', { name: `Mine ${tag}`, sort_order: 960 });
  const theirs = await api(page, 'POST', 'class', { name: `Theirs ${tag}`, sort_order: 961 });
  const north = await api(page, 'POST', 'sections', { class_id: mine.id, name: 'North', capacity: 30 });
  const south = await api(page, 'POST', 'sections', { class_id: mine.id, name: 'South', capacity: 25 });
  const other = await api(page, 'POST', 'sections', { class_id: theirs.id, name: 'East', capacity: 30 });
  await admit(page, tag, 1, mine.id, north.id);
  await admit(page, tag, 2, mine.id, north.id);
  await admit(page, tag, 3, mine.id, south.id);
  await admit(page, tag, 4, theirs.id, other.id);
  const teacher = await userWith(page, tag, 'Teach', ['list-student', 'view-student', 'list-class', 'list-section', 'exam-entry', 'generate-attendance'], [mine.id]);
  const bursar = await userWith(page, tag, 'Bursar', [...PRIVILEGE_MODULES.Finance, 'user-profile']);
  const office = await userWith(page, tag, 'Office', ['list-student', 'list-class', 'list-section', 'generate-attendance'], [mine.id, theirs.id]);

  // The Admin: the whole school, every class in the chart (read afresh after the set-up).
  await page.goto('/#/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Students by class' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Students by class' }).getByRole('listitem').filter({ hasText: `Theirs ${tag}` })).toBeVisible();
  // Counts of what exists only: this school has pupils and classes, and no staff, so no tile of 0 employees.
  await expect(page.locator('dt', { hasText: /^Students$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' }).locator('dd').filter({ hasText: /^0$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Your classes/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Welcome/ })).toContainText('Admin');
  await expect(page.getByRole('region', { name: /^(Waiting for you|Set up your school)$/ }).first()).toBeVisible();
  await expectNoViolations(page);
  await atTablet(page, 'Students by class');

  // The teacher: their class only, section by section, with a way into each roster.
  await switchTo(page, teacher);
  const yours = page.getByRole('region', { name: /^Your classes/ });
  await expect(yours).toBeVisible();
  // Their first look on this device, by their role's own name, here and in the user menu.
  await expect(page.getByRole('heading', { name: `Welcome, Teach ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Welcome/ })).toContainText(`Teach role ${tag}`);
  await expect(page.getByText(`Teach role ${tag}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^User$/)).toHaveCount(0);
  // Waiting: only their own registers, and no balances.
  const waiting = page.getByRole('region', { name: 'Waiting for you' });
  await expect(waiting).toBeVisible();
  await expect(waiting).not.toContainText(`Theirs ${tag}`);
  await expect(waiting.getByRole('heading', { name: 'Owe the most' })).toHaveCount(0);
  await expect(waiting.getByRole('heading', { name: 'Payroll' })).toHaveCount(0);
  await expect(yours.getByRole('row', { name: /North/ })).toContainText('2 of 30');
  await expect(yours.getByRole('row', { name: /South/ })).toContainText('1 of 25');
  await expect(yours).not.toContainText(`Theirs ${tag}`);
  await expect(page.locator('dl > div').filter({ hasText: /^Students/ }).locator('dd')).toHaveText('3');
  await expect(page.locator('dl > div').filter({ hasText: /^Classes/ }).locator('dd')).toHaveText('1');
  await expect(page.locator('dt', { hasText: /^Employees$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Students by class' })).toHaveCount(0);
  await expectNoViolations(page);
  await atTablet(page, /^Your classes/);
  await yours.getByRole('link', { name: `Roster of Mine ${tag} South` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Dash${tag}3`) })).toBeVisible();

  // The bursar: this month's fees (their classes' students: none assigned, and the card says so), no school figures.
  await switchTo(page, bursar);
  const fees = page.getByRole('region', { name: 'Fees this month' });
  await expect(fees).toBeVisible();
  await expect(fees.getByText(/No class is assigned to you/)).toBeVisible();
  await expect(fees.getByRole('link', { name: 'Student summary' })).toHaveAttribute('href', '#/finance/student-report');
  await expect(page.getByRole('heading', { name: 'At a glance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Students by class' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Welcome/ })).toContainText(`Bursar role ${tag}`);
  await expect(page.getByRole('heading', { name: /^Your classes/ })).toHaveCount(0);
  await expectNoViolations(page);
  await atTablet(page, 'Fees this month');

  // The office, bound to every class: the counts, no table of sections; the registers it may take wait for it.
  await switchTo(page, office);
  await expect(page.getByRole('region', { name: /^Welcome/ })).toContainText(`Office role ${tag}`);
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your classes/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Attendance (today|on the last school day)$/ })).toBeVisible();
  await expectNoViolations(page);
  await atTablet(page, 'At a glance');
});
