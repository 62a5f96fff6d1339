import { expect, test, type Page } from '@playwright/test';
import { API, formatMoney, IDEMPOTENCY_HEADER } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Finance reports end to end, as an Admin: a class of its own with a monthly fee of 45.00 and
 * two students, this month's fees generated and a partial payment of 20.00 from Ada. Then the
 * student summary (defaulters first), Ben's statement, the balance sheet with its equation, the
 * other reports, the dashboard card and the student page's Fees tab; axe on every page.
 * With REPORTS_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let seq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq++).padStart(2, '0')}`;
const key = () => `e2e-reports-${Date.now()}-${seq++}`;

/** A money mutation: the API helper's headers plus an Idempotency-Key. */
async function post(page: Page, path: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('schooldesk_jwt') ?? '');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf, [IDEMPOTENCY_HEADER]: key() } });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function admit(page: Page, tag: string, n: number, first: string, classId: number, sectionId: number): Promise<number> {
  const made = await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`, first_name: first, last_name: `Rep${tag}`, gender: 'Female', date_of_birth: `2015-05-0${n}`,
    admission_date: '2024-01-10', parent: { fullname: `Parent ${first}`, phone: phone() }, class_id: classId, section_id: sectionId,
  });
  return made.id ?? made.student_id;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.REPORTS_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell's margin eases over 200 ms when the sidebar folds away; shoot the settled page.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  // What Print puts on paper: the app's chrome and the buttons hidden.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${dir}/${name}-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A report page is open once its header names the period and the table (or its empty state) is in. */
async function openReport(page: Page, path: string, title: string) {
  await page.goto(`/#/finance/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[role=status]')).toHaveCount(0);
}

test('a bursar reads the student summary, a statement and a balance sheet that balances, and every report page passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = newTag();
  const className = `Reports ${tag}`;
  await signIn(page, users.admin);
  const { currency, time_zone } = (await api(page, 'GET', 'auth')) as { currency: string; time_zone: string };
  const money = (minor: number) => formatMoney(minor, currency);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: time_zone || undefined, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const cls = await api(page, 'POST', 'class', { name: className, sort_order: 970, monthly_fee: 4500 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  const ada = await admit(page, tag, 1, 'Ada', cls.id, section.id);
  const ben = await admit(page, tag, 2, 'Ben', cls.id, section.id);
  await post(page, API.feesGenerate, { month: today.slice(0, 7), class_ids: [cls.id] });
  await post(page, API.payments, { student_id: ada, amount: 2000, date: today, method: 'Cash' });

  // Student summary of the class: Ben (owes 45.00) before Ada (owes 25.00).
  await openReport(page, `student-report?class_id=${cls.id}`, 'Student summary');
  const table = page.getByRole('table', { name: /Student summary/ });
  await expect(table.getByRole('row')).toHaveCount(4); // header, two students, totals
  await expect(table.getByRole('row').nth(1)).toContainText(`Ben Rep${tag}`);
  await expect(table.getByRole('row').nth(1)).toContainText('45.00');
  await expect(table.getByRole('row').nth(2)).toContainText(`Ada Rep${tag}`);
  await expect(table.getByRole('row').nth(2)).toContainText('25.00');
  await expect(table.getByRole('row', { name: /Total/ })).toContainText('70.00');
  await expect(page.getByText(`2 students · 2 owe ${money(7000)}`)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'student-summary');

  // The filter dialog, then Back to the range before.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter the report' });
  await expect(dialog.getByLabel('Class')).toHaveValue(String(cls.id));
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Last month' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Last month');
  await page.goBack();
  await expect(table.getByRole('row', { name: /Total/ })).toContainText('70.00');

  // Ben's statement, from his row.
  await table.getByRole('link', { name: new RegExp(`Ben Rep${tag}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Transaction' })).toBeVisible();
  const statement = page.getByRole('table', { name: new RegExp(`Statement of Ben Rep${tag}`) });
  await expect(statement.getByRole('row', { name: /Opening balance/ })).toContainText('0.00');
  await expect(statement.getByRole('row', { name: /Fee/ }).first()).toContainText('45.00');
  await expect(statement.getByRole('row', { name: /Closing balance \(owed\)/ })).toContainText('45.00');
  await expect(page.getByText(`owes ${money(4500)} at the end of the range`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Student' })).toHaveValue(`Ben Rep${tag} · ${tag}-2`);
  await expectNoViolations(page);
  await shoot(page, 'student-transaction');

  // Ada's statement has her payment with its receipt.
  await page.goto(`/#/finance/student-transaction?student_id=${ada}`);
  const adaStatement = page.getByRole('table', { name: new RegExp(`Statement of Ada Rep${tag}`) });
  await expect(adaStatement.getByRole('row', { name: /\d{4} Payment/ })).toContainText('20.00');
  await expect(adaStatement.getByRole('row', { name: /Closing balance/ })).toContainText('25.00');

  // The balance sheet: the equation holds today.
  await openReport(page, 'balance-sheet', 'Balance Sheet');
  await expect(page.getByText(/^It holds at /)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const equation = (await page.getByText(/^.+ = .+ \+ .+ \+ .+$/).first().textContent()) ?? '';
  const [assets, liabilities, equity, earnings] = equation.split(/ = | \+ /).map((s) => Number(s.replace(/[^\d.-]/g, '')));
  expect(Math.round((liabilities! + equity! + earnings!) * 100)).toBe(Math.round(assets! * 100));
  // The whole school's receivable: other specs post to this school too, so read it, don't assume it.
  const sheet = (await api(page, 'GET', 'finance/reports/balance-sheet')) as { assets: { code: string; amount: number }[] };
  const receivable = money(sheet.assets.find((a) => a.code === '1100')!.amount).replace(/^[A-Z]{3}\s*/, '');
  await expect(page.getByRole('row', { name: /Students receivable/ })).toContainText(receivable);
  await expectNoViolations(page);
  await shoot(page, 'balance-sheet');

  // The other reports open, show their figures and pass axe.
  await openReport(page, 'account-report', 'Account summary');
  await expect(page.getByRole('row', { name: /Students receivable/ })).toContainText(receivable);
  await expectNoViolations(page);
  await shoot(page, 'account-summary');
  await page.getByRole('link', { name: /Students receivable/ }).click();
  await expect(page.getByRole('table', { name: /Lines of .* Students receivable/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Closing balance/ })).toContainText(receivable);
  await expectNoViolations(page);
  await shoot(page, 'account-lines');

  await openReport(page, 'class-summary', 'Class Summary');
  await expect(page.getByRole('figure')).toContainText(`Collected ${money(2000)}`);
  await expect(page.getByRole('row', { name: new RegExp(className) })).toContainText('22.2%');
  await expectNoViolations(page);
  await shoot(page, 'class-summary');

  await openReport(page, 'income-statement', 'Income Statement');
  const income = (await api(page, 'GET', 'finance/reports/income-statement')) as { total_income: number };
  await expect(page.getByRole('row', { name: /Total income/ })).toContainText(money(income.total_income).replace(/^[A-Z]{3}\s*/, ''));
  await expectNoViolations(page);
  await shoot(page, 'income-statement');

  await openReport(page, `student-transaction`, 'Student Transaction');
  await expect(page.getByText('Choose a student to see their statement.')).toBeVisible();
  await expectNoViolations(page);

  // The dashboard card and the student page's Fees tab.
  await page.goto('/#/dashboard');
  const card = page.getByRole('region', { name: 'Fees this month' });
  await expect(card).toContainText('Billed');
  // Ben owes 45.00; students of other specs may owe more, so he need not be among the top five.
  await expect(card.getByRole('link', { name: 'Student summary' })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'dashboard');

  await page.goto(`/#/students/view/${ben}`);
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(page.getByRole('table', { name: new RegExp(`Statement of Ben Rep${tag}`) })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'student-fees-tab');
});

test('a report read from a replica that runs behind says when its figures are from, and Refresh reads it again', async ({ page }) => {
  await signIn(page, users.admin);
  // The server says how old a report's data is (Data-As-Of); here it is made three minutes old on the way.
  await page.route('**/api/finance/reports/income-statement**', async (route) => {
    const response = await route.fetch();
    const answeredAt = Date.parse(response.headers()['date'] ?? '') || Date.now();
    await route.fulfill({ response, headers: { ...response.headers(), 'data-as-of': new Date(answeredAt - 180_000).toISOString() } });
  });
  await page.goto('/#/finance/income-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Income Statement' })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'Figures as of' });
  await expect(note).toContainText('The newest changes are still on their way to the reports');
  await expectNoViolations(page);
  await page.unroute('**/api/finance/reports/income-statement**');
  await note.getByRole('button', { name: 'Refresh' }).click();
  await expect(note).toHaveCount(0);
});
