import { expect, test, type Locator, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, sidebarNav, signIn } from './_support';

/**
 * Issue 10, item 11: focus goes to each new page's heading, dates read one way everywhere,
 * selects show their whole text, the performance notes keep their Edit button in view at
 * 1280px, and at 800px the admission form starts with the name.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
const DAY = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** A student admitted on the active year's first day, with one note on 12 October of that year. */
async function studentWithNote(page: Page, tag: string, first: string, last: string, remark: string) {
  const years = (await api(page, 'GET', 'acedmic?limit=500')).data as { start_date: string; active: boolean }[];
  const start = years.find((y) => y.active)!.start_date.slice(0, 10);
  const noteDate = `${start.slice(0, 4)}-10-12`;
  const cls = await api(page, 'POST', 'class', { name: `Polish ${tag}`, sort_order: 960, next_class_id: null });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 40 });
  const student = await api(page, 'POST', 'studentClass/add', {
    admission_no: `POL-${tag}`, first_name: first, last_name: last, gender: 'Female', date_of_birth: '2015-04-12', admission_date: start,
    parent: { fullname: `Parent ${tag}`, phone: `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}91` }, class_id: cls.id, section_id: section.id,
  });
  await api(page, 'POST', 'students/performance', { student_id: student.id, date: noteDate, category: 'academic', rating: 4, remark });
  return { studentId: student.id as number, noteDay: `12 Oct ${start.slice(0, 4)}` };
}

/** The width a select needs to show its longest option whole. */
const neededWidth = (select: Locator) =>
  select.evaluate((el) => {
    const probe = el.cloneNode(true) as HTMLSelectElement;
    Object.assign(probe.style, { width: 'auto', minWidth: '0', position: 'absolute', visibility: 'hidden' });
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });

test('focus moves to the new page heading on navigation, but not on the first load', async ({ page }) => {
  await signIn(page, users.admin);
  // Signing in is a navigation: the dashboard's heading has focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  await page.goto('/#/settings/list-rooms');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

  await sidebarNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  // A list's own search or filter is not a new page: focus stays in the search box.
  await page.goto('/#/settings/list-rooms');
  const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /search/i })).first();
  await search.fill('Room');
  await expect(page).toHaveURL(/search=Room/);
  await expect(search).toBeFocused();
});

test('dates read like "12 Oct 2026" on every page, selects show their whole text, Edit stays in view at 1280px', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = newTag();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, users.admin);
  const long = 'Christabel Wilhelmina Evangeline';
  const { studentId, noteDay } = await studentWithNote(page, tag, long, `Montgomery-Worthington${tag}`, `Solved every problem on the board, ${'then helped others '.repeat(3)}`);

  await page.goto(`/#/students/list-performance?search=POL-${tag}`);
  const row = page.getByRole('row', { name: new RegExp(`Montgomery-Worthington${tag}`) });
  await expect(row.getByRole('gridcell').first()).toHaveText(noteDay);
  await expect(row.getByRole('button', { name: /Edit/ })).toBeInViewport({ ratio: 1 });

  // "Pick a class first" is not cut to "Pick a class fir".
  const section = page.getByLabel('Section', { exact: true });
  await expect(section).toContainText('Pick a class first');
  expect((await section.boundingBox())!.width).toBeGreaterThanOrEqual((await neededWidth(section)) - 1);

  await page.goto(`/#/students/view/${studentId}`);
  await expect(page.locator('dt:text-is("Date of birth") + dd')).toHaveText('12 Apr 2015');
  await expect(page.locator('dt:text-is("Admission date") + dd')).toHaveText(DAY);

  await page.goto('/#/settings/list-academic');
  const starts = await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).textContent();
  expect(starts?.trim()).toMatch(DAY);
});

test('at 800px the admission form starts with the name', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, users.admin);
  await page.goto('/#/students/add');
  const fields = page.locator('main').locator('input:not([type=radio]):not([type=file]), select, textarea');
  await expect(fields.first()).toHaveAccessibleName(/^First name/);
  const first = (await page.getByLabel('First name').boundingBox())!;
  const number = (await page.getByLabel('Admission number').boundingBox())!;
  expect(first.y).toBeLessThan(number.y);
});
