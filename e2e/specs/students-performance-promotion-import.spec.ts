import { expect, test, type Page } from '@playwright/test';
import { users } from '../fixtures/users';
import { api, expectNoViolations, signIn } from './_support';

/**
 * Students › performance notes, promotion into next year and the CSV import, end to end as an
 * Admin. Each test sets up its own classes, sections and students through the API (tagged, so
 * the specs sharing this server never collide), then works the page and checks the API.
 */


/** Calls the API as the signed-in browser user (bearer from localStorage, XSRF from the cookie). */

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
let phoneSeq = 0;
const phone = () => `+2547${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

/** A class (optionally promoting into `next`) with one section in the active year. */
async function classWithSection(page: Page, name: string, section: string, next?: number) {
  const cls = await api(page, 'POST', 'class', { name, sort_order: 900, next_class_id: next ?? null });
  const sec = await api(page, 'POST', 'sections', { class_id: cls.id, name: section, capacity: 40 });
  return { classId: cls.id as number, sectionId: sec.id as number };
}

async function admit(page: Page, tag: string, n: number, first: string, last: string, classId: number, sectionId: number) {
  const student = await api(page, 'POST', 'studentClass/add', {
    admission_no: `${tag}-${n}`,
    first_name: first,
    last_name: last,
    gender: n % 2 ? 'Female' : 'Male',
    date_of_birth: '2015-05-0' + n,
    admission_date: '2024-01-10',
    parent: { fullname: `Parent ${last}`, phone: phone() },
    class_id: classId,
    section_id: sectionId,
  });
  return student.id as number;
}

test('a performance note is added for a student and counted in the report', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const { classId } = await classWithSection(page, `Perf ${tag}`, 'A');
  const sectionId = (await api(page, 'GET', `sections?class_id=${classId}`)).data[0].id;
  await admit(page, tag, 1, 'Nadia', `Note${tag}`, classId, sectionId);

  await page.goto('/#/students/add-performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Performance Note' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('combobox', { name: 'Student' }).fill(`${tag}-1`);
  await page.getByRole('option', { name: new RegExp(`Nadia Note${tag}`) }).click();
  await page.getByLabel('Category').selectOption('academic');
  await page.getByRole('radio', { name: /4 · Very good/ }).check({ force: true });
  await page.getByLabel('Remark').fill('Solved every problem on the board.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Nadia Note${tag}` })).toBeVisible();
  // The form is ready for the next note: the student and remark are cleared, the category kept.
  await expect(page.getByLabel('Remark')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('academic');

  await page.getByRole('link', { name: /See Nadia Note.*notes/ }).click();
  await expect(page.getByRole('row', { name: /Solved every problem/ })).toContainText('4 out of 5');

  await page.goto(`/#/students/performance-report?class_id=${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Report' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Academic 4\.0 from 1 note/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Academic\s+1\s+4\.00/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Highest averages' })).toContainText(`Nadia Note${tag}`);
  await expectNoViolations(page);
});

test('a section is promoted into next year and the enrolments follow', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const years = (await api(page, 'GET', 'acedmic?limit=500')).data as { id: number; start_date: string; end_date: string; active: boolean }[];
  const active = years.find((y) => y.active)!;
  // Next year starts after the latest year there is, so it never overlaps another spec's.
  const last = years.map((y) => y.end_date.slice(0, 10)).sort().at(-1)!;
  const startYear = Number(last.slice(0, 4)) + 1;
  const yearName = `Next ${tag}`;
  const next = await api(page, 'POST', 'acedmic', { name: yearName, start_date: `${startYear}-01-01`, end_date: `${startYear}-12-31` });
  expect(active).toBeTruthy();

  const upper = await api(page, 'POST', 'class', { name: `Upper ${tag}`, sort_order: 901 });
  const lower = await classWithSection(page, `Lower ${tag}`, 'A', upper.id);
  const upperNext = await api(page, 'POST', 'sections', { class_id: upper.id, name: 'U1', capacity: 40, academic_year_id: next.id });
  const lowerNext = await api(page, 'POST', 'sections', { class_id: lower.classId, name: 'L1', capacity: 40, academic_year_id: next.id });
  const up = await admit(page, tag, 1, 'Pat', `Up${tag}`, lower.classId, lower.sectionId);
  const stay = await admit(page, tag, 2, 'Sam', `Stay${tag}`, lower.classId, lower.sectionId);

  // The year, classes and sections were made through the API behind the app's back, while the
  // dashboard had already read the year picker: start from a fresh page, as the next visit would.
  await page.evaluate(() => localStorage.removeItem('schooldesk_query_cache'));
  await page.goto('/#/students/promote');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Promote students' })).toBeVisible();
  await page.getByLabel(/^Class/).selectOption({ label: `Lower ${tag}` });
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'A' });
  await page.getByLabel('Into academic year').selectOption({ label: yearName });
  await expect(page.getByRole('row', { name: new RegExp(`Pat Up${tag}`) })).toBeVisible();
  await expect(page.getByLabel(`Outcome for Pat Up${tag}`)).toHaveValue('promoted');
  await page.getByLabel(`Outcome for Sam Stay${tag}`).selectOption('repeated');
  await expect(page.getByLabel(`Section for Sam Stay${tag}`)).toHaveValue(String(lowerNext.id));
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Confirm promotion' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 promoted');
  await expect(dialog).toContainText('1 repeated');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/already promoted/i)).toBeVisible();

  const upStudent = await api(page, 'GET', `students/${up}`);
  const stayStudent = await api(page, 'GET', `students/${stay}`);
  const inNext = (s: { enrolments: { academic_year_id: number; class_id: number; section_id: number }[] }) => s.enrolments.find((e) => e.academic_year_id === next.id);
  expect(inNext(upStudent)).toMatchObject({ class_id: upper.id, section_id: upperNext.id });
  expect(inNext(stayStudent)).toMatchObject({ class_id: lower.classId, section_id: lowerNext.id });
});

test('an import with a bad row is refused until the file is fixed, then imports', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  await signIn(page, users.admin);
  const className = `Imp ${tag}`;
  await classWithSection(page, className, 'K');
  const header = 'Admission No,First Name,Last Name,Gender,Date of Birth,Admission Date,Class,Section,Parent Name,Parent Phone,Notes';
  const row = (n: number, section: string) =>
    `${tag}-${n},Ida${n},"Imp${tag}, Jr",${n % 2 ? 'Female' : 'Male'},2016-02-0${n},2024-01-10,${className},${section},Parent ${n} ${tag},${phone()},"line one\r\nline two"`;
  const first = [row(1, 'K'), row(2, 'ZZ')];
  const csv = (rows: string[]) => Buffer.from(`\uFEFF${header}\r\n${rows.join('\r\n')}\r\n`, 'utf8');

  await page.goto('/#/students/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: csv(first) });
  await expect(page.getByText('2 rows, 11 columns')).toBeVisible();
  await expect(page.getByLabel('Field for column Section')).toHaveValue('section');
  await expect(page.getByLabel('Field for column Notes')).toHaveValue('');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText(/1 problem in 1 row/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Row 2/ })).toContainText('Section');
  await expect(page.getByRole('button', { name: /^Import \d+ students$/ })).toBeDisabled();
  await expectNoViolations(page);

  // The fix: the same file with the right section, chosen again.
  await page.getByLabel('CSV file').setInputFiles({ name: 'students-fixed.csv', mimeType: 'text/csv', buffer: csv([first[0]!, row(2, 'K')]) });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('No problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 students' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 students have been imported' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the students' })).toBeVisible();

  const found = await api(page, 'GET', `students?search=${encodeURIComponent(`${tag}-`)}&limit=20`);
  expect((found.data as { admission_no: string; section_name: string; last_name: string }[]).map((s) => [s.admission_no, s.section_name, s.last_name]).sort()).toEqual([
    [`${tag}-1`, 'K', `Imp${tag}, Jr`],
    [`${tag}-2`, 'K', `Imp${tag}, Jr`],
  ]);
});
