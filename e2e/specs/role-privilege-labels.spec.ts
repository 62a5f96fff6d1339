import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

// Names unique per run, so a retry against the same server never collides with the first try.
const tag = Date.now().toString(36).slice(-5);

test('the role editor names privileges by label under their module, and stores the exact codes', async ({ page }) => {
  // axe reads every one of the editor's privilege checkboxes: seconds on a loaded machine.
  test.setTimeout(60_000);
  const roleName = `Attendance clerk ${tag}`;
  await signIn(page, users.admin);
  await page.goto('/#/settings/list-roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  await dialog.getByLabel('Role name').fill(roleName);

  // Each module is a group headed by its name; its privileges read as labels, not codes.
  const subjects = dialog.getByRole('group', { name: /^Subjects \(/ });
  const bus = dialog.getByRole('group', { name: /^Bus \(/ });
  await expect(subjects.getByRole('checkbox', { name: 'Configure attendance', exact: true })).toBeVisible();
  await expect(bus.getByRole('checkbox', { name: 'Bus students and bus fees', exact: true })).toBeVisible();
  await expect(dialog.getByRole('group', { name: /^Academic years \(/ }).getByRole('checkbox', { name: 'Change the active year' })).toBeVisible();
  await expect(dialog.getByText('attadence-config')).toHaveCount(0);
  await expect(dialog.getByText('perfomance', { exact: false })).toHaveCount(0);
  // The code stays at hand for whoever reads the spec: the label's title.
  await expect(subjects.locator('label', { hasText: 'Configure attendance' })).toHaveAttribute('title', 'attadence-config');
  await expectNoViolations(page);

  await subjects.getByRole('checkbox', { name: 'Configure attendance' }).check();
  await bus.getByRole('checkbox', { name: 'Bus students and bus fees' }).check();
  await expect(subjects.locator('legend')).toHaveText('Subjects (1 of 4)');
  await expect(dialog.getByText('Privileges (2 granted)')).toBeVisible();

  // On request, each code shows under its label and describes its checkbox.
  await dialog.getByRole('checkbox', { name: 'Show privilege codes' }).check();
  await expect(subjects.getByText('attadence-config', { exact: true })).toBeVisible();
  await expect(subjects.getByRole('checkbox', { name: 'Configure attendance' })).toHaveAccessibleDescription('attadence-config');
  await expect(bus.getByText('generate', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // Saving stores the spec's strings exactly, as the API answers them back. (Chromium hands
  // Playwright no body for ky's requests, so the API's answer is the proof.)
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/settings\/roles$/.test(r.url())),
    dialog.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  await expect(dialog).toBeHidden();
  const stored = (await api(page, 'GET', `settings/roles/${id}`)) as { name: string; privileges: string[] };
  expect(stored).toMatchObject({ name: roleName });
  expect([...stored.privileges].sort()).toEqual(['attadence-config', 'generate']);

  // Reopened, the role shows the same two privileges ticked, by label.
  await page.getByRole('button', { name: `Edit ${roleName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await expect(edit.getByRole('group', { name: /^Subjects \(/ }).getByRole('checkbox', { name: 'Configure attendance' })).toBeChecked();
  await expect(edit.getByRole('group', { name: /^Bus \(/ }).getByRole('checkbox', { name: 'Bus students and bus fees' })).toBeChecked();
  await expect(edit.getByText('Privileges (2 granted)')).toBeVisible();
  await expect(edit.getByText('attadence-config')).toHaveCount(0);
});
