import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Settings › school structure, end to end as an Admin: a new academic year made active (the
 * header follows without a reload), then a class, a room, a section of that class with a
 * class teacher, a subject for the class and its subject teacher. Axe checks every page.
 */


/** Calls the API as the signed-in browser user (bearer from localStorage, XSRF from the cookie). */

const dialog = (page: Page) => page.getByRole('dialog');

test('an Admin sets up a year, class, room, section with teachers and a subject', async ({ page }) => {
  // About 40 s alone; beside the office half on 2 cores it ran past 90 s, and a cut-off run leaves its year active for the next spec.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  const yearName = `E2E ${tag}`;
  const className = `Form ${tag}`;
  const roomName = `Room ${tag}`;
  const subjectName = `Physics ${tag}`;

  await signIn(page, users.admin);
  const before = await api(page, 'GET', 'auth');
  const teacher = await api(page, 'POST', 'employees', {
    first_name: 'Tina',
    last_name: `Teach${tag}`,
    gender: 'Female',
    job_title: 'Teacher',
    type: 'teacher',
    hire_date: '2024-01-10',
  });
  const teacherLabel = `Tina Teach${tag} · ${teacher.number}`;

  // Academic year: add it, then make it active; the header follows without a reload.
  await page.goto('/#/settings/list-academic');
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Years' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add academic year' }).click();
  await dialog(page).getByLabel('Name').fill(yearName);
  await dialog(page).getByLabel('Start date').fill('2041-01-01');
  await dialog(page).getByLabel('End date').fill('2040-12-31');
  await expect(dialog(page).getByText('The end date must be after the start date.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page).getByLabel('End date').fill('2041-12-31');
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  const yearRow = page.getByRole('row', { name: new RegExp(yearName) });
  await expect(yearRow).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await yearRow.getByRole('button', { name: `Make active ${yearName}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Make this year active?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Make active' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('academic-year')).toContainText(yearName);
  await expect(yearRow.getByText('Active', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // A class, through the Classes page.
  await page.goto('/#/settings/list-classes');
  await page.getByRole('button', { name: 'Add class' }).click();
  await dialog(page).getByLabel('Name').fill(className);
  await dialog(page).getByLabel('Monthly tuition fee (USD)').fill('120');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(className) })).toBeVisible();

  // A room.
  await page.goto('/#/settings/list-rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await page.getByRole('button', { name: 'Add room' }).click();
  await dialog(page).getByLabel('Name').fill(roomName);
  await dialog(page).getByLabel('Capacity').fill('32');
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${roomName}\\s+32`) })).toBeVisible();
  await expectNoViolations(page);

  // A subject taken by the class.
  await page.goto('/#/settings/list-subject');
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects' })).toBeVisible();
  await page.getByRole('button', { name: 'Add subject' }).click();
  await dialog(page).getByLabel('Name').fill(subjectName);
  await dialog(page).getByLabel('Code').fill(`PHY-${tag}`);
  await dialog(page).getByRole('checkbox', { name: className }).check();
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${subjectName}.*${className}`) })).toBeVisible();
  await expectNoViolations(page);

  // A section of the class, in the new active year, with its class teacher.
  await page.goto('/#/settings/list-sections');
  await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
  await expect(page.getByLabel('Academic year')).toHaveValue(String((await api(page, 'GET', 'acedmic?search=' + encodeURIComponent(yearName))).data[0].id));
  await page.getByRole('button', { name: 'Add section' }).click();
  // The dialog says which year the section goes into.
  await expect(dialog(page).getByRole('heading', { name: `Add section to ${yearName}` })).toBeVisible();
  await dialog(page).getByLabel('Class', { exact: true }).selectOption({ label: className });
  await dialog(page).getByLabel('Section name').fill('North');
  await dialog(page).getByLabel('Room').selectOption({ label: `${roomName} (seats 32)` });
  await dialog(page).getByLabel('Class teacher').selectOption({ label: teacherLabel });
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  const sectionRow = page.getByRole('row', { name: new RegExp(`${className}\\s+North\\s+${roomName}\\s+Tina Teach${tag}`) });
  await expect(sectionRow).toBeVisible();
  await expectNoViolations(page);

  // Its subject teacher.
  await sectionRow.getByRole('button', { name: `Subject teachers of ${className} North` }).click();
  const picker = dialog(page).getByLabel(`${subjectName} (PHY-${tag})`);
  await expect(picker).toBeVisible();
  await picker.selectOption({ label: teacherLabel });
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  const sections = await api(page, 'GET', `sections?search=North`);
  const section = sections.data.find((s: { class_name: string }) => s.class_name === className);
  const detail = await api(page, 'GET', `sections/${section.id}`);
  expect(detail.subjects).toEqual([expect.objectContaining({ subject_name: subjectName, teacher_id: teacher.id })]);

  // General: the school profile and the user's own card.
  await page.goto('/#/settings/general');
  await expect(page.getByRole('heading', { name: 'School profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expectNoViolations(page);

  // Leave the seeded year active again for the specs that follow.
  if (before.academic_name) {
    const seeded = (await api(page, 'GET', `acedmic?search=${encodeURIComponent(before.academic_name)}`)).data[0];
    await api(page, 'PUT', 'acedmic/change', { id: seeded.id });
  }
});

test('General without school-profile shows only the own profile card', async ({ page }) => {
  await signIn(page, users.teacher);
  await page.goto('/#/settings/general');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'School profile' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(users.teacher.username, { exact: true })).toBeVisible();
  await expectNoViolations(page);
});
