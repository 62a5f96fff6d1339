import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AttendanceConfig } from '@contract';
import { users } from '../fixtures/users';
import { admitStudents, api, shoot as shootPage, signIn } from './_support';

/**
 * A register and a mark sheet across a reload (issue 28, items 8 and 9), on a tablet:
 * - a reload at the very moment Save removes the draft finds the marks in the saved copy, even
 *   offline, never "Not taken yet" with the marks gone;
 * - a reload online shows what the office saved a moment ago, not the device's copy.
 * With CLASSROOM_SHOTS=<dir> it also saves screenshots at 1280 and 800 px.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
const PASSWORD = 'Office123!x';
const COPY = 'schooldesk_query_cache';

const shoot = (page: Page, name: string) => shootPage(page, 'CLASSROOM_SHOTS', name);

/**
 * Keeps, in the page, the device's saved copy as it was when a draft was removed: what a reload
 * at that instant would open with.
 */
async function watchDraftRemoval(page: Page) {
  await page.addInitScript((copyKey) => {
    const remove = Storage.prototype.removeItem;
    Storage.prototype.removeItem = function (this: Storage, key: string) {
      if (key.startsWith('sd.draft.')) (window as unknown as { copyAtRemoval: string | null }).copyAtRemoval = this.getItem(copyKey);
      return remove.call(this, key);
    };
  }, COPY);
}

/** Offline, reopens the page with the saved copy as it was when the draft was removed. */
async function reloadAsAtRemoval(page: Page) {
  await page.context().setOffline(true);
  await page.evaluate((copyKey) => {
    const copy = (window as unknown as { copyAtRemoval?: string | null }).copyAtRemoval;
    if (copy) localStorage.setItem(copyKey, copy);
    else localStorage.removeItem(copyKey);
  }, COPY);
  await page.reload();
}

/** The office, on its own computer: a user who holds every class and is not the register's taker. */
async function office(browser: Browser, admin: Page, tag: string, classId: number) {
  const role = await api(admin, 'POST', 'settings/roles', { name: `Office ${tag}`, privileges: ['generate-attendance', 'list-attendance', 'exam-entry', 'user-profile'] });
  const username = `office${tag.toLowerCase()}`;
  await api(admin, 'POST', 'user', { username, fullname: `Office ${tag}`, password: PASSWORD, role_id: role.id, class_ids: [classId] });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, { username, password: PASSWORD });
  return { page, close: () => context.close() };
}

test('a register saved then reloaded at once shows as taken, and a reload online shows the office override', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = newTag();
  const last = `Reload${tag}`;
  await watchDraftRemoval(page);
  await signIn(page, users.admin);
  const config = (await api(page, 'GET', 'attendance/config')) as AttendanceConfig;
  await api(page, 'PUT', 'attendance/school-days', { school_days: [1, 2, 3, 4, 5, 6, 7], version: config.version });
  const cls = await api(page, 'POST', 'class', { name: `Reload ${tag}`, sort_order: 985, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 10 });
  const firsts = ['Asha', 'Bora', 'Chiku'];
  const ids = await admitStudents(page, { tag, last, firsts, classId: cls.id, sectionId: section.id, dateOfBirth: '2015-05-01' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.goto(`/#/attendance/generate?section=${section.id}`);
  const row = (first: string) => page.getByRole('button', { name: new RegExp(`^${first} ${last}: `) });
  await expect(row('Bora')).toHaveAttribute('aria-label', /: Present\./);
  await row('Bora').tap();
  await expect(row('Bora')).toHaveAttribute('aria-label', /: Absent\./);
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/attendance/sheets/${section.id}/`));
  await page.getByRole('button', { name: 'Save register' }).click();
  const date = (await sent).url().split('/').pop()!;
  await expect(page.getByText('The register has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Reloaded the instant the draft left (offline, so only the device answers): taken, with the marks.
  await reloadAsAtRemoval(page);
  await expect(page.getByText(/^Taken by /)).toBeVisible();
  await expect(row('Bora')).toHaveAttribute('aria-label', /: Absent\./);
  await expect(page.getByText('Not taken yet', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Not sent')).toHaveCount(0);
  await shoot(page, 'register-reloaded-offline');
  await page.context().setOffline(false);

  // The office marks Chiku Excused (a parent phoned); the teacher's reload online shows it at once.
  const desk = await office(browser, page, tag, cls.id);
  const excused = config.codes.find((c) => c.code === 'E')!;
  await api(desk.page, 'PUT', `attendance/sheets/${section.id}/${date}`, { base_version: 1, marks: [{ student_id: ids[2], code_id: excused.id, note: 'Parent phoned' }] });
  await desk.close();
  await page.reload();
  await expect(row('Chiku')).toHaveAttribute('aria-label', /: Excused, Parent phoned\./);
  await expect(row('Bora')).toHaveAttribute('aria-label', /: Absent\./);
  await shoot(page, 'register-office-override');
});

test('a mark sheet saved then reloaded at once keeps its marks, and a reload online shows marks saved elsewhere a moment before', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = newTag();
  const last = `Sheet${tag}`;
  await watchDraftRemoval(page);
  await signIn(page, users.admin);
  const cls = await api(page, 'POST', 'class', { name: `Sheet ${tag}`, sort_order: 986, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 10 });
  const subject = await api(page, 'POST', 'subjects', { name: `Science ${tag}`, code: `SCI${tag}`, class_ids: [cls.id] });
  const firsts = ['Dalia', 'Eshe'];
  const ids = await admitStudents(page, { tag, last, firsts, classId: cls.id, sectionId: section.id, dateOfBirth: '2014-03-01' });
  const years = (await api(page, 'GET', 'acedmic?limit=500')).data as { id: number; active: boolean }[];
  const year = years.find((y) => y.active)!;
  const grading = await api(page, 'POST', 'exams/grading', {
    name: `Pass ${tag}`,
    precision: 0,
    rounding: 'round',
    bands: [
      { from: 50, to: 100, grade: 'P', point: 1, remark: 'Pass' },
      { from: 0, to: 49, grade: 'F', point: 0, remark: 'Fail' },
    ],
  });
  const type = await api(page, 'POST', 'exams/types', { name: `Quiz ${tag}`, weight: 10 });
  const today = new Date().toISOString().slice(0, 10);
  const exam = await api(page, 'POST', 'exams', {
    academic_year_id: year.id, exam_type_id: type.id, grading_system_id: grading.id, name: `Quiz ${tag}`, start_date: today, end_date: today, status: 'Active',
  });
  const paper = await api(page, 'POST', 'exams/subjects', { exam_id: exam.id, class_id: cls.id, subject_id: subject.id, max_marks: 100, pass_marks: 50 });
  const desk = await office(browser, page, tag, cls.id);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The teacher opens the grid; the office enters Dalia's mark a moment later; the teacher's reload online shows it.
  await page.goto(`/#/exams/exam-entry?exam=${exam.id}&section=${section.id}&paper=${paper.id}`);
  const marks = (first: string) => page.getByRole('textbox', { name: `Marks for ${first} ${last}` });
  await expect(marks('Dalia')).toHaveValue('');
  await api(desk.page, 'PUT', `results/sheets/${paper.id}/${section.id}`, { base_version: 0, complete: false, results: [{ student_id: ids[0], state: 'marked', marks: 64 }] });
  await desk.close();
  await page.reload();
  await expect(marks('Dalia')).toHaveValue('64');

  await marks('Eshe').fill('48');
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('The marks have been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Reloaded the instant the draft left, offline: the marks are there, saved, nothing unsent.
  await reloadAsAtRemoval(page);
  await expect(marks('Dalia')).toHaveValue('64');
  await expect(marks('Eshe')).toHaveValue('48');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await shoot(page, 'marks-reloaded-offline');
});
