import { expect, test, type Page } from '@playwright/test';
import { formatMoney, type Account, type Page as ListPage } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Finance, end to end as an Admin: the school's standard chart with balances, an account added
 * from the chart, and a transfer from Bank to Cash that moves both balances on the chart.
 * Axe checks the chart, its dialog and the transfer page.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, code: string) => page.getByRole('row', { name: new RegExp(`^${code}\\s`) });

async function balances(page: Page): Promise<Map<string, number>> {
  const chart = (await api(page, 'GET', 'finance/accounts?limit=500')) as ListPage<Account>;
  return new Map(chart.data.map((a) => [a.code, a.balance]));
}

test('an Admin reads the chart, adds an account and transfers money from Bank to Cash', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  const code = `1030-${tag}`;
  const name = `Petty cash ${tag}`;

  await signIn(page, users.admin);
  const { currency } = (await api(page, 'GET', 'auth')) as { currency: string };
  const money = (minor: number) => formatMoney(minor, currency);
  const before = await balances(page);

  // The sidebar links the built finance pages.
  await page.goto('/#/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Finance' }).click();
  await expect(nav.getByRole('link', { name: 'Chart of accounts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Transfer A2A' })).toBeVisible();
  await nav.getByRole('link', { name: 'Chart of accounts' }).click();

  // The standard chart, with balances.
  await expect(page.getByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeVisible();
  await expect(row(page, '1000')).toContainText('Cash');
  await expect(row(page, '1000')).toContainText('Cash for receipts');
  await expect(row(page, '1000')).toContainText(money(before.get('1000')!));
  await expect(row(page, '1010')).toContainText('Bank');
  await expect(row(page, '1010')).toContainText(money(before.get('1010')!));
  await expect(row(page, '4000')).toContainText('Tuition income');
  await expect(row(page, '4000')).toContainText('Income');
  await expectNoViolations(page);

  // The type filter narrows the chart.
  await page.getByLabel('Type', { exact: true }).selectOption('income');
  await expect(row(page, '4000')).toBeVisible();
  await expect(row(page, '1000')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row(page, '1000')).toBeVisible();

  // Add an account under Cash; the parent picker lists accounts of the chosen type only.
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add account' })).toBeVisible();
  await dialog(page).getByLabel('Code').fill(code);
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByLabel('Type').selectOption('asset');
  const parent = dialog(page).getByLabel('Parent account');
  await expect(parent.locator('option', { hasText: '1000 · Cash' })).toHaveCount(1);
  await expect(parent.locator('option', { hasText: 'Tuition income' })).toHaveCount(0);
  await parent.selectOption({ label: '1000 · Cash' });
  await dialog(page).getByLabel(/Cash or bank account/).check();
  await expectNoViolations(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('The account has been added')).toBeVisible();
  await page.getByLabel('Search by code or name').fill(tag);
  await expect(row(page, code)).toContainText(name);
  await expect(row(page, code)).toContainText(money(0));

  // The same code again is refused at the Code field.
  await page.getByRole('button', { name: 'Add account' }).click();
  await dialog(page).getByLabel('Code').fill(code);
  await dialog(page).getByLabel('Name').fill(`${name} again`);
  await dialog(page).getByLabel('Type').selectOption('asset');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();

  // Transfer A2A: 250.75 from Bank to Cash.
  await nav.getByRole('link', { name: 'Transfer A2A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer A2A' })).toBeVisible();
  await page.getByLabel('From account').selectOption({ label: `1010 · Bank (${money(before.get('1010')!)})` });
  await page.getByLabel('To account').selectOption({ label: `1000 · Cash (${money(before.get('1000')!)})` });
  await page.getByLabel(/^Amount/).fill('0');
  await page.getByLabel('Memo').click();
  await expect(page.getByText('Amount must be more than zero.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post transfer' })).toBeDisabled();
  await page.getByLabel(/^Amount/).fill('250.75');
  await page.getByLabel('Memo').fill(`E2E float ${tag}`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Post transfer' }).click();
  await expect(page.getByText('The transfer has been posted')).toBeVisible();
  // The form starts afresh, its pickers showing the new balances.
  await expect(page.getByLabel(/^Amount/)).toHaveValue('');
  await expect(page.getByLabel('From account').locator('option', { hasText: `1010 · Bank (${money(before.get('1010')! - 25075)})` })).toHaveCount(1);

  // Both balances moved on the chart.
  await nav.getByRole('link', { name: 'Chart of accounts' }).click();
  await expect(row(page, '1010')).toContainText(money(before.get('1010')! - 25075));
  await expect(row(page, '1000')).toContainText(money(before.get('1000')! + 25075));
  const after = await balances(page);
  expect(after.get('1010')).toBe(before.get('1010')! - 25075);
  expect(after.get('1000')).toBe(before.get('1000')! + 25075);
});
