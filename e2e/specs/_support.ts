import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs in through the real sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: { username: string; password: string }, opts: { remember?: boolean } = {}) {
  await page.goto('/#/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * axe finds nothing on the page. Success toasts fade in and out, and mid-animation their text
 * reads as low contrast; the toaster is the shell's, not part of the page under test. A colour
 * caught mid-transition (a row's hover, a dialog fading out) reads as low contrast too, so what
 * axe finds is looked at again once transitions (200 ms here) are over: only what stays counts.
 */
export async function expectNoViolations(page: Page) {
  const analyze = () => new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  let results = await analyze();
  if (results.violations.length) {
    await page.waitForTimeout(500);
    results = await analyze();
  }
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Calls the API as the signed-in page would (its token and XSRF cookie), for set-up the test
 * is not about. Fails the test on any answer other than 2xx.
 */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

let phoneSeq = 0;
/** A parent phone no other run or student has. */
const newPhone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

/**
 * Admits one student per first name into a section through the API (admission numbers
 * `${tag}-01`…, each with a parent of their own) and returns their ids in that order.
 */
export async function admitStudents(
  page: Page,
  opts: { tag: string; last: string; firsts: string[]; classId: number; sectionId: number; dateOfBirth: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, first] of opts.firsts.entries()) {
    const admitted = await api(page, 'POST', 'studentClass/add', {
      admission_no: `${opts.tag}-${String(i + 1).padStart(2, '0')}`,
      first_name: first,
      last_name: opts.last,
      gender: i % 2 ? 'Male' : 'Female',
      date_of_birth: opts.dateOfBirth,
      admission_date: '2024-01-10',
      parent: { fullname: `Parent of ${first}`, phone: newPhone() },
      class_id: opts.classId,
      section_id: opts.sectionId,
    });
    ids.push(admitted.id);
  }
  return ids;
}

/**
 * With the environment variable `dirVar` naming a folder, saves the page from the top at 1280
 * and 800 px, then goes back to the tablet viewport the specs run in.
 */
export async function shoot(page: Page, dirVar: string, name: string) {
  const dir = process.env[dirVar];
  if (!dir) return;
  // From the top: a page scrolled to its last row would draw the sticky bars mid-picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 800, height: 1280 });
}
