import { expect, test, type Page } from '@playwright/test';
import type { Account, Page as ListPage, PostedEntry } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Finance, the books' settings and corrections, as an Admin: a default account set from the
 * chart; a month closed (after the confirmation), and a transfer dated in it refused at its
 * date field; a transfer posted, opened on its entry page, reversed with a reason, and the two
 * entries linked both ways. Axe checks the dialogs and the entry page.
 * With ADMIN_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const dialog = (page: Page) => page.getByRole('dialog');

async function shoot(page: Page, name: string) {
  const dir = process.env.ADMIN_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A month long past that no run has closed yet (a retry runs against the same database). */
async function openPastMonth(page: Page): Promise<string> {
  const closed = new Set(((await api(page, 'GET', 'finance/periods')) as { month: string }[]).map((p) => p.month.slice(0, 7)));
  for (let m = 0; ; m++) {
    const month = `${2019 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    if (!closed.has(month)) return month;
  }
}

/** The value of the option whose text starts with `code · `. */
async function optionValue(page: Page, label: string, code: string) {
  const option = page.getByLabel(label, { exact: true }).locator('option', { hasText: `${code} · ` }).first();
  return (await option.getAttribute('value'))!;
}

test('an Admin sets a default account, closes a month, and reverses a transfer from its entry page', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = newTag();
  const code = `1040-${tag}`;
  await signIn(page, users.admin);
  const { time_zone, fullname } = (await api(page, 'GET', 'auth')) as { time_zone: string; fullname: string };
  const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: time_zone || undefined }).format(new Date());
  const chart = (await api(page, 'GET', 'finance/accounts?limit=500')) as ListPage<Account>;
  const bank = chart.data.find((a) => a.default_for === 'checks')!;
  await api(page, 'POST', 'account/add', { code, name: `Reserve bank ${tag}`, type: 'asset', is_cash: true });

  // Default accounts: the reserve bank becomes the bank checks are drawn on.
  await page.goto('/#/finance/list-account?page=1&limit=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeVisible();
  await shoot(page, 'chart');
  await page.getByRole('button', { name: 'Default accounts' }).click();
  const checks = dialog(page).getByLabel('Bank for checks');
  await expect(checks).toHaveValue(String(bank.id));
  // Only cash and bank accounts can hold the checks' role; income ones hold tuition.
  await expect(checks.locator('option', { hasText: 'Tuition income' })).toHaveCount(0);
  await expect(dialog(page).getByLabel('Tuition income').locator('option', { hasText: '1000 · Cash' })).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'default-accounts');
  await checks.selectOption({ label: `${code} · Reserve bank ${tag}` });
  await dialog(page).getByRole('button', { name: 'Save defaults' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('The default accounts have been saved')).toBeVisible();
  await page.getByLabel('Search by code or name').fill(tag);
  // The search reaches the address a moment later and re-renders the page: wait for it.
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByRole('row', { name: new RegExp(`^${code}\\s`) })).toContainText('Bank for checks');
  // Put the school's bank back, so the other specs find it as they left it.
  await api(page, 'PUT', 'account/defaults', { checks: bank.id });

  // Close a month: the first press explains, the second closes.
  const month = await openPastMonth(page);
  await page.getByRole('button', { name: 'Closed months' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Closed months' })).toBeVisible();
  await dialog(page).getByLabel('Month', { exact: true }).fill(month);
  await dialog(page).getByRole('button', { name: 'Close month…' }).click();
  await expect(dialog(page)).toContainText(`no entry can be dated in ${monthName(month)}`);
  await expect(dialog(page)).toContainText('nothing in the books changes');
  await expectNoViolations(page);
  await shoot(page, 'close-month-confirm');
  await dialog(page).getByRole('button', { name: `Close ${monthName(month)}` }).click();
  await expect(page.getByText('The month has been closed')).toBeVisible();
  await expect(dialog(page).getByRole('row', { name: new RegExp(monthName(month)) })).toContainText(fullname);
  // The same month again is refused at the field.
  await dialog(page).getByLabel('Month', { exact: true }).fill(month);
  await dialog(page).getByLabel('Month', { exact: true }).blur();
  await expect(dialog(page).getByText('This month is already closed.')).toBeVisible();
  await expect(dialog(page).getByLabel('Month', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'closed-months');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(dialog(page)).toBeHidden();

  // A transfer dated in the closed month is refused, with the server's words by the date.
  await page.goto('/#/finance/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer A2A' })).toBeVisible();
  await page.getByLabel('From account').selectOption(await optionValue(page, 'From account', '1010'));
  await page.getByLabel('To account').selectOption(await optionValue(page, 'To account', '1000'));
  await page.getByLabel(/^Amount/).fill('12.34');
  await page.getByLabel('Date').fill(`${month}-15`);
  await page.getByLabel('Memo').fill(`E2E reversal ${tag}`);
  await page.getByRole('button', { name: 'Post transfer' }).click();
  const closedMessage = `${monthName(month)} is closed. Date the entry in an open month.`;
  await expect(page.getByText(closedMessage)).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');

  // Dated today it posts; its entry id comes back with it.
  await page.getByLabel('Date').fill(today);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/tran') && r.status() === 201);
  await page.getByRole('button', { name: 'Post transfer' }).click();
  const { entry_id: entryId } = (await (await answer).json()) as PostedEntry;
  await expect(page.getByText('The transfer has been posted')).toBeVisible();

  // The entry page: a voucher of the transfer, balanced.
  await page.goto(`/#/finance/entry/${entryId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal entry' })).toBeVisible();
  const voucher = page.getByRole('article', { name: `Journal entry #${entryId}` });
  await expect(voucher).toContainText('Transfer');
  await expect(voucher).toContainText(`E2E reversal ${tag}`);
  await expect(voucher.getByRole('row', { name: /^1000 · Cash/ })).toBeVisible();
  await expect(voucher.getByRole('row', { name: /^1010 · Bank/ })).toBeVisible();
  await expect(voucher.getByRole('row', { name: /^Total/ })).toContainText('12.34');
  await expectNoViolations(page);
  await shoot(page, 'entry');

  // Reverse it with a reason; the dialog says what that means.
  await page.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(dialog(page)).toContainText('stays in the books as it is');
  await expect(dialog(page).getByLabel('Date of the reversal')).toHaveValue(today);
  await dialog(page).getByLabel('Date of the reversal').fill(`${month}-20`);
  await dialog(page).getByLabel('Reason').fill('Moved by mistake');
  await expect(dialog(page).getByText('A reversal cannot be dated before the entry it reverses.')).toBeVisible();
  await dialog(page).getByLabel('Date of the reversal').fill(today);
  await expectNoViolations(page);
  await shoot(page, 'reverse-dialog');
  await dialog(page).getByRole('button', { name: 'Reverse entry' }).click();

  // It lands on the reversal, which links back to the entry it undoes.
  await expect(page).not.toHaveURL(new RegExp(`#/finance/entry/${entryId}$`));
  await expect(page).toHaveURL(/#\/finance\/entry\/\d+$/);
  const reversalId = Number(/entry\/(\d+)$/.exec(page.url())![1]);
  const reversal = page.getByRole('article', { name: `Journal entry #${reversalId}` });
  await expect(reversal).toContainText('Reversal');
  await expect(reversal).toContainText('Moved by mistake');
  await shoot(page, 'reversal');
  await expect(page.getByRole('button', { name: 'Reverse entry' })).toBeVisible();
  await reversal.getByRole('link', { name: `entry #${entryId}` }).click();
  const original = page.getByRole('article', { name: `Journal entry #${entryId}` });
  await expect(original).toContainText(`Reversed by entry #${reversalId}`);
  await expect(page.getByRole('button', { name: 'Reverse entry' })).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'entry-reversed');
});
