import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, sidebarNav, signIn } from './_support';

/**
 * Finance › Generate fee, end to end as an Admin: a class of its own with a monthly fee and two
 * students; the preview shows them new, Post bills them (the server's toast), the preview then
 * shows them Already billed and Post has nothing left to do. Axe checks the page.
 * With FEES_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

async function admit(page: Page, tag: string, n: number, first: string, classId: number, sectionId: number) {
  await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`,
    first_name: first,
    last_name: `Fee${tag}`,
    gender: 'Female',
    date_of_birth: `2015-05-0${n}`,
    admission_date: '2024-01-10',
    parent: { fullname: `Parent ${first}`, phone: phone() },
    class_id: classId,
    section_id: sectionId,
  });
}

async function shoot(page: Page, name: string) {
  const dir = process.env.FEES_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an Admin previews a month of fees, posts the new charges, and the run then has nothing left to bill', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const className = `Fees ${tag}`;
  await signIn(page, users.admin);
  const { currency } = (await api(page, 'GET', 'auth')) as { currency: string };
  const cls = await api(page, 'POST', 'class', { name: className, sort_order: 960, monthly_fee: 4500 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  await admit(page, tag, 1, 'Ada', cls.id, section.id);
  await admit(page, tag, 2, 'Ben', cls.id, section.id);

  // The class list is saved on the device: start from the server's.
  await page.evaluate(() => localStorage.removeItem('schooldesk_query_cache'));
  await page.goto('/#/dashboard');
  await page.reload();
  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Generate Fee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Fee' })).toBeVisible();

  const month = await page.getByLabel('Month', { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await page.getByLabel(new RegExp(`^${className}`)).check();
  await page.getByRole('button', { name: 'Preview' }).click();

  // Two new charges of 45.00 each.
  await expect(page.getByText(`2 new: ${formatMoney(9000, currency)} · 0 already billed · 0 changed`)).toBeVisible();
  const row = (first: string) => page.getByRole('row', { name: new RegExp(`${first} Fee${tag}`) });
  await expect(row('Ada')).toContainText(`${tag}-1`);
  await expect(row('Ada')).toContainText(className);
  await expect(row('Ada')).toContainText(formatMoney(4500, currency));
  await expect(row('Ada')).toContainText('New');
  await expect(row('Ben')).toContainText('New');
  await expectNoViolations(page);
  await shoot(page, 'preview');

  // Post bills them; the server says so.
  const post = page.getByRole('button', { name: /^Post \d+ charges?$/ });
  await expect(post).toHaveText('Post 2 charges');
  await post.click();
  await expect(page.getByText(`Billed 2 students for ${monthName(month)}`)).toBeVisible();

  // The preview is read again: both already billed, nothing left to post.
  await expect(page.getByText(`0 new: ${formatMoney(0, currency)} · 2 already billed · 0 changed`)).toBeVisible();
  await expect(row('Ada')).toContainText('Already billed');
  await expect(row('Ben')).toContainText('Already billed');
  await expect(page.getByRole('button', { name: 'Post 0 charges' })).toBeDisabled();
  await expect(page.getByText(/^Nothing new to bill/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'billed');
});
