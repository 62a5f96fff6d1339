import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@contract';
import { SCHOOL_NAME, users } from '../fixtures/users';
import { api, expectNoViolations, sidebarNav, signIn } from './_support';

/**
 * Finance › Write check, end to end as an Admin: a check of two lines posted from the form,
 * its voucher (and that only the voucher prints), the next number suggested, a duplicate
 * number refused at the number field, then the register: one check marked cleared (it can no
 * longer be voided), the other voided with a reason. Axe checks every page and dialog.
 * With CHECKS_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.CHECKS_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell slides its sidebar in or out over 200 ms when the width crosses 992 px.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const line = (page: Page, n: number) => page.getByRole('group', { name: `Line ${n}` });
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, number: string) => page.getByRole('row', { name: new RegExp(`\\b${number}\\b`) });

async function fillLine(page: Page, n: number, account: string, amount: string) {
  await line(page, n).getByLabel('Account').selectOption({ label: account });
  await line(page, n).getByLabel(/^Amount/).fill(amount);
}

test('a bursar writes a check, prints its voucher, and voids it from the register', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  const first = String(100_000 + (Date.now() % 800_000));
  const second = String(Number(first) + 1);
  const payee = `Sunrise Stationers ${tag}`;

  await signIn(page, users.admin);
  const { currency } = (await api(page, 'GET', 'auth')) as { currency: string };
  const money = (minor: number) => formatMoney(minor, currency);

  // The sidebar opens the page.
  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Write Check', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write Check' })).toBeVisible();
  await expect(page.getByLabel('Bank account')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Bank account').locator('option:checked')).toHaveText(/^1010 · Bank/);

  // Two lines, a running total in the currency.
  await page.getByLabel('Check number').fill(first);
  await page.getByLabel('Payee').fill(payee);
  await page.getByLabel('Memo').fill('Exercise books and the water bill');
  await fillLine(page, 1, '5400 · Supplies', '1,000');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(line(page, 2).getByLabel('Account')).toBeFocused();
  await fillLine(page, 2, '5300 · Utilities', '250.50');
  await expect(page.getByText(money(125050), { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'write-check');

  // Posting opens the voucher.
  await page.getByRole('button', { name: 'Write check' }).click();
  await expect(page.getByText(`Check ${first} has been written`)).toBeVisible();
  await expect(page).toHaveURL(/#\/finance\/check\/\d+$/);
  const voucher = page.getByRole('article', { name: `Payment voucher, check ${first}` });
  await expect(voucher).toContainText(SCHOOL_NAME);
  await expect(voucher).toContainText(payee);
  await expect(voucher).toContainText('Bank');
  await expect(voucher.getByRole('row', { name: /5400 · Supplies/ })).toContainText('1,000.00');
  await expect(voucher.getByRole('row', { name: /5300 · Utilities/ })).toContainText('250.50');
  await expect(voucher.getByRole('row', { name: /Total/ })).toContainText(money(125050));
  await expect(voucher).toContainText('One thousand two hundred fifty and 50/100');
  await expect(voucher).toContainText('Exercise books and the water bill');
  await expect(voucher).toContainText(/Prepared by\s*\S+/);
  await expect(voucher).toContainText('Approved by');
  await expect(voucher).toContainText('Received by');
  await expectNoViolations(page);
  await shoot(page, 'voucher');

  // On paper only the voucher shows: not the sidebar, nor the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(voucher).toBeVisible();
  await expect(sidebarNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print voucher' })).toBeHidden();
  if (process.env.CHECKS_SHOTS) await page.screenshot({ path: `${process.env.CHECKS_SHOTS}/voucher-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The next check: its number is suggested; the used one is refused at the number field.
  await page.getByRole('link', { name: 'Write another check' }).click();
  await expect(page.getByLabel('Check number')).toHaveValue(second);
  await expect(page.getByLabel('Check number')).toHaveAccessibleDescription(`The highest used on this account is ${first}.`);
  await page.getByLabel('Check number').fill(first);
  await page.getByLabel('Payee').fill(`City Water ${tag}`);
  await fillLine(page, 1, '5300 · Utilities', '80');
  await page.getByRole('button', { name: 'Write check' }).click();
  await expect(page.getByLabel('Check number')).toHaveAccessibleDescription(new RegExp(`^Check ${first} is already written on this bank account\\. Use the next number in the book\\.`));
  await expect(page.getByLabel('Check number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await shoot(page, 'duplicate-number');
  await page.getByLabel('Check number').fill(second);
  await page.getByRole('button', { name: 'Write check' }).click();
  await expect(page.getByText(`Check ${second} has been written`)).toBeVisible();

  // The register lists both, issued.
  await page.getByRole('link', { name: 'Check register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check register' })).toBeVisible();
  await expect(row(page, first)).toContainText(payee);
  await expect(row(page, first)).toContainText(money(125050));
  await expect(row(page, first)).toContainText('Issued');
  await expect(row(page, second)).toContainText('Issued');
  await expectNoViolations(page);
  await shoot(page, 'register');

  // The bank paid the second: cleared, it can no longer be voided.
  await row(page, second).getByRole('button', { name: `Mark cleared check ${second}` }).click();
  await expect(dialog(page).getByRole('heading', { name: `Mark check ${second} cleared` })).toBeVisible();
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Mark cleared' }).click();
  await expect(page.getByText('The check has been marked cleared')).toBeVisible();
  await expect(row(page, second)).toContainText('Cleared');
  await expect(row(page, second).getByRole('button', { name: `Void check ${second}` })).toHaveCount(0);

  // Void the first with a reason: a reversal is posted, and the register says Voided.
  await row(page, first).getByRole('button', { name: `Void check ${first}` }).click();
  await expect(dialog(page).getByRole('heading', { name: `Void check ${first}` })).toBeVisible();
  await expect(dialog(page)).toContainText('posts a reversal');
  await expect(dialog(page)).toContainText('nothing is edited or deleted');
  await dialog(page).getByLabel('Reason').fill('Payee lost the check');
  await expectNoViolations(page);
  await shoot(page, 'void-dialog');
  await dialog(page).getByRole('button', { name: 'Void check' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('The check has been voided')).toBeVisible();
  await expect(row(page, first)).toContainText('Voided');
  await expect(row(page, first).getByRole('button')).toHaveCount(0);

  // The status filter finds it among the voided.
  await page.getByLabel('Status', { exact: true }).selectOption('Voided');
  await expect(row(page, first)).toBeVisible();
  await expect(row(page, second)).toHaveCount(0);
  await expectNoViolations(page);

  // Its voucher now says void.
  await row(page, first).getByRole('link', { name: `Voucher of check ${first}` }).click();
  await expect(page.getByRole('article', { name: `Payment voucher, check ${first}` })).toContainText(/Void · reversed on/);
  await expectNoViolations(page);
});
