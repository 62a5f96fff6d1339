import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Issue 10, client 2 and 11 (ADR 018): promoting a section before the year ends says when the
 * move takes effect and changes nothing a user sees of the current year: the dashboard's count,
 * the roster, a transfer today. A disabled "Confirm promotion" says why.
 */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

async function admit(page: Page, tag: string, n: number, first: string, last: string, classId: number, sectionId: number) {
  const student = await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`,
    first_name: first,
    last_name: last,
    gender: 'Female',
    date_of_birth: '2015-05-0' + n,
    admission_date: '2024-01-10',
    parent: { fullname: `Parent ${last}`, phone: phone() },
    class_id: classId,
    section_id: sectionId,
  });
  return student.id as number;
}

/** The number on one of the dashboard's "At a glance" cards. */
const card = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a section promoted mid-year stays as it was until the year ends', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const years = (await api(page, 'GET', 'acedmic?limit=500')).data as { id: number; start_date: string; end_date: string; active: boolean }[];
  const active = years.find((y) => y.active)!;
  // Next year starts after the latest year there is, so it never overlaps another spec's.
  const startYear = Number(years.map((y) => y.end_date.slice(0, 10)).sort().at(-1)!.slice(0, 4)) + 1;
  const yearName = `Later ${tag}`;
  const next = await api(page, 'POST', 'acedmic', { name: yearName, start_date: `${startYear}-09-01`, end_date: `${startYear + 1}-08-31` });

  const upper = await api(page, 'POST', 'class', { name: `Upper ${tag}`, sort_order: 950 });
  const lower = await api(page, 'POST', 'class', { name: `Lower ${tag}`, sort_order: 949, next_class_id: upper.id });
  const section = await api(page, 'POST', 'sections', { class_id: lower.id, name: 'A', capacity: 40 });
  // Only the upper class has a section next year: a repeater has nowhere to go yet.
  await api(page, 'POST', 'sections', { class_id: upper.id, name: 'U', capacity: 40, academic_year_id: next.id });
  const pat = await admit(page, tag, 1, 'Pat', `Up${tag}`, lower.id, section.id);
  const sam = await admit(page, tag, 2, 'Sam', `Up${tag}`, lower.id, section.id);
  const studentsBefore = (await api(page, 'GET', 'dash')).students.total as number;

  await page.evaluate(() => localStorage.removeItem('schooldesk_query_cache'));
  await page.goto('/#/students/promote');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Promote students' })).toBeVisible();
  await page.getByLabel(/^Class/).selectOption({ label: `Lower ${tag}` });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'A' });
  await page.getByLabel('Into academic year').selectOption({ label: yearName });
  await expect(page.getByRole('row', { name: new RegExp(`Pat Up${tag}`) })).toBeVisible();

  // When it takes effect, and that nothing changes before.
  await expect(page.getByText(`Takes effect on 1 Sep ${startYear}, when ${yearName} starts.`)).toBeVisible();
  await expect(page.getByText(`Until ${shown(active.end_date.slice(0, 10))} the students stay in Lower ${tag} A`)).toBeVisible();

  // A disabled Confirm says why, next to it and as its description.
  const confirm = page.getByRole('button', { name: 'Confirm promotion' });
  await page.getByLabel(`Outcome for Sam Up${tag}`).selectOption('repeated');
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(`Pick a section for Sam Up${tag}.`);
  await expect(page.getByText(`Pick a section for Sam Up${tag}.`)).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel(`Outcome for Sam Up${tag}`).selectOption('promoted');
  await expect(confirm).toBeEnabled();

  await confirm.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 promoted');
  await expect(dialog).toContainText(`Takes effect on 1 Sep ${startYear}`);
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByText(`The promotion has been saved. It takes effect on 1 Sep ${startYear}.`)).toBeVisible();

  // The dashboard counts them as before, under their class of this year (read afresh).
  await page.goto('/#/dashboard');
  await page.reload();
  await expect(card(page, 'Students')).toHaveText(studentsBefore.toLocaleString('en-US'));
  await expect(page.getByRole('region', { name: 'Students by class' }).getByRole('listitem').filter({ hasText: `Lower ${tag}` })).toHaveText(new RegExp(`Lower ${tag}\\s*2$`));

  // The roster still lists both, and the section still holds their seats.
  await page.goto(`/#/students/list?section_id=${section.id}`);
  await expect(page.getByRole('row', { name: new RegExp(`Pat Up${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Sam Up${tag}`) })).toBeVisible();
  expect((await api(page, 'GET', `sections/${section.id}`)).enrolled).toBe(2);

  // A transfer today works (it was refused with "The date cannot be before <next year>").
  await page.goto(`/#/students/view/${pat}`);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transfer = page.getByRole('dialog');
  await transfer.getByLabel('Destination school').fill('Hill School');
  await transfer.getByLabel('Reason').fill('Family moved');
  await transfer.getByRole('button', { name: 'Transfer out' }).click();
  await expect(transfer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Transfer certificate' }).or(page.getByRole('link', { name: 'Transfer certificate' }))).toBeVisible();
  const left = await api(page, 'GET', `students/${pat}`);
  expect(left.status).toBe('Transferred');
  // Next year's seat was given back; the other student keeps theirs.
  expect((left.enrolments as { academic_year_id: number }[]).some((e) => e.academic_year_id === next.id)).toBe(false);
  expect(((await api(page, 'GET', `students/${sam}`)).enrolments as { academic_year_id: number }[]).some((e) => e.academic_year_id === next.id)).toBe(true);
});
