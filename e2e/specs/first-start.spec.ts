import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { IDEMPOTENCY_HEADER } from '@contract';
import { admitStudents, api, expectNoViolations, signIn } from './_support';

/**
 * Issue 31: a new school's first screen, on a server of its own that no other spec writes to.
 * The Admin is welcomed (not "back"), sees the set-up path in the order the work needs, no tile
 * of 0, no chart with nothing to draw and no quick link that cannot work yet; at a desktop's and
 * a tablet's width, with nothing off the side and nothing axe can find. A step ticks itself.
 */

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function expectFirstScreen(page: Page) {
  const setup = page.getByRole('region', { name: 'Set up your school' });
  await expect(setup).toBeVisible();
  await expect(setup).toContainText(/\d of 7 steps done/);
  await expect(setup.getByRole('listitem')).toHaveText([/1\. School profile/, /2\. Academic year/, /3\. Classes and sections/, /4\. Subjects and rooms/, /5\. Staff/, /6\. Pupils/, /7\. Fees and accounts/]);
  await expect(setup.getByRole('link', { name: '3. Classes and sections' })).toHaveAttribute('href', '#/settings/list-classes');
  // Nothing counted yet is not shown as 0, and there is nothing to chart.
  await expect(page.locator('dd').filter({ hasText: /^0$/ })).toHaveCount(0);
  for (const chart of ['Attendance over the last weeks', 'Fees billed and collected', 'Income and expenses', 'Marks by grade']) {
    await expect(page.getByRole('region', { name: chart })).toHaveCount(0);
  }
  const quick = page.getByRole('region', { name: 'Quick links' });
  await expect(quick).toBeVisible();
  for (const cannot of ['Take Attendance', 'Exam Result', 'Admit Student', 'Receive payment', 'Students']) {
    await expect(quick.getByRole('link', { name: new RegExp(`${cannot}$`) })).toHaveCount(0);
  }
  expect(await fitsWidth(page)).toBe(true);
  await expectNoViolations(page);
}

test("a new school's first screen says Welcome and shows the way to set it up, at 1280 and 800 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, users.admin);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expectFirstScreen(page);

  await page.setViewportSize({ width: 800, height: 1200 });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expectFirstScreen(page);

  // An empty page says what must exist first, and links there.
  await page.goto('/#/students/list');
  await expect(page.getByText('There are no classes yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a class first' })).toHaveAttribute('href', '#/settings/list-classes');
  await expectNoViolations(page);
  await page.goto('/#/dashboard');

  // Classes and sections exist: the step ticks itself, and the next one is marked.
  const grade = await api(page, 'POST', 'class', { name: 'Grade 1', sort_order: 1, monthly_fee: 150_000 });
  const section = await api(page, 'POST', 'sections', { class_id: grade.id, name: 'A', capacity: 30 });
  await page.reload();
  const setup = page.getByRole('region', { name: 'Set up your school' });
  await expect(setup.getByRole('listitem').nth(2)).toContainText('(done)');
  await expect(page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: /Admit Student$/ })).toBeVisible();

  // A pupil billed for this month: the fee chart and the books' chart appear, with the month's figures.
  await admitStudents(page, { tag: 'FS', last: 'Wanjiru', firsts: ['Amani'], classId: grade.id, sectionId: section.id, dateOfBirth: '2019-03-02' });
  const month = new Date().toISOString().slice(0, 7);
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const billed = await page.request.post('/api/finance/fees/generate', {
    data: { month, class_ids: [grade.id] },
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf, [IDEMPOTENCY_HEADER]: `e2e-first-start-${month}` },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  await page.reload();
  const fees = page.getByRole('region', { name: 'Fees billed and collected' });
  await expect(fees).toBeVisible();
  await fees.getByText('Figures').click();
  await expect(fees.getByRole('row').last()).toContainText('1,500.00');
  await expect(page.getByRole('region', { name: 'Income and expenses' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await expectNoViolations(page);

  await setup.getByRole('link', { name: '3. Classes and sections' }).click();
  await expect(page).toHaveURL(/#\/settings\/list-classes$/);
});
