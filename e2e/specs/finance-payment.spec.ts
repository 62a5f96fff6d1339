import { expect, test, type Page } from '@playwright/test';
import { formatMoney, IDEMPOTENCY_HEADER } from '@contract';
import { SCHOOL_NAME, users } from '../fixtures/users';
import { api, expectNoViolations, sidebarNav, signIn } from './_support';

/**
 * Finance › Receive payment in fee counter mode, end to end as an Admin: a class of its own
 * billed a month's fee (45.00) through the API; at the counter the keyboard alone finds the
 * student by typing, takes a part payment (20.00) with Enter, prints the receipt (window.print
 * is stubbed to count its calls) and leaves the focus in the emptied search. The receipt's text
 * is checked on the page, on its own printable page and in the receipt book; axe checks each.
 * With PAYMENT_SHOTS=<dir> it also saves screenshots at 1280 and 800 px (and the printed receipt).
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

async function admit(page: Page, tag: string, n: number, first: string, classId: number, sectionId: number) {
  await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`,
    first_name: first,
    last_name: `Pay${tag}`,
    gender: 'Female',
    date_of_birth: `2015-05-0${n}`,
    admission_date: '2024-01-10',
    parent: { fullname: `Parent ${first}`, phone: phone() },
    class_id: classId,
    section_id: sectionId,
  });
}

/** The month's fees for one class, posted through the API under an Idempotency-Key of its own. */
async function billMonth(page: Page, month: string, classId: number) {
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/finance/fees/generate', {
    data: { month, class_ids: [classId] },
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf, [IDEMPOTENCY_HEADER]: `e2e-fees-${month}-${classId}-${Date.now()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.PAYMENT_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('fee counter mode: find by typing, a part payment with Enter, the receipt printed, the search ready again', async ({ page }) => {
  test.setTimeout(90_000);
  // window.print would open a dialog; count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
  const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
  const tag = newTag();
  const className = `Pay ${tag}`;
  await signIn(page, users.admin);
  const { currency, time_zone, fullname } = (await api(page, 'GET', 'auth')) as { currency: string; time_zone: string; fullname: string };
  const money = (minor: number) => formatMoney(minor, currency);
  const month = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: time_zone || undefined }).format(new Date()).slice(0, 7);
  const cls = await api(page, 'POST', 'class', { name: className, sort_order: 970, monthly_fee: 4500 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  await admit(page, tag, 1, 'Ada', cls.id, section.id);
  await admit(page, tag, 2, 'Ben', cls.id, section.id);
  await billMonth(page, month, cls.id);

  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Receive payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receive payment' })).toBeVisible();
  await page.getByRole('switch', { name: 'Fee counter mode' }).check();
  await expect(page.getByText(/picks the first/)).toBeVisible();

  // The mode is remembered on the device: after a reload the focus starts in the search.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Fee counter mode' })).toBeChecked();
  const search = page.getByRole('combobox', { name: 'Find the student' });
  await expect(search).toBeFocused();
  await expectNoViolations(page);
  await shoot(page, 'payment-empty');

  // Keyboard only from here on.
  await page.keyboard.type(`Ada Pay${tag}`);
  await page.keyboard.press('Enter');
  const amount = page.getByLabel(`Amount (${currency})`);
  await expect(amount).toBeFocused();
  await expect(page.getByText(`Owes ${money(4500)}`)).toBeVisible();
  const charges = page.getByRole('region', { name: `Charges of Ada Pay${tag}` });
  await expect(charges).toContainText(`Tuition, ${monthName(month)}`);
  await expect(charges).toContainText(money(4500));
  await page.keyboard.type('20');
  await expect(page.getByText(`After this payment: owes ${money(2500)}`)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'payment-picked');
  await page.keyboard.press('Enter');

  // Posted: the number at once, the receipt on the page and on paper, the search ready again.
  const heading = page.getByRole('heading', { name: /^Last receipt: no \d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace(/\D+/g, ''));
  await expect(page.getByText(`Receipt ${number} has been issued`)).toBeVisible();
  const receipt = page.getByRole('article', { name: `Receipt ${number}` });
  for (const text of [SCHOOL_NAME, `Receipt no ${number}`, `Ada Pay${tag} (${tag}-1)`, `${className} A`, money(2000), 'Cash', `Tuition, ${monthName(month)}`, `Balance to date: owes ${money(2500)}`, `Received by ${fullname}`]) {
    await expect(receipt).toContainText(text);
  }
  await expect.poll(prints).toBe(1);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await expect(amount).toHaveValue('');
  await expectNoViolations(page);
  await shoot(page, 'payment-posted');

  // The next parent: the matches drop down as they type; Escape clears the box.
  await page.keyboard.type(`Ben Pay${tag}`);
  await expect(page.getByRole('option', { name: new RegExp(`Ben Pay${tag}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`Ben Pay${tag}`) })).toContainText(`Owes ${money(4500)}`);
  await expectNoViolations(page);
  await shoot(page, 'payment-search');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('listbox', { name: 'Students found' })).toBeHidden();
  if (process.env.PAYMENT_SHOTS) {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${process.env.PAYMENT_SHOTS}/payment-printed.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }

  // The receipt's own page, printable again.
  await page.getByRole('link', { name: `Open receipt ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Receipt ${number}` })).toContainText(`Ada Pay${tag} (${tag}-1)`);
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect.poll(prints).toBe(2);
  await expectNoViolations(page);
  await shoot(page, 'receipt');

  // The receipt book lists it, newest first.
  await page.getByRole('link', { name: 'Receipt book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt book' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Ada Pay${tag}`) });
  await expect(row).toContainText(String(number));
  await expect(row).toContainText(money(2000));
  await expect(row).toContainText('Valid');
  await expectNoViolations(page);
  await shoot(page, 'receipt-book');
});
