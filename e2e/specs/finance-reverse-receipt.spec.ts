import { expect, test, type Page } from '@playwright/test';
import { formatMoney, IDEMPOTENCY_HEADER } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, shoot, sidebarNav, signIn } from './_support';

/**
 * Reversing a payment from its receipt (issue 28): a student billed 45.00 pays 20.00 at the
 * counter; on the receipt's page Reverse asks for a reason and posts the reversal. The receipt
 * then reads void, names the reversal and offers no second Reverse; the payment's entry says it
 * was reversed and names the pupil; and the student owes the whole 45.00 again.
 * With REVERSE_SHOTS=<dir> it saves the reversed receipt and the entry at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

async function billMonth(page: Page, month: string, classId: number) {
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/finance/fees/generate', {
    data: { month, class_ids: [classId] },
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf, [IDEMPOTENCY_HEADER]: `e2e-rev-${month}-${classId}-${Date.now()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('reversing a payment from its receipt: the reason asked, the receipt void, the entry reversed, the balance restored', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const tag = newTag();
  await signIn(page, users.admin);
  const { currency, time_zone } = (await api(page, 'GET', 'auth')) as { currency: string; time_zone: string };
  const money = (minor: number) => formatMoney(minor, currency);
  const month = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: time_zone || undefined }).format(new Date()).slice(0, 7);
  const cls = await api(page, 'POST', 'class', { name: `Rev ${tag}`, sort_order: 971, monthly_fee: 4500 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-1`,
    first_name: 'Rita',
    last_name: `Rev${tag}`,
    gender: 'Female',
    date_of_birth: '2015-05-01',
    admission_date: '2024-01-10',
    parent: { fullname: 'Parent Rita', phone: `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}` },
    class_id: cls.id,
    section_id: section.id,
  });
  await billMonth(page, month, cls.id);
  const pupil = `Rita Rev${tag}`;

  // Receive payment at the counter.
  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Receive payment' }).click();
  await page.getByRole('switch', { name: 'Fee counter mode' }).check();
  const search = page.getByRole('combobox', { name: 'Find the student' });
  await search.fill(pupil);
  await page.keyboard.press('Enter');
  const amount = page.getByLabel(`Amount (${currency})`);
  await expect(amount).toBeFocused();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: /^Last receipt: no \d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace(/\D+/g, ''));

  // The receipt's page: Reverse, with its reason.
  await page.getByRole('link', { name: `Open receipt ${number}` }).click();
  const receipt = page.getByRole('article', { name: `Receipt ${number}` });
  await expect(receipt).toContainText(`Balance to date: owes ${money(2500)}`);
  const entryLink = page.getByRole('link', { name: /^entry #\d+$/ });
  const paymentEntry = Number(((await entryLink.textContent()) ?? '').match(/#(\d+)/)![1]);
  await page.getByRole('button', { name: 'Reverse', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reverse entry #${paymentEntry}` });
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toBeVisible();
  await expectNoViolations(page);
  await reason.fill('Paid into the wrong student');
  await dialog.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(reason).toBeHidden();

  // The receipt reads void, says by which entry and why, and what is owed now; no second Reverse.
  await expect(page.getByRole('heading', { level: 2, name: 'Receipt (void)' })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'Reversed on' });
  await expect(note).toContainText('Paid into the wrong student');
  await expect(note).toContainText(`${pupil} now owes ${money(4500)}`);
  await expect(page.getByRole('button', { name: 'Reverse', exact: true })).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'REVERSE_SHOTS', 'receipt-reversed');

  // The payment's entry: reversed, and the pupil named with a link to the statement.
  await page.getByRole('link', { name: `entry #${paymentEntry}`, exact: true }).click();
  const voucher = page.getByRole('article', { name: `Journal entry #${paymentEntry}` });
  await expect(voucher).toContainText('Reversed by');
  await expect(page.getByRole('button', { name: 'Reverse entry' })).toHaveCount(0);
  await shoot(page, 'REVERSE_SHOTS', 'entry-reversed');
  await voucher.getByRole('link', { name: pupil }).click();

  // The statement: the balance is back to the whole month's fee.
  await expect(page.getByRole('heading', { level: 1, name: 'Student Transaction' })).toBeVisible();
  await expect(page.getByText(new RegExp(`owes ${money(4500).replace(/[.$]/g, '\\$&')}`)).first()).toBeVisible();
});
