import { expect, test, type Locator, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Timetables (issue 15): part of a week built by hand in the builder, a clash refused with the
 * clash named, the rest generated and accepted, then the teacher reads "My week" offline. Axe
 * checks every page. With TT_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

/** Chooses the option whose text starts with `text` (options may add "(0 of 4 placed)" or a clash). */
async function pick(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.TT_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('build by hand, a clash refused, the rest generated and accepted, then my week offline', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = newTag();
  await signIn(page, users.admin);

  // A class with two sections, two teachers, a room each, three subjects and a short week.
  const cls = await api(page, 'POST', 'class', { name: `Form ${tag}`, sort_order: 990, monthly_fee: 0 });
  const teacher = async (first: string) =>
    (await api(page, 'POST', 'employees', { first_name: first, last_name: tag, gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-06' })).id as number;
  const [amani, baraka] = [await teacher('Amani'), await teacher('Baraka')];
  const room = async (name: string) => (await api(page, 'POST', 'classrooms', { name: `${name} ${tag}`, capacity: 40 })).id as number;
  const [roomA, roomB] = [await room('Room A'), await room('Room B')];
  const north = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'North', capacity: 40, room_id: roomA });
  const south = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'South', capacity: 40, room_id: roomB });
  const subject = async (name: string) => (await api(page, 'POST', 'subjects', { name: `${name} ${tag}`, code: `${name.slice(0, 3).toUpperCase()}${tag}`, class_ids: [cls.id] })).id as number;
  const [maths, english, science] = [await subject('Maths'), await subject('English'), await subject('Science')];
  const periods = (await api(page, 'GET', 'timetable/periods')) as { name: string }[];
  if (!periods.some((p) => p.name === 'E2E 1')) {
    for (const [i, [start, end]] of [['08:00', '08:40'], ['08:40', '09:20'], ['09:40', '10:20']].entries()) {
      await api(page, 'POST', 'timetable/periods', { name: `E2E ${i + 1}`, start_time: start, end_time: end, kind: 'lesson', sort_order: 90 + i, weekdays: [1, 2, 3, 4, 5] });
    }
  }
  for (const section of [north, south]) {
    await api(page, 'PUT', `timetable/requirements/${section.id}`, {
      requirements: [
        { subject_id: maths, teacher_id: amani, lessons_per_week: 4 },
        { subject_id: english, teacher_id: baraka, lessons_per_week: 3 },
        { subject_id: science, teacher_id: baraka, lessons_per_week: 2 },
      ],
    });
  }
  // Amani's own sign-in, linked to her staff record, reading timetables only.
  const role = await api(page, 'POST', 'settings/roles', { name: `Timetable reader ${tag}`, privileges: ['list-timetable', 'user-profile'] });
  const username = `amani.${tag.toLowerCase()}`;
  await api(page, 'POST', 'user', { username, fullname: `Amani ${tag}`, password: 'Amani123!x', role_id: role.id, class_ids: [cls.id], employee_id: amani });

  // The builder: Maths with Amani in North on Monday, first period.
  await page.goto(`/#/timetable/add?class_id=${cls.id}&section_id=${north.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timetable Builder' })).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson on Monday, E2E 1' }).click();
  let dialog = page.getByRole('dialog', { name: new RegExp(`Add a lesson for Form ${tag} North`) });
  await pick(dialog.getByLabel('Subject'), `Maths ${tag}`);
  await pick(dialog.getByLabel('Teacher'), `Amani ${tag}`);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The lesson has been placed')).toBeVisible();

  // South at the same time with Amani: the builder names the clash before anything is sent.
  await page.goto(`/#/timetable/add?class_id=${cls.id}&section_id=${south.id}`);
  await page.getByRole('button', { name: 'Add lesson on Monday, E2E 1' }).click();
  dialog = page.getByRole('dialog', { name: new RegExp(`Add a lesson for Form ${tag} South`) });
  await pick(dialog.getByLabel('Subject'), `Maths ${tag}`);
  await pick(dialog.getByLabel('Teacher'), `Amani ${tag}`);
  await expect(dialog.getByText(new RegExp(`Amani ${tag} already teaches Form ${tag} North Maths ${tag} on Monday, E2E 1`)).first()).toBeVisible();
  await shoot(page, 'timetable-clash');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The server refuses the same clash, naming it, whatever a client sends.
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await page.request.post('/api/timetable/entries', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    data: { section_id: south.id, weekday: 1, period_id: (await api(page, 'GET', 'timetable/periods')).find((p: { name: string }) => p.name === 'E2E 1').id, subject_id: maths, teacher_id: amani, room_id: roomB },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).clashes.map((c: { kind: string }) => c.kind)).toEqual(['teacher']);

  // The bell schedule and the availability tabs (the builder's set-up), with axe.
  await page.getByRole('tab', { name: 'Bell schedule' }).click();
  await expect(page.getByRole('button', { name: 'Edit E2E 1' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'timetable-bells');
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'Week' }).click();

  // Generate the rest of the class, and accept it.
  await page.getByRole('button', { name: `Generate all of Form ${tag}` }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(page);
  await shoot(page, 'timetable-proposal');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('The timetable has been saved')).toBeVisible();
  const week = await api(page, 'GET', `timetable/week?section_id=${south.id}`);
  expect(week.entries).toHaveLength(9);
  const clashes = await api(page, 'GET', 'timetable/clashes');
  expect(clashes.clashes).toEqual([]);
  await page.goto('/#/timetable/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Timetable Report' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Amani ${tag}`) })).toContainText('8');
  await expectNoViolations(page);
  await shoot(page, 'timetable-report');

  // Amani reads her week, then again with no connection.
  const teacherContext = await browser.newContext({ viewport: { width: 800, height: 1100 }, hasTouch: true });
  const tablet = await teacherContext.newPage();
  await signIn(tablet, { username, password: 'Amani123!x' });
  await expect(tablet.getByRole('heading', { name: 'My lessons today' })).toBeVisible();
  await tablet.goto('/#/timetable/list');
  await expect(tablet.getByRole('heading', { name: new RegExp(`Amani ${tag}`) })).toBeVisible();
  await expect(tablet.getByText(/Teaches 8 lessons a week/)).toBeVisible();
  await expectNoViolations(tablet);
  await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await tablet.waitForFunction(() => (localStorage.getItem('schooldesk_query_cache') ?? '').includes('"week"'));
  await teacherContext.setOffline(true);
  const started = Date.now();
  await tablet.reload();
  await expect(tablet.getByText(/Teaches 8 lessons a week/)).toBeVisible();
  console.log(`timetable: my week reopened offline (reload) in ${Date.now() - started} ms`);
  await expect(tablet.getByText(/offline · saved \d\d:\d\d/).first()).toBeVisible();
  await teacherContext.setOffline(false);
  await teacherContext.close();
});
