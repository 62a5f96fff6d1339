import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@contract';
import { users } from '../fixtures/users';
import { api, expectNoViolations, sidebarNav, signIn } from './_support';

/**
 * The school bus end to end as an Admin (issue 13): a zone with its fee and a category, a bus
 * of two seats, a section's three students assigned until the bus is full (the refusal names
 * the bus and its seats), the month's bus fees billed, one paid at the fee counter, the report
 * agreeing with the ledger, and the driver's riders list opened again offline. Axe checks
 * every page. With BUS_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

async function shoot(page: Page, name: string) {
  const dir = process.env.BUS_SHOTS;
  if (!dir) return;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a zone, a full bus, the month billed and paid, the report and the riders list offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  const tag = newTag();
  const zone = `Hill ${tag}`;
  const busNumber = `B-${tag}`;
  const plate = `KB ${tag}`;
  await signIn(page, users.admin);
  const { currency } = (await api(page, 'GET', 'auth')) as { currency: string };
  const money = (minor: number) => formatMoney(minor, currency);
  const cls = await api(page, 'POST', 'class', { name: `Bus ${tag}`, sort_order: 970, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 30 });
  const names = ['Ada', 'Ben', 'Cleo'].map((first) => `${first} Ride${tag}`);
  for (const [i, name] of names.entries()) {
    await api(page, 'POST', 'studentClass/add', {
      admission_no: `${tag}-${i + 1}`,
      first_name: name.split(' ')[0],
      last_name: `Ride${tag}`,
      gender: 'Female',
      date_of_birth: '2015-05-01',
      admission_date: '2024-01-10',
      parent: { fullname: `Parent of ${name}`, phone: phone() },
      class_id: cls.id,
      section_id: section.id,
    });
  }
  // Classes and sections are saved on the device: start from the server's.
  await page.evaluate(() => localStorage.removeItem('schooldesk_query_cache'));
  await page.reload();

  // Bus Fee: a zone of 45.00 a month and a category that charges it.
  const nav = sidebarNav(page);
  await nav.getByRole('button', { name: 'Bus' }).click();
  await nav.getByRole('link', { name: 'Bus Fee' }).click();
  await page.getByRole('button', { name: 'Add zone' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add zone' });
  await dialog.getByLabel('Zone name').fill(zone);
  await dialog.getByLabel(/Monthly fee/).fill('45');
  await dialog.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByRole('row', { name: new RegExp(zone) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  dialog = page.getByRole('dialog', { name: 'Add fee category' });
  await dialog.getByLabel('Zone').selectOption({ label: zone });
  await dialog.getByLabel('Category name').fill('Both ways');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog).toBeHidden();
  await expectNoViolations(page);
  await shoot(page, 'bus-fee');

  // List: a bus of two seats.
  await nav.getByRole('link', { name: 'Buses', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add bus' }).click();
  dialog = page.getByRole('dialog', { name: 'Add bus' });
  await dialog.getByLabel('Bus number').fill(busNumber);
  await dialog.getByLabel('Plate').fill(plate);
  await dialog.getByLabel('Capacity').fill('2');
  await dialog.getByRole('button', { name: 'Add bus' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(busNumber) })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'bus-list');

  // Bus Student: the whole section on a bus of two is refused by name; two of them fill it.
  await nav.getByRole('link', { name: 'Bus Student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bus Student' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign a section' }).click();
  dialog = page.getByRole('dialog', { name: 'Assign a section' });
  await dialog.getByLabel('Class').selectOption({ label: `Bus ${tag}` });
  await dialog.getByLabel('Section').selectOption({ label: 'A' });
  await dialog.getByRole('button', { name: 'Tick all not riding' }).click();
  await pickStarting(dialog.getByLabel('Bus'), busNumber);
  await pickStarting(dialog.getByLabel('Fee category'), zone);
  await expect(dialog.getByText(/3 chosen/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign 3 students' }).click();
  await expect(dialog.getByText(new RegExp(`${busNumber} \\(${plate}\\) has 2 seats left`))).toBeVisible();
  await dialog.getByLabel(names[2]!).uncheck();
  await dialog.getByRole('button', { name: 'Assign 2 students' }).click();
  await expect(dialog).toBeHidden();
  for (const name of names.slice(0, 2)) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'bus-students');

  // Bus fees for this month: the two riders are new; billing posts them once.
  await page.getByRole('link', { name: 'Bill a month' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bus fees' })).toBeVisible();
  for (const name of names.slice(0, 2)) await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(money(4500));
  await expectNoViolations(page);
  await shoot(page, 'bus-billing');
  await page.getByRole('button', { name: /^Bill \d+ students?$/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Bill / });
  await expect(confirm).toContainText('Cr Bus fee income');
  await confirm.getByRole('button', { name: /^Bill/ }).click();
  await expect(page.getByText(/^Billed \d+ students? for /)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('Billed');

  // The fee counter takes Ada's bus fee with her other charges.
  await nav.getByRole('button', { name: 'Finance' }).click();
  await nav.getByRole('link', { name: 'Receive payment' }).click();
  const search = page.getByRole('combobox', { name: 'Find the student' });
  await search.fill(names[0]!);
  await page.getByRole('option', { name: new RegExp(names[0]!) }).first().click();
  await expect(page.getByRole('region', { name: `Charges of ${names[0]}` })).toContainText('Bus fee');
  await page.getByLabel(`Amount (${currency})`).fill('45');
  await page.getByRole('button', { name: 'Post payment' }).click();
  await expect(page.getByRole('heading', { name: /^Last receipt: no \d+$/ })).toBeVisible();

  // The report: riders, billed and paid per bus, and the month agrees with the ledger.
  // The Bus group is still open in the sidebar.
  await nav.getByRole('link', { name: 'Bus Report', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bus Report' })).toBeVisible();
  const busRow = page.getByRole('row', { name: new RegExp(busNumber) }).first();
  await expect(busRow).toContainText(formatMoney(9000));
  await expect(busRow).toContainText(formatMoney(4500));
  await expect(page.getByRole('region', { name: "The month's check" })).toContainText(`Difference ${money(0)}`);
  await expectNoViolations(page);
  await shoot(page, 'bus-report');

  // The driver's riders list, opened once online, opens again with no connection.
  await nav.getByRole('link', { name: 'Buses', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(busNumber) }).getByRole('link', { name: 'Riders list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Riders/ })).toBeVisible();
  await expect(page.getByText(`Parent of ${names[0]}`)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'bus-riders');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => (localStorage.getItem('schooldesk_query_cache') ?? '').includes('riders'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(`Parent of ${names[1]}`)).toBeVisible();
  await expect(page.getByText(/offline · saved \d\d:\d\d/).first()).toBeVisible();
  await context.setOffline(false);
});

/** Picks the option whose text starts with `prefix` (option texts carry seats left or a rate after it). */
async function pickStarting(select: Locator, prefix: string) {
  const labels = await select.locator('option').allTextContents();
  const index = labels.findIndex((l) => l.startsWith(prefix));
  expect(index, `an option starting with ${prefix} in ${labels.join(' | ')}`).toBeGreaterThan(-1);
  await select.selectOption({ index });
}
