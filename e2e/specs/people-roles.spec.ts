import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { sidebarNav, signIn } from './_support';

// Names unique per run, so a retry against the same server never collides with the first try.
const tag = Date.now().toString(36).slice(-5);

/** The sidebar links a page only once its route exists; Rooms may land after this spec. */
const built = (route: string) => existsSync(path.resolve(process.cwd(), 'src/routes/_app/settings', `${route}.tsx`));

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
}

test('a role with a few privileges gives its user exactly those pages, and no add-class', async ({ page }) => {
  const roleName = `Front office ${tag}`;
  const user = { username: `front${tag}`, password: 'Front123!' };
  await signIn(page, users.admin);

  // Admin creates the role, ticking privileges exactly as the catalogue spells them.
  await page.goto('/#/settings/list-roles');
  await expect(page.getByRole('row', { name: /Admin.*Built-in/ }).getByRole('button', { name: 'Delete Admin' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Role name').fill(roleName);
  for (const label of ['List classes', 'List rooms', 'List parents']) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
  await expect(dialog.getByText('Privileges (3 granted)')).toBeVisible();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toContainText('3');

  // ...and a user holding it.
  await page.goto('/#/settings/list-users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Username').fill(user.username);
  await add.getByLabel('Full name').fill('Fran Front');
  await add.getByLabel(/^Password/).fill(user.password);
  await add.getByLabel('Confirm password').fill('Mismatch1');
  await add.getByLabel('Full name').click();
  await expect(add.getByText('The passwords do not match.')).toBeVisible();
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
  await add.getByLabel('Confirm password').fill(user.password);
  await add.getByLabel('Role').selectOption({ label: roleName });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(user.username) })).toContainText(roleName);
  await signOut(page, users.admin.username);

  // The new user sees Dashboard and Settings › the three pages, nothing else.
  await signIn(page, user);
  const nav = sidebarNav(page);
  for (const group of ['Employees', 'Students', 'Bus', 'Finance', 'Attendance', 'Timetable', 'Exams']) {
    await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
  }
  await nav.getByRole('button', { name: 'Settings' }).click();
  const expected = ['Dashboard', 'Classes', ...(built('list-rooms') ? ['Rooms'] : []), 'Parents'];
  await expect(nav.getByRole('link')).toHaveText(expected);

  // Classes opens, but without add-class its Add button is there and disabled, saying why.
  await page.goto('/#/settings/list-classes');
  const addClass = page.getByRole('button', { name: 'Add class' });
  await expect(addClass).toBeDisabled();
  await expect(addClass).toHaveAttribute('title', /add-class/);

  // A page outside the role is refused.
  await page.goto('/#/settings/list-users');
  await expect(page).toHaveURL(/#\/error\/403$/);
});

test('a parent is added and found by search', async ({ page }) => {
  const name = `Parent ${tag}`;
  await signIn(page, users.admin);
  await page.goto('/#/settings/list-parents');
  await page.getByRole('button', { name: 'Add parent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add parent' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel(/^Phone/).fill('12');
  await dialog.getByLabel('Full name').click();
  await expect(dialog.getByText('Phone may hold digits, spaces, +, - and brackets.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel(/^Phone/).fill('+252 61 000 1234');
  await dialog.getByLabel('Email').fill(`p${tag}@example.com`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search name, phone or email').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const rows = page.getByRole('region', { name: 'Parents' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('+252 61 000 1234');

  // The portal password needs the contract's rule, typed twice.
  await rows.first().getByRole('button', { name: `Set portal password for ${name}` }).click();
  const pw = page.getByRole('dialog', { name: 'Set portal password' });
  await pw.getByLabel('New portal password').fill('Portal123');
  await pw.getByLabel('Confirm password').fill('Portal123');
  await pw.getByRole('button', { name: 'Set password' }).click();
  await expect(pw).toBeHidden();
  await expect(page.getByText('The portal password has been set')).toBeVisible();
});

test('an employee is added with a suggested number, then deactivated with a reason', async ({ page }) => {
  const last = `Worker${tag}`;
  await signIn(page, users.admin);
  await page.goto('/#/employees/list');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await expect(dialog.getByText(/leave blank to take the suggested number EMP-\d{4}/)).toBeVisible();
  await dialog.getByLabel('First name').fill('Hodan');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Job title').fill('Librarian');
  await dialog.getByLabel('Type', { exact: true }).selectOption('staff');
  // The date picker cannot be typed into; fill sets the value as a pick would.
  await dialog.getByLabel('Hire date').fill('2025-01-06');
  await dialog.getByLabel(/Monthly base salary/).fill('1250.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/The employee has been added as EMP-\d{4}/)).toBeVisible();

  await page.getByLabel('Search name, number or phone').fill(last);
  // The settled search changes the address, which closes any open dialog: wait for it first.
  await expect(page).toHaveURL(new RegExp(`search=${last}`));
  const row = page.getByRole('region', { name: 'Employees' }).locator('tbody tr').filter({ hasText: last });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate Hodan ${last}` }).click();
  const status = page.getByRole('dialog', { name: 'Deactivate employee' });
  await status.getByLabel(/Reason/).fill('Moved away');
  await status.getByRole('button', { name: 'Deactivate…' }).click();
  await expect(status.getByText(`Deactivate Hodan ${last}`, { exact: false })).toBeVisible();
  await status.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(status).toBeHidden();
  await expect(row).toContainText('Inactive');

  // The view shows the pay in major units and the history with the reason.
  await row.getByRole('button', { name: `View Hodan ${last}` }).click();
  const view = page.getByRole('dialog', { name: 'Employee' });
  await expect(view).toContainText('1,250.50');
  await expect(view.getByRole('listitem')).toContainText(['Deactivated']);
  await expect(view).toContainText('Moved away');
});
