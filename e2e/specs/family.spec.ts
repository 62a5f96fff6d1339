import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Issue 33's family portal on a phone: a parent with two children, whose password the office
 * set, signs in with their phone number, is made to choose their own password, reads both
 * children's home, attendance and week, reloads the home page offline, and signs out leaving
 * nothing on the phone.
 */

const PHONE = { width: 375, height: 812 };
const OFFICE_PASSWORD = 'Office123x';
const OWN_PASSWORD = 'Family456x';
const tag = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** The school's data for one family, made through the staff API as the office would. */
async function seedFamily(page: Page) {
  await signIn(page, users.admin);
  // Every day a school day and every day a lesson, whatever day the test runs.
  const config = await api(page, 'GET', 'attendance/config');
  await api(page, 'PUT', 'attendance/school-days', { school_days: [1, 2, 3, 4, 5, 6, 7], version: config.version });
  const cls = await api(page, 'POST', 'class', { name: `Family ${tag}`, sort_order: 970, monthly_fee: 0 });
  const north = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'North', capacity: 40 });
  const south = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'South', capacity: 40 });
  const subject = await api(page, 'POST', 'subjects', { name: `Geography ${tag}`, code: `GEO${tag}`, class_ids: [cls.id] });
  const period = await api(page, 'POST', 'timetable/periods', { name: `Fam ${tag}`, start_time: '07:00', end_time: '07:40', kind: 'lesson', sort_order: 5, weekdays: [1, 2, 3, 4, 5, 6, 7] });
  for (const section of [north, south]) {
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
      await api(page, 'POST', 'timetable/entries', { section_id: section.id, weekday, period_id: period.id, subject_id: subject.id, teacher_id: null, room_id: null });
    }
  }
  const phone = `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const admission = (first: string, sectionId: number) => ({
    admission_no: `FAM-${tag}-${first}`,
    first_name: first,
    last_name: `Okafor${tag}`,
    gender: 'Female',
    date_of_birth: '2016-03-01',
    admission_date: '2024-01-10',
    class_id: cls.id,
    section_id: sectionId,
  });
  const ada = await api(page, 'POST', 'studentClass/add', { ...admission('Ada', north.id), parent: { fullname: `Ngozi Okafor${tag}`, phone } });
  const parentId = (await api(page, 'GET', `students/${ada.id}`)).parent_id as number;
  const ben = await api(page, 'POST', 'studentClass/add', { ...admission('Ben', south.id), parent: null, parent_id: parentId });
  await api(page, 'POST', 'parents/reset', { id: parentId, password: OFFICE_PASSWORD });
  // Today's register: Ada's section is taken (Ada absent), Ben's is not.
  const { date: today } = await api(page, 'GET', 'attendance/registers');
  const absent = (await api(page, 'GET', 'attendance/config')).codes.find((c: { code: string }) => c.code === 'A').id;
  await api(page, 'PUT', `attendance/sheets/${north.id}/${today}`, { base_version: 0, marks: [{ student_id: ada.id, code_id: absent }] });
  return { phone, ada: ada.id as number, ben: ben.id as number };
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** With FAMILY_SHOTS naming a folder, each checked page is saved there at the phone's width. */
let shots = 0;
async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  const dir = process.env.FAMILY_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/family-${String(++shots).padStart(2, '0')}.png`, fullPage: true });
}

test('a parent reads both children on a phone, offline too, and sign-out leaves nothing behind', async ({ page, context }) => {
  test.setTimeout(180_000);
  const family = await seedFamily(page);
  // Staff never land in the portal.
  await page.goto('/#/family');
  await expect(page).toHaveURL(/#\/dashboard$/);
  // The office's browser is done: the phone starts with nothing (no staff sign-out, which would end the admin's other sessions).
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize(PHONE);

  await page.goto('/#/auth/login');
  await expect(page.getByText('Staff, parents and pupils sign in here.')).toBeVisible();
  await page.getByLabel('Username, phone number or admission number').fill(family.phone);
  await page.getByLabel('Password').fill(OFFICE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The office set the password: nothing opens until the parent chooses their own.
  await expect(page).toHaveURL(/#\/family\/password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Family' })).toHaveCount(0);
  await checkPage(page);
  await page.goto('/#/family/week');
  await expect(page).toHaveURL(/#\/family\/password/);
  await page.getByLabel('New password').fill(OWN_PASSWORD);
  await page.getByLabel('Type it again').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();

  const nav = page.getByRole('navigation', { name: 'Family' });
  await expect(nav).toBeVisible();
  // A family never lands in the staff shell, nor back on sign-in.
  for (const path of ['/#/dashboard', '/#/auth/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/family(\?|$)/);
  }
  for (const [name, id] of [['Ada', family.ada], ['Ben', family.ben]] as const) {
    // Home: the child's day, from the address's ?child after a pick.
    if (name === 'Ben') {
      await page.getByRole('button', { name: 'Ben', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`child=${id}`));
    }
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name}'s day` })).toBeVisible();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (name === 'Ada') await expect(page.locator('section', { hasText: "Today's register:" })).toContainText('Absent');
    else await expect(page.getByText('The register for today has not been taken yet.')).toBeVisible();
    await expect(page.getByText(`Geography ${tag}`)).toBeVisible();
    await expect(page.getByText(/Nothing is owed|Balance due|Paid ahead/)).toBeVisible();
    await checkPage(page);

    await nav.getByRole('link', { name: 'Attendance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    if (name === 'Ada') {
      // Today's cell says its mark in words as well as in red, and the day is named in the list.
      await expect(page.getByRole('table').getByText(/: Absent$/)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /^Absent in \w+ \(1\)$/ })).toBeVisible();
    } else await expect(page.getByText('No absences this month.')).toBeVisible();
    await checkPage(page);

    await nav.getByRole('link', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The week' })).toBeVisible();
    await expect(page.getByText(`Geography ${tag}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /today/ })).toHaveAttribute('aria-current', 'page');
    await checkPage(page);

    // No exam is closed yet, and nothing is billed: both pages say so in words.
    await nav.getByRole('link', { name: 'Exams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
    await checkPage(page);
    await nav.getByRole('link', { name: 'Fees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(page.getByText(/Not on the school bus/)).toBeVisible();
    await checkPage(page);
  }

  // Offline, the home page reloads from the phone's saved copy, with when it was saved.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Ben's day" })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => /"family","home"/.test(localStorage.getItem('schooldesk_query_cache') ?? ''));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Ben's day" })).toBeVisible();
  await expect(page.getByText(/Offline · Saved at \d\d:\d\d, \w{3} \d{1,2} \w{3}/)).toBeVisible();
  await expect(page.getByText(`Geography ${tag}`)).toBeVisible();
  await checkPage(page);
  await context.setOffline(false);

  // Sign-out: the token, the cache and its saved copy, and what the portal kept, all gone.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(800); // past the persister's throttle: nothing is written back
  const left = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  expect(Object.keys(left).filter((k) => /jwt|query_cache|family|user/i.test(k))).toEqual([]);
  expect(JSON.stringify(left)).not.toContain('Okafor');
});
