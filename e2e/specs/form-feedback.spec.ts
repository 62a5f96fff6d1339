import { expect, test, type Locator, type Page } from '@playwright/test';
import { STALE_ROW_MESSAGE } from '@contract';
import { users } from '../fixtures/users';
import { api, signIn } from './_support';

/**
 * What a form tells its user (issue 10, items 4, 8 and 11, and security 7's row versions):
 * arrow keys on Class stay on Class, a server refusal shows at its field and stays there, a save
 * from a stale copy offers Reload, Escape asks before discarding edits, and toasts keep clear of
 * the header's year badge and Offline pill.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

/** Two classes, one section each, in the active year. */
async function twoClasses(page: Page, tag: string) {
  const made = [];
  // Classes list by sort order: Beta right after Alpha. A sort order of this attempt's own, so a
  // retry's Alpha is never followed by the first attempt's Beta.
  const base = 100 + ((Math.floor(Date.now() / 1000) % 350) * 2);
  for (const [i, [name, section]] of [[`Alpha ${tag}`, 'North'], [`Beta ${tag}`, 'South']].entries()) {
    const cls = await api(page, 'POST', 'class', { name, sort_order: base + i, next_class_id: null });
    await api(page, 'POST', 'sections', { class_id: cls.id, name: section, capacity: 40 });
    made.push({ id: cls.id as number, name: name! });
  }
  return made;
}

/** The text of what a field's aria-describedby points at (its hint and its error). */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('arrow keys on Class keep choosing classes: focus never jumps to Section', async ({ page }) => {
  const tag = newTag();
  await signIn(page, users.admin);
  const [alpha, beta] = await twoClasses(page, tag);

  await page.goto('/#/students/add');
  const classSelect = page.getByLabel('Class', { exact: true });
  const section = page.getByLabel('Section', { exact: true });
  await classSelect.selectOption({ label: alpha!.name });
  await section.selectOption({ label: 'North · 0/40' });
  await classSelect.focus();
  await expect(classSelect).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(classSelect).toHaveValue(String(beta!.id));
  await expect(classSelect).toBeFocused();
  await expect(section).toHaveValue('');
  await page.keyboard.press('ArrowUp');
  await expect(classSelect).toHaveValue(String(alpha!.id));
  await expect(classSelect).toBeFocused();

  // The same on a list's filters: the class filter clears the section and keeps focus.
  await page.goto(`/#/students/list-performance?class_id=${alpha!.id}`);
  const filter = page.getByLabel('Class', { exact: true });
  await expect(filter).toHaveValue(String(alpha!.id));
  // The list of classes as the server has it now (a saved copy may be shown first).
  await expect(filter.getByRole('option', { name: beta!.name })).toHaveCount(1);
  await filter.focus();
  await expect(filter).toBeFocused();
  // Other specs add classes meanwhile (by name, alpha may be the last): step to a neighbour that exists.
  const values = await filter.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await page.keyboard.press(values.at(-1) === String(alpha!.id) ? 'ArrowUp' : 'ArrowDown');
  // Which class comes next depends on the classes other specs add meanwhile: whichever it is, the address follows it.
  await expect(filter).not.toHaveValue(String(alpha!.id));
  const next = await filter.inputValue();
  await expect(page).toHaveURL(new RegExp(`class_id=${next}(&|$)`));
  await expect(filter).toBeFocused();
});

test('a refused admission shows at the field it names and stays after the toast would have gone', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const [alpha] = await twoClasses(page, tag);
  const taken = phone();
  await api(page, 'POST', 'parents', { fullname: `Taken ${tag}`, phone: taken });

  await page.goto('/#/students/add');
  await page.getByLabel('First name').fill('Zara');
  await page.getByLabel('Last name').fill(`Refused${tag}`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('2016-02-03');
  await page.getByLabel('Parent full name').fill(`Parent ${tag}`);
  const parentPhone = page.getByLabel('Parent phone');
  await parentPhone.fill(taken);
  await page.getByLabel('Class', { exact: true }).selectOption({ label: alpha!.name });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'North · 0/40' });
  await page.getByRole('button', { name: 'Save admission' }).click();

  const message = 'A parent with this phone number already exists. Pick that parent instead.';
  await expect.poll(() => description(parentPhone)).toBe(message);
  await expect(parentPhone).toHaveAttribute('aria-invalid', 'true');
  await expect(parentPhone).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.waitForTimeout(3_500);
  await expect.poll(() => description(parentPhone)).toBe(message);

  // Changing the field clears it; a birth date after admission is refused at Date of birth.
  await parentPhone.fill(phone());
  await expect.poll(() => description(parentPhone)).toBe('');
  await page.getByLabel('Admission date').fill('2020-01-10');
  await page.getByLabel('Date of birth').fill('2021-05-05');
  await page.getByRole('button', { name: 'Save admission' }).click();
  await expect.poll(() => description(page.getByLabel('Date of birth'))).toBe('The date of birth must be before the admission date.');
});

test('a dialog: an overlapping year is refused at Start date; Escape with edits asks before discarding', async ({ page }) => {
  const tag = newTag();
  await signIn(page, users.admin);
  const years = (await api(page, 'GET', 'acedmic?limit=500')).data as { name: string; start_date: string; end_date: string; active: boolean }[];
  const active = years.find((y) => y.active)!;

  await page.goto('/#/settings/list-academic');
  await page.getByRole('button', { name: 'Add academic year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add academic year' });
  await dialog.getByLabel('Name').fill(`Clash ${tag}`);
  await dialog.getByLabel('Start date').fill(active.start_date.slice(0, 10));
  await dialog.getByLabel('End date').fill(active.end_date.slice(0, 10));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const start = dialog.getByLabel('Start date');
  await expect.poll(() => description(start)).toBe(`These dates overlap the academic year ${active.name}.`);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Unsaved edits: Escape asks; Keep editing goes back with everything kept.
  // (Headless UI's dialog roots have no box of their own: visibility is checked on their content.)
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  const keep = question.getByRole('button', { name: 'Keep editing' });
  await expect(keep).toBeVisible();
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(question).toHaveCount(0);
  await expect(dialog.getByLabel('Name')).toHaveValue(`Clash ${tag}`);
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);

  // Nothing typed: Escape closes at once.
  await page.getByRole('button', { name: 'Add academic year' }).click();
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(question).toHaveCount(0);
});

test('toasts keep clear of the year badge and the Offline pill', async ({ page, context }) => {
  const tag = newTag();
  await signIn(page, users.admin);
  await page.goto('/#/settings/list-rooms');
  const badge = page.getByTestId('academic-year');
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(`Toast ${tag}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Polled: a toast slides in from above before it settles.
  await expect.poll(async () => overlaps((await toast.boundingBox())!, (await badge.boundingBox())!)).toBe(false);

  await context.setOffline(true);
  // includeHidden: while a dialog is open the header is inert, out of the accessibility tree.
  const pill = page.getByRole('status', { includeHidden: true }).filter({ hasText: /^Offline$/ });
  await expect(pill).toBeVisible();
  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(`Offline ${tag}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: /offline/i }).first();
  await expect(refusal).toBeVisible();
  for (const box of [await pill.boundingBox(), await badge.boundingBox()]) {
    await expect.poll(async () => overlaps((await refusal.boundingBox())!, box!)).toBe(false);
  }
  await context.setOffline(false);
});

test('a save from a stale copy says so at the form; Reload shows the latest and the next save goes through', async ({ page }) => {
  const tag = newTag();
  await signIn(page, users.admin);
  const [alpha] = await twoClasses(page, tag);
  const sectionId = (await api(page, 'GET', `sections?class_id=${alpha!.id}`)).data[0].id;
  const { id } = await api(page, 'POST', 'studentClass/add', {
    admission_no: `STALE-${tag}`, first_name: 'Ines', last_name: `Stale${tag}`, gender: 'Female', date_of_birth: '2015-03-03', admission_date: '2024-01-10',
    parent: { fullname: `Parent ${tag}`, phone: phone() }, class_id: alpha!.id, section_id: sectionId,
  });

  await page.goto(`/#/students/view/${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit student' });
  await dialog.getByLabel('House').fill('Blue');

  // Meanwhile someone else saves the student.
  const s = await api(page, 'GET', `students/${id}`);
  await api(page, 'PUT', `students/${id}`, {
    admission_no: s.admission_no, first_name: s.first_name, middle_name: s.middle_name, last_name: s.last_name, gender: s.gender,
    date_of_birth: s.date_of_birth.slice(0, 10), photo: s.photo, address: s.address, house: 'Red', admission_date: s.admission_date.slice(0, 10),
    fee_discount: s.fee_discount, parent_id: s.parent_id, version: s.version,
  });

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(new RegExp(STALE_ROW_MESSAGE.replace(/\./g, '\\.')));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByLabel('House')).toHaveValue('Red');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('House').fill('Green');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await api(page, 'GET', `students/${id}`)).house).toBe('Green');
});
