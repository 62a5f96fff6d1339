import { expect, test, type Page } from '@playwright/test';
import type { AttendanceConfig } from '@contract';
import { users } from '../fixtures/users';
import { admitStudents, api, expectNoViolations, shoot as shootPage, signIn } from './_support';

/**
 * Attendance on a tablet (issue 14): a 40-student register with three exceptions in five taps
 * plus Save, typed partly offline, kept through a reload, sent once the connection is back,
 * then seen in the view and the absent report. Axe checks every page. With ATT_SHOTS=<dir> it
 * also saves screenshots at 1280 and 800 px; it always prints how long the register took to
 * open offline (issue 14's budget: under 1 s).
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

const shoot = (page: Page, name: string) => shootPage(page, 'ATT_SHOTS', name);

test('a 40-student register in five taps, typed offline, sent online, then in the view and the absent report', async ({ page, context }) => {
  test.setTimeout(240_000);
  const tag = newTag();
  const last = `Roll${tag}`;
  await signIn(page, users.admin);
  // Every weekday a school day, so the register opens whatever day CI runs.
  const config = (await api(page, 'GET', 'attendance/config')) as AttendanceConfig;
  await api(page, 'PUT', 'attendance/school-days', { school_days: [1, 2, 3, 4, 5, 6, 7], version: config.version });
  const cls = await api(page, 'POST', 'class', { name: `Register ${tag}`, sort_order: 980, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 45 });
  const firsts = Array.from({ length: 40 }, (_, i) => `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}ma`);
  const ids = await admitStudents(page, { tag, last, firsts, classId: cls.id, sectionId: section.id, dateOfBirth: '2015-05-01' });
  await page.evaluate(() => localStorage.removeItem('schooldesk_query_cache'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The board: today's sections, this one not taken yet.
  await page.goto('/#/attendance/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Take Attendance' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(`Register ${tag} A`) });
  await expect(card).toContainText('Not taken yet');
  await expectNoViolations(page);
  await shoot(page, 'attendance-board');
  await card.click();
  await expect(page.getByRole('heading', { name: `Register ${tag} A` })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Students' }).getByRole('listitem');
  await expect(rows).toHaveCount(40);
  await expect(page.getByText('40 Present')).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'attendance-register');

  const row = (first: string) => page.getByRole('button', { name: new RegExp(`^${first} ${last}: `) });
  const [absent, late, excused] = [firsts[3]!, firsts[17]!, firsts[30]!];
  let taps = 0;
  const tap = async (target: ReturnType<Page['getByRole']>) => {
    await target.tap();
    taps += 1;
  };
  // One tap: Absent.
  await tap(row(absent));
  await expect(row(absent)).toHaveAttribute('aria-label', /: Absent\./);

  // The Wi-Fi drops mid-register: the rest is typed offline.
  await context.setOffline(true);
  await tap(row(late));
  await tap(row(late));
  await expect(row(late)).toHaveAttribute('aria-label', /: Late\./);
  await tap(page.getByRole('button', { name: `More codes and a note for ${excused} ${last}` }));
  const menu = page.getByRole('dialog', { name: `${excused} ${last}` });
  await expectNoViolations(page);
  await tap(menu.getByRole('button', { name: /E\s*Excused/ }));
  await expect(row(excused)).toHaveAttribute('aria-label', /: Excused\./);
  expect(taps).toBeLessThanOrEqual(5);
  await expect(page.getByText('37 Present')).toBeVisible();
  await expect(page.getByText(/You are offline\. Your marks are kept on this device/)).toBeVisible();

  // Save offline is refused by the guard; the marks stay.
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();

  // A reload with no connection: the register opens from the device with the draft intact.
  const started = Date.now();
  await page.reload();
  await expect(row(absent)).toHaveAttribute('aria-label', /: Absent\./);
  const opened = Date.now() - started;
  console.log(`attendance: register reopened offline (reload, draft applied) in ${opened} ms`);
  expect(opened).toBeLessThan(5_000);
  await expect(row(late)).toHaveAttribute('aria-label', /: Late\./);
  await expect(row(excused)).toHaveAttribute('aria-label', /: Excused\./);
  await expect(page.getByText('Not sent').first()).toBeVisible();
  await shoot(page, 'attendance-register-offline');

  // Back online: one tap sends it.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('The register has been saved')).toBeVisible();
  await expect(page.getByText(/Taken by /)).toBeVisible();
  await expect(page.getByText('Not sent')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sd.draft.')))).toEqual([]);
  await expectNoViolations(page);
  await shoot(page, 'attendance-register-sent');

  // View Attendance: the section's grid shows today's column with the three exceptions.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The sidebar slides in at this width: its links are visible once it has.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (!(await nav.getByRole('link', { name: 'View Attendance' }).isVisible())) await nav.getByRole('button', { name: 'Attendance' }).click();
  await nav.getByRole('link', { name: 'View Attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Attendance' })).toBeVisible();
  await page.getByLabel('Class').selectOption({ label: `Register ${tag}` });
  await page.getByLabel('Section').selectOption({ label: 'A' });
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row', { name: new RegExp(`${absent} ${last}`) })).toContainText('A');
  await expect(grid.getByRole('row', { name: new RegExp(`${late} ${last}`) })).toContainText('L');
  await expect(grid.getByRole('row', { name: new RegExp(`${excused} ${last}`) })).toContainText('E');
  await expectNoViolations(page);
  await shoot(page, 'attendance-view');

  // Absent Report, today: the absent student and the excused one, kept apart, with the parent's phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await nav.getByRole('link', { name: 'Absent Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Absent Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter the report' });
  await filter.getByRole('button', { name: 'Today' }).click();
  await filter.getByLabel('Class').selectOption({ label: `Register ${tag}` });
  await expectNoViolations(page);
  await filter.getByRole('button', { name: 'Apply' }).click();
  const report = page.getByRole('table');
  await expect(report.getByRole('row', { name: new RegExp(`${absent} ${last}`) })).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`${excused} ${last}`) })).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`${late} ${last}`) })).toHaveCount(0);
  await expect(report.getByRole('row', { name: new RegExp(`${absent} ${last}`) }).getByRole('link', { name: /^\+2547/ })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'attendance-absent-report');

  // The student page's Attendance tab: this year's summary with the absence.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/students/view/${ids[3]}`);
  await page.getByRole('tab', { name: 'Attendance' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Absent');
  await expectNoViolations(page);
  await shoot(page, 'attendance-student');

  // The register's history, and Settings › Attendance Settings.
  await page.goto(`/#/attendance/generate?section=${section.id}`);
  await page.getByText('History of this register').click();
  await expect(page.getByText(new RegExp(`marked ${late} ${last} Late`)).first()).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/#/settings/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Settings' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Excused' }).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'attendance-settings');
  await page.goto('/#/dashboard');
  await expect(page.getByText('Attendance today')).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'attendance-dashboard');
});

/** A day's column heading in the grid: "Sat 28". */
const heading = (day: string) => `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${day}T00:00:00Z`).getUTCDay()]} ${Number(day.slice(8))}`;

test('View Attendance opens on today, just left of the rate, with no day half under it', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const last = `Grid${tag}`;
  await signIn(page, users.admin);
  const config = (await api(page, 'GET', 'attendance/config')) as AttendanceConfig;
  await api(page, 'PUT', 'attendance/school-days', { school_days: [1, 2, 3, 4, 5, 6, 7], version: config.version });
  const cls = await api(page, 'POST', 'class', { name: `Grid ${tag}`, sort_order: 981, monthly_fee: 0 });
  const section = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'A', capacity: 45 });
  const ids = await admitStudents(page, { tag, last, firsts: ['Ama', 'Bma', 'Cma'], classId: cls.id, sectionId: section.id, dateOfBirth: '2015-05-01' });
  // Today's register, taken: the view's default four weeks end on it.
  const { date: today } = (await api(page, 'GET', 'attendance/registers')) as { date: string };
  const present = (await api(page, 'GET', 'attendance/config')).codes.find((c: { code: string }) => c.code === 'P').id;
  await api(page, 'PUT', `attendance/sheets/${section.id}/${today}`, { base_version: 0, marks: ids.map((student_id) => ({ student_id, code_id: present })) });

  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/#/attendance/view?class_id=${cls.id}&section_id=${section.id}`);
    const region = page.getByRole('region', { name: new RegExp(`^Attendance of Grid ${tag} A`) });
    await expect(region.getByRole('row', { name: new RegExp(`Ama ${last}`) })).toContainText('P');
    const box = (await region.boundingBox())!;
    const rate = (await region.getByRole('columnheader', { name: 'Rate', exact: true }).boundingBox())!;
    const todayHead = (await region.getByRole('columnheader', { name: heading(today), exact: true }).boundingBox())!;
    // Today is in view, whole, right before the rate, and the rate whole at the right edge.
    expect(todayHead.x, `today at ${width}`).toBeGreaterThanOrEqual(box.x);
    expect(Math.abs(todayHead.x + todayHead.width - rate.x), `today against the rate at ${width}`).toBeLessThan(2);
    expect(rate.x + rate.width).toBeLessThanOrEqual(box.x + box.width + 1);
    // No day's heading straddles the rate's edge.
    const heads = await region.locator('thead tr').nth(1).getByRole('columnheader').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(heads.filter(([l, r]) => l! < rate.x - 1 && r! > rate.x + 1)).toEqual([]);
    if (process.env.ATT_SHOTS) await page.screenshot({ path: `${process.env.ATT_SHOTS}/attendance-view-today-${width}.png`, fullPage: true });
  }
});
