import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, isOpen, weekdayOf, type AttendanceConfig, type Period } from '@contract';
import { users } from '../fixtures/users';
import { admitStudents, api, expectNoViolations, shoot as shootPage, sidebarNav, signIn } from './_support';

/**
 * Staff leave and lesson cover (issue 35's "Done when"): a teacher asks for two days of sick
 * leave on a tablet, the head approves it, the office gives each of the teacher's lessons to a
 * free colleague, and the covering teacher finds the lesson in My week and takes that
 * section's register. Axe checks My Leave, Staff Leave and Lesson Cover. With SHOTS=<dir> it
 * also saves screenshots at 1280 and 800 px.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

const newTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

const shoot = (page: Page, name: string) => shootPage(page, 'SHOTS', name);

/**
 * The two latest school days up to today, inside the active year: a register cannot be taken
 * for a day still to come, and the later day is always in this week (My week's cover lessons).
 */
function twoSchoolDays(config: AttendanceConfig, today: string): [string, string] {
  const calendar = { weekdays: config.school_days, holidays: config.holidays.map((h) => ({ start: h.start_date, end: h.end_date })) };
  const days: string[] = [];
  for (let day = today; days.length < 2 && day >= config.year!.start_date; day = addDays(day, -1)) if (isOpen(day, calendar)) days.unshift(day);
  expect(days, 'two school days in the active year up to today').toHaveLength(2);
  return days as [string, string];
}

/** Minutes since midnight of "HH:MM". */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Two lesson periods that run on both weekdays: the school's own when it has them (the bell
 * schedule is everyone's), else new ones on the school days, in slots no period uses.
 */
async function twoPeriods(page: Page, tag: string, weekdays: number[], schoolDays: number[]): Promise<[number, number]> {
  const periods = (await api(page, 'GET', 'timetable/periods')) as Period[];
  const fit = periods.filter((p) => p.kind === 'lesson' && weekdays.every((d) => p.weekdays.includes(d as Period['weekdays'][number])));
  const ids = fit.sort((a, b) => a.start_time.localeCompare(b.start_time)).map((p) => p.id);
  for (let start = 13 * 60; ids.length < 2 && start < 22 * 60; start += 40) {
    const end = start + 40;
    if (periods.some((p) => minutes(p.start_time) < end && start < minutes(p.end_time))) continue;
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const created = await api(page, 'POST', 'timetable/periods', { name: `Cover ${tag} ${ids.length + 1}`, start_time: clock(start), end_time: clock(end), kind: 'lesson', sort_order: 95, weekdays: schoolDays });
    ids.push(created.id);
  }
  expect(ids.length, 'two lesson periods on both days').toBeGreaterThanOrEqual(2);
  return [ids[0]!, ids[1]!];
}

/**
 * A tablet of its own for one member of staff, signed in through the sign-in page. `clockOn`
 * sets the tablet's calendar to that day (the server's stays today).
 */
async function tabletFor(browser: Browser, user: { username: string; password: string }, clockOn?: string) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
  if (clockOn) await context.clock.setFixedTime(new Date(`${clockOn}T12:00:00Z`));
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** Opens a page from the sidebar, which slides in from the menu button on a tablet. */
async function openFromSidebar(page: Page, link: string, group?: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = sidebarNav(page);
  // Its links are visible once it has slid in; only then does a closed group read as closed.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (group && !(await nav.getByRole('link', { name: link, exact: true }).isVisible())) await nav.getByRole('button', { name: group }).click();
  await nav.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test('a teacher asks for two days of sick leave, the head approves, the office arranges cover, the cover teacher takes the register', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = newTag();
  const password = 'Leave123!x';
  await signIn(page, users.admin);

  // Sick leave, three teachers, a class of two sections with pupils in the first.
  const sick = `Sick leave ${tag}`;
  await api(page, 'POST', 'employees/leave/types', { name: sick, days_per_year: 10, paid: true, carries_over: false, needs_approval: true });
  const teacher = async (first: string, last: string) =>
    (await api(page, 'POST', 'employees', { first_name: first, last_name: `${last}${tag}`, gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-06' })).id as number;
  const absentName = `Amina Wanjiru${tag}`;
  const coverName = `Baraka Otieno${tag}`;
  const [amina, baraka, chidi] = [await teacher('Amina', 'Wanjiru'), await teacher('Baraka', 'Otieno'), await teacher('Chidi', 'Mwangi')];
  const cls = await api(page, 'POST', 'class', { name: `Leave ${tag}`, sort_order: 985, monthly_fee: 0 });
  const east = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'East', capacity: 40 });
  const west = await api(page, 'POST', 'sections', { class_id: cls.id, name: 'West', capacity: 40 });
  const last = `Pupil${tag}`;
  await admitStudents(page, { tag: `LV${tag}`, last, firsts: ['Zawadi', 'Jabari', 'Neema'], classId: cls.id, sectionId: east.id, dateOfBirth: '2015-05-01' });
  const maths = (await api(page, 'POST', 'subjects', { name: `Maths ${tag}`, code: `MAT${tag}`, class_ids: [cls.id] })).id as number;

  // The two days: the latest two school days (the school's own weekdays and holidays), today at the latest.
  const { date: today } = (await api(page, 'GET', 'attendance/registers')) as { date: string };
  const config = (await api(page, 'GET', 'attendance/config')) as AttendanceConfig;
  const [first, second] = twoSchoolDays(config, today);
  const weekdays = [weekdayOf(first), weekdayOf(second)];
  const [early, later] = await twoPeriods(page, tag, weekdays, config.school_days);
  console.log(`leave-cover: sick leave ${first} to ${second} (today ${today}, school days ${config.school_days.join(',')})`);

  // Amina teaches East Maths early on both days; Baraka and Chidi teach Maths too (West, later), so both are proposed first.
  const lesson = (section: number, weekday: number, period: number, teacherId: number) =>
    api(page, 'POST', 'timetable/entries', { section_id: section, weekday, period_id: period, subject_id: maths, teacher_id: teacherId, room_id: null });
  for (const weekday of weekdays) await lesson(east.id, weekday, early, amina);
  await lesson(west.id, weekdays[0]!, later, baraka);
  await lesson(west.id, weekdays[1]!, later, chidi);

  // Sign-ins: the two teachers (linked to their staff records), the head who approves, the office who arranges cover.
  const teacherRole = await api(page, 'POST', 'settings/roles', { name: `Class teacher ${tag}`, privileges: ['generate-attendance', 'list-attendance', 'list-timetable', 'list-student', 'user-profile'] });
  const headRole = await api(page, 'POST', 'settings/roles', { name: `Head ${tag}`, privileges: ['approve-leave', 'user-profile'] });
  const officeRole = await api(page, 'POST', 'settings/roles', { name: `Timetable office ${tag}`, privileges: ['list-timetable', 'update-timetable', 'user-profile'] });
  const user = async (name: string, fullname: string, roleId: number, more: object = {}) => {
    const username = `${name}.${tag.toLowerCase()}`;
    await api(page, 'POST', 'user', { username, fullname, password, role_id: roleId, ...more });
    return { username, password };
  };
  const aminaUser = await user('amina', absentName, teacherRole.id, { class_ids: [cls.id], employee_id: amina });
  // Baraka's classes are none of this one: only the cover opens East's register to him.
  const barakaUser = await user('baraka', coverName, teacherRole.id, { employee_id: baraka });
  const headUser = await user('head', `Hawa Head${tag}`, headRole.id);
  const officeUser = await user('office', `Omari Office${tag}`, officeRole.id);

  // 1. Amina, on her tablet: My Leave › Ask for leave, two days of sick leave.
  const tablet = await tabletFor(browser, aminaUser);
  await openFromSidebar(tablet, 'My Leave');
  await tablet.getByRole('button', { name: 'Ask for leave' }).click();
  const ask = tablet.getByRole('dialog', { name: 'Ask for leave' });
  await ask.getByLabel(/^Kind of leave/).selectOption({ label: `${sick} (10 days left)` });
  await ask.getByLabel(/^First day/).fill(first);
  await ask.getByLabel(/^Last day/).fill(second);
  await ask.getByLabel(/^Reason/).fill('Fever, with a doctor’s note');
  await expectNoViolations(tablet);
  await ask.getByRole('button', { name: 'Ask for leave' }).click();
  const answer = ask.getByRole('status');
  await expect(answer).toContainText('2 days');
  await expect(answer).toContainText('It waits for approval');
  await ask.getByRole('button', { name: 'Done' }).click();
  await expect(ask).toBeHidden();
  const mine = tablet.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: sick });
  await expect(mine).toContainText('Waiting');
  await expect(mine).toContainText('2 days');
  await expectNoViolations(tablet);
  await shoot(tablet, 'leave-my-leave');

  // 2. The head: Employees › Staff Leave opens on what waits for a decision; approve it.
  const head = await tabletFor(browser, headUser);
  await openFromSidebar(head, 'Staff Leave', 'Employees');
  const waiting = head.getByRole('row', { name: new RegExp(absentName) });
  await expect(waiting).toContainText('Waiting');
  await expect(waiting).toContainText('2 days');
  await expectNoViolations(head);
  await shoot(head, 'leave-staff-leave-waiting');
  await waiting.getByRole('button', { name: new RegExp(`^Approve ${absentName}`) }).click();
  const approve = head.getByRole('dialog', { name: 'Approve leave' });
  await expect(approve).toContainText(sick);
  await approve.getByRole('button', { name: 'Approve leave' }).click();
  await expect(approve).toBeHidden();
  await head.getByLabel('Status').selectOption({ label: 'Approved' });
  const approved = head.getByRole('row', { name: new RegExp(absentName) });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText(/Approved by Hawa Head/);
  await expectNoViolations(head);
  await shoot(head, 'leave-staff-leave-approved');

  // 3. The office: Timetable › Lesson Cover, each of the two days, one tap on Baraka for each lesson.
  const office = await tabletFor(browser, officeUser);
  await openFromSidebar(office, 'Lesson Cover', 'Timetable');
  for (const day of [first, second]) {
    await office.getByLabel('Day', { exact: true }).fill(day);
    await expect(office).toHaveURL(new RegExp(`date=${day}`));
    const card = office.getByRole('article', { name: `Leave ${tag} East · Maths ${tag}` });
    await expect(card).toContainText(`Absent: ${absentName} (${sick})`);
    await expect(card).toContainText('Needs cover');
    const proposals = card.getByRole('list', { name: /^Free teachers for / }).getByRole('button');
    // Those who teach Maths come first: Baraka and Chidi, whoever has covered least ahead.
    await expect(proposals.nth(0)).toHaveAccessibleName(/same subject/);
    await expect(proposals.nth(1)).toHaveAccessibleName(/same subject/);
    if (day === first) {
      await expectNoViolations(office);
      await shoot(office, 'leave-cover-needed');
    }
    await card.getByRole('button', { name: new RegExp(`^${coverName}, same subject`) }).click();
    await expect(card).toContainText(`Covered by ${coverName}`);
    await expect(card).toContainText('Covered');
  }
  await expectNoViolations(office);
  await shoot(office, 'leave-cover-covered');

  // 4. Baraka: My week marks the cover lessons of this week (the later day always is), and opens that register.
  // Once the school's week is over My week turns to the next, so his tablet is then set to the later day.
  const weekOver = weekdayOf(today) > Math.max(...config.school_days);
  const shownDay = weekOver ? second : today;
  const monday = addDays(shownDay, 1 - weekdayOf(shownDay));
  const thisWeek = [first, second].filter((d) => d >= monday);
  const cover = await tabletFor(browser, barakaUser, weekOver ? second : undefined);
  await openFromSidebar(cover, 'Timetables', 'Timetable');
  await expect(cover.getByRole('button', { name: 'My week', pressed: true })).toBeVisible();
  await expect(cover.getByText(`Covers ${thisWeek.length} lesson${thisWeek.length === 1 ? '' : 's'} this week`)).toBeVisible();
  await expect(cover.getByText(`Cover for ${absentName}`)).toHaveCount(thisWeek.length);
  await expect(cover.getByText('Cover', { exact: true })).toHaveCount(thisWeek.length);
  await shoot(cover, 'leave-my-week');
  await cover.locator(`a[href*="section=${east.id}&date=${second}"]`, { hasText: 'Take register' }).click();
  await expect(cover.getByRole('heading', { name: `Leave ${tag} East` })).toBeVisible();
  const row = (name: string) => cover.getByRole('button', { name: new RegExp(`^${name} ${last}: `) });
  await row('Jabari').tap();
  await expect(row('Jabari')).toHaveAttribute('aria-label', /: Absent\./);
  await cover.getByRole('button', { name: 'Save register' }).click();
  await expect(cover.getByText('The register has been saved')).toBeVisible();
  await expect(cover.getByText(new RegExp(`Taken by ${coverName}`))).toBeVisible();
  await shoot(cover, 'leave-register');

  for (const p of [tablet, head, office, cover]) await p.context().close();
});
