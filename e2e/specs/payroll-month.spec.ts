import { expect, test, type Page } from '@playwright/test';
import { addMonths, formatMoney } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, sidebarNav, signIn } from './_support';

/**
 * Employees › payroll, a full month as a bursar would run it (issue 12): a salary advance and
 * a staff loan paid out from their forms, the month generated with the net-pay floor warning
 * for the employee whose advance is larger than their pay, approved, paid, the payslips
 * printed, and the loan report showing what is left. Axe checks every page.
 * With PAYROLL_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.PAYROLL_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function pickEmployee(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Employee/ }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
}

test('a bursar pays out an advance and a loan, runs the month, pays it and prints the payslips', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  // A month of its own, far ahead: one run per school and month, and a retry must not meet the first attempt's.
  const month = addMonths('2031-01', Math.floor(Date.now() / 60_000) % 240);
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const monthName = new Date(Date.UTC(year, mm - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  await signIn(page, users.admin);
  const { currency } = (await api(page, 'GET', 'auth')) as { currency: string };
  const money = (minor: number) => formatMoney(minor);
  const hire = { gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-06' };
  const low = `Lowpaid${tag}`;
  const loanee = `Loanee${tag}`;
  await api(page, 'POST', 'employees', { ...hire, first_name: 'Ada', last_name: low, base_salary: 100_000 });
  await api(page, 'POST', 'employees', { ...hire, first_name: 'Ben', last_name: loanee, base_salary: 500_000 });
  // A head teacher with a long name and a large salary who joins mid-month: the widest row a run has.
  await api(page, 'POST', 'employees', { ...hire, first_name: 'Wilhelmina', last_name: `Achieng-Oduya${tag}`, base_salary: 1_234_567_800, hire_date: `${month}-16` });

  // An advance of 1,500.00 recovered at once from a pay of 1,000.00: the floor will cut it.
  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Employees' }).click();
  await nav.getByRole('link', { name: 'Salary Advances' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Advances' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Pay out advance' }).click();
  await pickEmployee(page, low);
  await page.getByRole('dialog').getByLabel(/^Amount/).fill('1,500');
  await page.getByRole('dialog').getByLabel('Paid on').fill(`${month}-02`);
  await page.getByRole('dialog').getByLabel('Reason').fill('Hospital deposit');
  await page.getByRole('dialog').getByLabel('Recover over (months)').fill('1');
  await page.getByRole('dialog').getByLabel('First recovery month').fill(month);
  await page.getByRole('dialog').getByRole('button', { name: 'Pay out advance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salary advance' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(money(150_000));
  await shoot(page, 'advance');

  // A loan of 2,400.00 at 800.00 a month.
  await nav.getByRole('link', { name: 'Staff Loans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Loans' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay out loan' }).click();
  await pickEmployee(page, loanee);
  await page.getByRole('dialog').getByLabel(/^Principal/).fill('2,400');
  await page.getByRole('dialog').getByLabel('Paid on').fill(`${month}-02`);
  await page.getByRole('dialog').getByLabel('Reason').fill('Motorcycle to get to school');
  await page.getByRole('dialog').getByLabel(/^Monthly instalment/).fill('800');
  await page.getByRole('dialog').getByLabel('First recovery month').fill(month);
  await expect(page.getByRole('dialog')).toContainText('Recovered in 3 months');
  await page.getByRole('dialog').getByRole('button', { name: 'Pay out loan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff loan' })).toBeVisible();
  await expectNoViolations(page);

  // Generate: the floor warning names the low-paid employee before Approve.
  await nav.getByRole('link', { name: 'Generate Payroll' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Payroll' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Month' }).fill(month);
  await page.getByRole('button', { name: /^(Re)?[Gg]enerate$/ }).click();
  await expect(page.getByRole('heading', { name: `Payroll for ${monthName}` })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  const floor = page.getByRole('region', { name: /Net pay floor/ }).or(page.locator('section', { hasText: 'Net pay floor' })).first();
  await expect(floor).toContainText(low);
  await expect(floor).toContainText('moves to the end of the schedule');
  await expectNoViolations(page);
  await shoot(page, 'run-pending');

  await page.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Salary expense');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  // An approved run's payslips table fits its box at 1280 and 800 px: no column (such as Payslip) is cut.
  const slips = page.getByRole('region', { name: 'Payslips table' });
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => slips.evaluate((el) => el.scrollWidth - el.clientWidth), { message: `payslips table overflow at ${width} px` }).toBeLessThanOrEqual(0);
    // Other specs on this server add staff, so Ben's row may be below the fold: brought into view,
    // the whole link shows (a cut column would still leave part of it outside).
    const benSlip = slips.getByRole('link', { name: `Payslip of Ben ${loanee}` });
    await benSlip.scrollIntoViewIfNeeded();
    await expect(benSlip).toBeInViewport({ ratio: 1 });
  }
  await shoot(page, 'run-approved');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: /^Pay all/ }).click();
  // A month ahead is approved as of its 1st (the default), so it is paid no earlier, and the dialog says why.
  await expect(page.getByRole('dialog').getByLabel('Paid on')).toHaveValue(`${month}-01`);
  await expect(page.getByRole('dialog')).toContainText('so it cannot be paid before that day');
  // The head teacher's pay takes the cash below zero: a warning with the balance after, which does not stop the payment.
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('below zero');
  await shoot(page, 'pay-dialog');
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^Pay ${currency}`) }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await shoot(page, 'run-paid');

  // The payslips: the loan line is on the slip, and the slip adds up.
  await page.getByRole('link', { name: 'Payslips' }).first().click();
  const benSlip = page.getByRole('article', { name: new RegExp(`Payslip of Ben ${loanee}`) });
  await expect(benSlip).toContainText(money(500_000));
  await expect(benSlip).toContainText(money(80_000));
  await expect(benSlip).toContainText(money(420_000));
  const adaSlip = page.getByRole('article', { name: new RegExp(`Payslip of Ada ${low}`) });
  await expect(adaSlip).toContainText(money(100_000));
  await expectNoViolations(page);
  await shoot(page, 'payslips');

  // The loan report: one instalment recovered, 1,600.00 left.
  await page.goto('/#/employees/loan-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Report' })).toBeVisible();
  const loanRow = page.getByRole('row', { name: new RegExp(loanee) }).first();
  await expect(loanRow).toContainText(money(160_000));
  await expectNoViolations(page);
  await shoot(page, 'loan-report');
});

test('a bursar adds a deduction, and the generate and report pages pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  await signIn(page, users.admin);
  const name = `Deducted${tag}`;
  await api(page, 'POST', 'employees', { gender: 'Male', job_title: 'Driver', type: 'driver', hire_date: '2021-03-01', first_name: 'Cal', last_name: name, base_salary: 300_000 });

  await page.goto('/#/employees/deductions');
  await expect(page.getByRole('heading', { level: 1, name: 'Deductions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add deduction' }).click();
  await pickEmployee(page, name);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Amount a month/).fill('150');
  await dialog.getByLabel('Reason').fill(`Uniform ${tag}`);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Add deduction' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Uniform ${tag}`) })).toContainText(formatMoney(15_000));
  await expectNoViolations(page);

  for (const [path, heading] of [['generate', 'Generate Payroll'], ['payroll', 'Payroll Report'], ['employee-report', 'Personal Report']] as const) {
    await page.goto(`/#/employees/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page);
  }
});
