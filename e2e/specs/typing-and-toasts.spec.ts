import { expect, test, type Locator, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { admitStudents, api, signIn } from './_support';

/**
 * The shared widgets as people use them: a birth date typed in one go from the keyboard (at a
 * secretary's speed and at a script's), and a toast that leaves the next button free, so the
 * transfer certificate prints straight after the transfer.
 */

/** A class with one section in the active year. */
async function setUpSection(page: Page, tag: string) {
  const cls = await api(page, 'POST', 'class', { name: `Year ${tag}`, sort_order: 900 });
  await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  const sections = await api(page, 'GET', `sections?class_id=${cls.id}&limit=50`);
  return { classId: cls.id as number, sectionId: sections.data[0].id as number };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The button is clear of every toast on the page, and takes a click at once. */
async function expectClearOfToasts(page: Page, button: Locator) {
  const box = (await button.boundingBox())!;
  for (const toast of await page.locator('[data-sonner-toast]').all()) {
    const toastBox = await toast.boundingBox();
    if (toastBox) expect(overlaps(box, toastBox), 'a toast sits over the button').toBe(false);
  }
}

for (const delay of [120, 0]) {
  test(`a date of birth typed in one go keeps its year (${delay ? 'at human speed' : 'at once'})`, async ({ page }) => {
    await signIn(page, users.admin);
    await page.goto('/#/students/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Admit Student' })).toBeVisible();
    const born = page.getByLabel('Date of birth');
    // Focus lands on the month, as a Tab into the field does.
    await born.focus();
    await page.keyboard.type('05142019', { delay });
    await expect(born).toHaveValue('2019-05-14');
    await page.getByLabel('Admission number').focus();
    await expect(born).toHaveValue('2019-05-14');
    await expect(born).not.toHaveAttribute('aria-invalid', 'true');
  });
}

for (const width of [1280, 800]) {
  test(`printing a transfer certificate straight after the transfer (${width} px)`, async ({ page }) => {
    test.setTimeout(60_000);
    const tag = Date.now().toString(36).slice(-4).toUpperCase();
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, users.admin);
    const { classId, sectionId } = await setUpSection(page, `T${tag}`);
    const [id] = await admitStudents(page, { tag: `TC${tag}`, last: `Leaver${tag}`, firsts: ['Ruth'], classId, sectionId, dateOfBirth: '2015-03-02' });
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });

    await page.goto(`/#/students/view/${id}`);
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Destination school').fill('Hill School');
    await dialog.getByLabel('Reason').fill('Family moved');
    await dialog.getByRole('button', { name: 'Transfer out' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'The student has been transferred out' });
    await expect(toast).toBeVisible();

    // Straight on, with the toast still showing: a click that waited for it to leave would time out.
    const certificate = page.getByRole('link', { name: 'Transfer certificate' });
    await expectClearOfToasts(page, certificate);
    await certificate.click({ timeout: 1000 });
    const print = page.getByRole('button', { name: 'Print certificate' });
    await expect(print).toBeVisible();
    await expect(toast).toBeVisible();
    await expectClearOfToasts(page, print);
    await print.click({ timeout: 1000 });
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
}

test('a toast the pointer rests on still leaves, and takes no click beside its text', async ({ page }) => {
  test.setTimeout(30_000);
  await page.goto('/#/auth/login');
  await page.getByLabel('Username').fill(users.admin.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Beside its text (the toast's padding) a click reaches the page under it.
  const box = (await toast.boundingBox())!;
  const caught = await page.evaluate(([x, y]: number[]) => !!document.elementFromPoint(x!, y!)?.closest('[data-sonner-toast]'), [box.x + box.width - 3, box.y + box.height - 3]);
  expect(caught).toBe(false);
  await toast.hover();
  await page.waitForTimeout(500);
  await toast.hover();
  // 3 s a toast, a few more under the pointer to finish reading, never for good.
  await expect(toast).toBeHidden({ timeout: 9_000 });
});
