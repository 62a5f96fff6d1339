import { expect, test } from '@playwright/test';
import type { Account, Page as ListPage } from '@contract';
import { users } from '../fixtures/users';
import { admitStudents, api, expectNoViolations, signIn } from './_support';

/**
 * Issue 32: a school moving in. The Admin imports its staff from a CSV, the bursar's bank charge
 * goes in by the general journal (balanced as it is typed, then opened as an entry), the pupils'
 * and a teacher's balances come forward from the old system, and the school's data is backed up
 * from Settings › Backups and downloaded.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

test('staff come in from a CSV, a bank charge goes in by the general journal, and the school is backed up', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = newTag();
  await signIn(page, users.admin);

  // Staff from a spreadsheet: the columns are matched by their names, checked, then imported whole.
  const header = 'Staff No,First Name,Surname,Gender,Type,Designation,Date Hired,Salary,Bank,Account Number,Phone';
  const rows = [
    `${tag}-1,Wanjiku,Kamau${tag},Female,teacher,Mathematics teacher,2019-01-07,"52,000.00",KCB,1100223344,+254711000${String(Date.now() % 1000).padStart(3, '0')}`,
    `${tag}-2,Otieno,Odhiambo${tag},Male,staff,Clerk,2021-05-03,31000,Equity,2200334455,`,
  ];
  await page.goto('/#/employees/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Staff' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\r\n${rows.join('\r\n')}\r\n`, 'utf8') });
  await expect(page.getByText('2 rows, 11 columns')).toBeVisible();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('No problems found.')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Import 2 employees' }).click();
  await expect(page.getByRole('status').filter({ hasText: /2 employees/ })).toBeVisible();
  const staff = await api(page, 'GET', `employees?search=${encodeURIComponent(tag)}&limit=20`);
  expect((staff.data as { last_name: string }[]).map((e) => e.last_name).sort()).toEqual([`Kamau${tag}`, `Odhiambo${tag}`]);

  // A bank charge by the general journal: Post stays off until the lines balance.
  const chart = (await api(page, 'GET', 'finance/accounts?limit=500')) as ListPage<Account>;
  const bank = chart.data.find((a) => a.default_for === 'checks') ?? chart.data.find((a) => a.is_cash)!;
  const expense = chart.data.find((a) => a.status === 'Active' && a.type === 'expense')!;
  await page.goto('/#/finance/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'General Journal' })).toBeVisible();
  await page.getByLabel('Memo').fill(`Bank charges ${tag}`);
  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
  await line(1).getByLabel(/^Account/).selectOption(String(expense.id));
  await line(1).getByLabel(/^Debit/).fill('350');
  await line(2).getByLabel(/^Account/).selectOption(String(bank.id));
  await line(2).getByLabel(/^Credit/).fill('300');
  await expect(page.getByRole('button', { name: 'Post entry' })).toBeDisabled();
  await line(2).getByLabel(/^Credit/).fill('350');
  await expect(page.getByRole('button', { name: 'Post entry' })).toBeEnabled();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Post entry' }).click();
  const posted = page.getByRole('link', { name: /^entry #\d+$/ });
  await expect(posted).toBeVisible();
  await posted.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal Entry' })).toBeVisible();
  await expect(page.getByText(`Bank charges ${tag}`)).toBeVisible();

  // Two pupils owed money on the old system and one paid ahead: their balances come forward.
  const grade = await api(page, 'POST', 'class', { name: `Move ${tag}`, sort_order: 975, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: grade.id, name: 'A', capacity: 30 });
  const [owes] = await admitStudents(page, { tag, last: `Mover${tag}`, firsts: ['Achieng', 'Baraka'], classId: grade.id, sectionId: section.id, dateOfBirth: '2015-03-04' });
  await page.goto('/#/finance/opening');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening Balances' })).toBeVisible();
  // The accounts' side previews the balance sheet it would make (posting it is once per school: the API tests post it).
  await page.getByLabel('Account, row 1').selectOption(String(bank.id));
  await page.getByLabel('Balance, row 1').fill('250,000');
  await page.getByRole('button', { name: 'Preview the balance sheet' }).click();
  await expect(page.getByRole('region', { name: 'Balance sheet preview' })).toContainText('250,000.00');
  await page.getByLabel(/^Balances \(admission number, amount\)/).fill(`${tag}-01, 4500.00\n${tag}-02, -1200`);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('region', { name: "Students' balances preview" })).toContainText(`Mover${tag}`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Post 2 balances' }).click();
  await expect(page.getByRole('status').filter({ hasText: /2/ })).toBeVisible();
  await page.goto(`/#/finance/student-transaction?student_id=${owes}`);
  await expect(page.getByText('Balance brought forward').first()).toBeVisible();

  // A staff loan half repaid on the old system: its remaining schedule comes forward, no cash moves.
  await page.goto('/#/employees/loan');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Loans' })).toBeVisible();
  await page.getByRole('button', { name: 'Bring forward a loan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Employee/ }).fill(`Kamau${tag}`);
  await page.getByRole('option', { name: new RegExp(`Kamau${tag}`) }).first().click();
  await dialog.getByLabel(/^Outstanding principal/).fill('12,000');
  await dialog.getByLabel('Reason').fill('Loan outstanding from the previous system');
  await dialog.getByLabel(/^Monthly instalment/).fill('4,000');
  await dialog.getByLabel('First recovery month').fill(new Date().toISOString().slice(0, 7));
  await expect(dialog).toContainText('Recovered in 3 months');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Bring forward loan' }).click();
  await expect(page.getByRole('main')).toContainText('Brought forward on');

  // A backup of the school, now, and its file downloaded.
  await page.goto('/#/settings/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const download = page.getByRole('button', { name: /^Download / }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.sdbackup\.gz$/);
});
