import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Students: admission with a new parent, found in the roster by name and by parent phone, the
 * student page; then a section's roster saved for offline use and read offline.
 */



/** A class with one section in the active year, with a class teacher. */
async function setUpSection(page: Page, tag: string) {
  const teacher = await api(page, 'POST', 'employees', { first_name: 'Tom', last_name: `Teach${tag}`, gender: 'Male', job_title: 'Teacher', type: 'teacher', hire_date: '2024-01-10' });
  const cls = await api(page, 'POST', 'class', { name: `Year ${tag}`, sort_order: 900 });
  await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30, teacher_id: teacher.id });
  const sections = await api(page, 'GET', `sections?class_id=${cls.id}&limit=50`);
  return { classId: cls.id as number, className: `Year ${tag}`, sectionId: sections.data[0].id as number };
}

test('admit a student with a new parent, find them in the roster and open their page', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  await signIn(page, users.admin);
  const { className } = await setUpSection(page, tag);
  const phone = `+1 555 ${String(Date.now()).slice(-7)}`;

  await page.goto('/#/students/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Admit Student' })).toBeVisible();
  await expect(page.getByLabel('Admission number')).not.toHaveValue('');
  await page.getByLabel('Admission number').fill(`E2E-${tag}`);
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill(`Admit${tag}`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('2015-04-12');
  await page.getByLabel('Parent full name').fill(`Omar Admit${tag}`);
  await page.getByLabel('Parent phone').fill(phone);
  await page.getByLabel('Class', { exact: true }).selectOption({ label: className });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'A · 0/30' });
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save admission' }).click();

  await expect(page).toHaveURL(/#\/students\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `Nadia Admit${tag}` })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await expectNoViolations(page);

  // The roster: by name, then by the parent's phone.
  await page.goto('/#/students/list');
  const search = page.getByLabel('Search name, number or parent phone');
  await search.fill(`Admit${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Nadia Admit${tag}`) })).toBeVisible();
  await search.fill(phone);
  const row = page.getByRole('row', { name: new RegExp(`Nadia Admit${tag}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await expectNoViolations(page);
  await row.getByRole('link', { name: `Nadia Admit${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Nadia Admit${tag}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enrolment history' })).toBeVisible();
});

test('a section roster opened online is readable offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  await signIn(page, users.admin);
  const { classId, className, sectionId } = await setUpSection(page, tag);
  for (const [first, last] of [['Lina', `Off${tag}`], ['Marco', `Line${tag}`]]) {
    await api(page, 'POST', 'studentClass/add', {
      admission_no: `OFF-${tag}-${first}`, first_name: first, last_name: last, gender: 'Female', date_of_birth: '2015-01-01', admission_date: '2025-09-01',
      parent: { fullname: `Parent ${last}`, phone: `+1 555 ${String(Date.now()).slice(-7)}` }, class_id: classId, section_id: sectionId,
    });
  }

  // Online: pick the class and section; the roster is saved on the device.
  await page.goto('/#/students/list');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: className });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'A' });
  await expect(page.getByRole('row', { name: new RegExp(`Lina Off${tag}`) })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction((id) => (localStorage.getItem('schooldesk_query_cache') ?? '').includes(`"roster",${id}]`), sectionId);
  const saved = await page.evaluate(() => localStorage.getItem('schooldesk_query_cache') ?? '');
  expect(saved).not.toContain('Parent Off'); // no contacts on the device

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`Lina Off${tag}`) })).toBeVisible();
  await expect(page.getByText(/offline · saved \d\d:\d\d/).first()).toBeVisible();
  await page.getByLabel('Search name or admission number').fill(`Line${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Marco Line${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Lina Off${tag}`) })).toHaveCount(0);
  await expectNoViolations(page);

  // Opening a student offline shows the saved card, not the full page.
  await page.getByRole('link', { name: `Marco Line${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Marco Line${tag}` })).toBeVisible();
  await expect(page.getByText(`Admission no OFF-${tag}-Marco`)).toBeVisible();
  await expect(page.getByText(/This card comes from the saved roster/)).toBeVisible();
  await expectNoViolations(page);

  // Admission needs the server.
  // The admission page (its own notice, or, never opened on this device, the shell's: its code is
  // not installed with the app) says it needs a connection.
  await page.goto('/#/students/add');
  await expect(page.getByText(/needs a connection/).first()).toBeVisible();

  // A roster never opened online says so too, instead of spinning.
  await page.goto('/#/students/list');
  await expect(page.getByRole('heading', { name: 'This needs a connection' })).toBeVisible();
  await context.setOffline(false);
});
