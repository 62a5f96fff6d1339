import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, weekdayOf, type AttendanceGrid, type StudentAttendance } from '@contract';
import { enrolments } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { codeIds, seedCode, seedHoliday, seedSheet } from '../../../test/attendance-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Issue 14, what `view-attendance` reads: a section over a range of days (students × days, with
 * totals that count the office's override rather than the teacher's mark, on the days a
 * register could be or was taken), and a student's attendance this year.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let monday = '';
let code: Record<string, number> = {};

const day = (n: number) => addDays(monday, n);
const view = (q: string, token = t.adminA) => t.api.get(`/api/${API.attendanceView}?${q}`, { token });
const grid = async (q: string, token = t.adminA) => {
  const res = await view(q, token);
  expect(res.status).toBe(200);
  return res.body as AttendanceGrid;
};
const twoWeeks = () => `section_id=${ids.north}&start=${day(0)}&end=${day(13)}`;

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const admin = t.schoolA.adminId;
  const year = await activeYear(t.ctx, school);
  // The second full week of the year, so every day of the range is inside it.
  monday = addDays(year.startDate, 7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  ids.g1 = await seedClass(t.ctx, school, 'Grade 1', { sortOrder: 1 });
  ids.g2 = await seedClass(t.ctx, school, 'Grade 2', { sortOrder: 2 });
  ids.north = await seedSection(t.ctx, school, year.id, ids.g1, 'North');
  ids.g2a = await seedSection(t.ctx, school, year.id, ids.g2, 'A');
  const kid = (firstName: string, lastName: string, sectionId = ids.north!) => seedStudent(t.ctx, school, { sectionId, firstName, lastName });
  Object.assign(ids, {
    amy: await kid('Amy', 'Achieng'),
    ben: await kid('Ben', 'Otieno'),
    cara: await kid('Cara', 'Wanjiru'),
    late: await kid('Gil', 'Mwangi'),
    gone: await kid('Hal', 'Kiptoo'),
    eve: await kid('Eve', 'Kamau', ids.g2a),
  });
  // Gil joins in the second week; Hal left the school before the range.
  const db = t.ctx.database.db;
  await db.update(enrolments).set({ enrolledOn: day(9) }).where(eq(enrolments.studentId, ids.late!));
  await db.update(enrolments).set({ outcome: 'transferred', endedOn: day(-1) }).where(eq(enrolments.studentId, ids.gone!));
  await seedCode(t.ctx, school, 'S', 'Sick', 'excused');
  code = await codeIds(t.ctx, school);
  await seedHoliday(t.ctx, school, year.id, day(2), day(2), 'Founders Day');

  const sheet = (date: string, marks: Parameters<typeof seedSheet>[2]['marks'], sectionId = ids.north!) => seedSheet(t.ctx, school, { sectionId, date, takenBy: admin, marks });
  await sheet(day(0), { [ids.amy!]: 'P', [ids.ben!]: 'A', [ids.cara!]: 'L' });
  await sheet(day(1), { [ids.amy!]: { code: 'A', override: 'E' }, [ids.ben!]: 'P', [ids.cara!]: 'P' });
  // Wednesday is Founders Day: no register, so no column.
  await sheet(day(3), { [ids.amy!]: { code: 'S', note: 'Flu' }, [ids.ben!]: 'P', [ids.cara!]: 'A' });
  // A Saturday club register: not a school day, yet it was taken, so it shows.
  await sheet(day(5), { [ids.amy!]: 'P' });
  await sheet(day(0), { [ids.eve!]: 'A' }, ids.g2a);

  // Last year's registers are not this year's attendance.
  const lastYear = await seedYear(t.ctx, school, 'Last year', addDays(year.startDate, -365), addDays(year.startDate, -1));
  const lastYears = await seedSection(t.ctx, school, lastYear, ids.g1, 'North');
  await sheet(addDays(year.startDate, -30), { [ids.amy!]: 'A' }, lastYears);

  const other = t.schoolB.schoolId;
  const otherYear = await activeYear(t.ctx, other);
  ids.theirs = await seedSection(t.ctx, other, otherYear.id, await seedClass(t.ctx, other, 'Grade 1'), 'North');

  const as = async (privileges: Parameters<typeof seedUser>[2], classIds: number[] = []) => {
    const u = await seedUser(t.ctx, school, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.teacher = await as(['view-attendance'], [ids.g1!]);
  tokens.reporter = await as(['report-attendance'], [ids.g1!]);
  tokens.taker = await as(['generate-attendance', 'report-absent-attendance'], [ids.g1!]);
  tokens.other = await as(['view-attendance'], [ids.g2!]);
});

describe('the attendance grid (GET /api/attendance/view)', () => {
  it('has the school days of the range and any other day with a register, each with its totals', async () => {
    const body = await grid(twoWeeks());
    expect(body.section).toEqual({ id: ids.north, name: 'North', class_id: ids.g1, class_name: 'Grade 1', teacher_name: null });
    expect([body.start, body.end]).toEqual([day(0), day(13)]);
    expect(body.days.map((d) => [d.date, d.school_day, d.taken])).toEqual([
      [day(0), true, true],
      [day(1), true, true],
      [day(3), true, true],
      [day(4), true, false],
      [day(5), false, true],
      ...[7, 8, 9, 10, 11].map((n) => [day(n), true, false]),
    ]);
    expect(body.days.slice(0, 5).map(({ marked, present, absent, excused }) => [marked, present, absent, excused])).toEqual([
      [3, 2, 1, 0],
      [3, 2, 0, 1],
      [3, 1, 1, 1],
      [0, 0, 0, 0],
      [1, 1, 0, 0],
    ]);
    expect(body.totals).toEqual({ marked: 10, present: 6, absent: 2, excused: 2 });
  });

  it('aligns each student’s marks with the days, counting the office’s override, not the teacher’s mark', async () => {
    const body = await grid(twoWeeks());
    // In the register's order: by first name.
    expect(body.students.map((s) => s.fullname)).toEqual(['Amy Achieng', 'Ben Otieno', 'Cara Wanjiru', 'Gil Mwangi']);
    const [amy, ben, , gil] = body.students;
    const blank = [null, null, null, null, null];
    expect(amy).toEqual({ student_id: ids.amy, admission_no: expect.any(String), fullname: 'Amy Achieng', marks: [code.P, code.E, code.S, null, code.P, ...blank], marked: 4, present: 2, absent: 0, excused: 2 });
    expect(ben).toMatchObject({ marks: [code.A, code.P, code.P, null, null, ...blank], marked: 3, present: 2, absent: 1, excused: 0 });
    // Joined in the second week: on the grid, nothing marked, nothing counted.
    expect(gil).toMatchObject({ marks: [null, null, null, null, null, ...blank], marked: 0 });
  });

  it('leaves out a student who left before the range, and one whose enrolment starts after it', async () => {
    const week1 = await grid(`section_id=${ids.north}&start=${day(0)}&end=${day(6)}`);
    expect(week1.students.map((s) => s.student_id)).toEqual([ids.amy, ids.ben, ids.cara]);
    expect(week1.days.map((d) => d.date)).toEqual([day(0), day(1), day(3), day(4), day(5)]);
  });

  it('shows a teacher their own classes’ sections only, and another school’s section to no one', async () => {
    expect((await grid(twoWeeks(), tokens.teacher)).totals.marked).toBe(10);
    expect((await grid(twoWeeks(), tokens.reporter)).totals.marked).toBe(10);
    const theirs = await view(`section_id=${ids.g2a}&start=${day(0)}&end=${day(4)}`, tokens.teacher);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Section not found']);
    expect((await view(`section_id=${ids.g2a}&start=${day(0)}&end=${day(4)}`)).status).toBe(200);
    expect((await view(`section_id=${ids.theirs}&start=${day(0)}&end=${day(4)}`)).status).toBe(404);
    expect((await view(`section_id=${ids.north}&start=${day(0)}&end=${day(4)}`, t.adminB)).status).toBe(404);
  });

  it('needs view-attendance or report-attendance', async () => {
    expect((await view(twoWeeks(), tokens.taker)).status).toBe(403);
    expect((await view(twoWeeks(), null as never)).status).toBe(401);
  });

  it('refuses a bad range, naming the field', async () => {
    const cases: [string, string][] = [
      [`start=${day(0)}&end=${day(1)}`, 'section_id'],
      [`section_id=abc&start=${day(0)}&end=${day(1)}`, 'section_id'],
      [`section_id=${ids.north}&end=${day(1)}`, 'start'],
      [`section_id=${ids.north}&start=${day(1)}&end=2026-02-30`, 'end'],
      [`section_id=${ids.north}&start=${day(1)}&end=${day(0)}`, 'end'],
      [`section_id=${ids.north}&start=${day(0)}&end=${day(100)}`, 'end'],
    ];
    for (const [q, field] of cases) {
      const res = await view(q);
      expect([q, res.status, res.body.issues?.map((i: { path: string }) => i.path)]).toEqual([q, 400, [field]]);
    }
    expect((await view(`section_id=${ids.north}&start=${day(0)}&end=${day(99)}`)).status).toBe(200);
  });
});

describe("the student page's attendance (GET /api/attendance/students/{id})", () => {
  const summary = (id: number, token = t.adminA) => t.api.get(`/api/${API.attendanceStudents}/${id}`, { token });

  it('counts this year’s marks by how they count and by code, with the latest marks other than Present', async () => {
    const res = await summary(ids.amy!);
    expect(res.status).toBe(200);
    const body = res.body as StudentAttendance;
    expect(body.year).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.totals).toEqual({ marked: 4, present: 2, absent: 0, excused: 2 });
    expect(body.by_code.map((c) => [c.code, c.name, c.count])).toEqual([
      ['P', 'Present', 2],
      ['A', 'Absent', 0],
      ['L', 'Late', 0],
      ['E', 'Excused', 1],
      ['S', 'Sick', 1],
    ]);
    expect(body.recent).toEqual([
      { date: day(3), code: 'S', name: 'Sick', note: 'Flu', section_name: 'North' },
      { date: day(1), code: 'E', name: 'Excused', note: null, section_name: 'North' },
    ]);
    const cara = (await summary(ids.cara!)).body as StudentAttendance;
    expect(cara.recent.map((r) => [r.date, r.code])).toEqual([[day(3), 'A'], [day(0), 'L']]);
    const gil = (await summary(ids.late!)).body as StudentAttendance;
    expect([gil.totals.marked, gil.recent]).toEqual([0, []]);
  });

  it('keeps to the class rule and the school, and needs view-attendance or report-attendance', async () => {
    expect((await summary(ids.amy!, tokens.teacher)).status).toBe(200);
    expect((await summary(ids.amy!, tokens.reporter)).status).toBe(200);
    const out = await summary(ids.amy!, tokens.other);
    expect([out.status, out.body.message]).toEqual([404, 'Student not found']);
    expect((await summary(ids.eve!, tokens.other)).status).toBe(200);
    expect((await summary(ids.amy!, t.adminB)).status).toBe(404);
    expect((await summary(ids.amy!, tokens.taker)).status).toBe(403);
    const bad = await t.api.get(`/api/${API.attendanceStudents}/abc`, { token: t.adminA });
    expect([bad.status, bad.body.issues?.[0]?.path]).toEqual([400, 'id']);
  });
});
