import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGE_MODULES, weekdayOf } from '@contract';
import { attendanceSettings, examMarkSheets } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { schoolToday } from '../../people/public';
import { seedSheet } from '../../../test/attendance-data';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem } from '../../../test/exams-data';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Issue 10, client 10: the dashboard shows each user what they work on. An Admin the whole
 * school; a teacher their classes (ADR 013's rule, like the lists); a user who may list nothing
 * (a bursar until the finance pages exist) no school figures at all.
 */
const t = twoSchools();
const TEACHER = ['list-student', 'list-class', 'list-section', 'list-subject', 'list-room'] as const;
let g1: number;
let g2: number;
let north: number;
let south: number;
const kids: number[] = [];

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  g1 = await seedClass(t.ctx, school, 'Grade 1', { sortOrder: 1 });
  g2 = await seedClass(t.ctx, school, 'Grade 2', { sortOrder: 2 });
  north = await seedSection(t.ctx, school, year.id, g1, 'North', 30);
  south = await seedSection(t.ctx, school, year.id, g1, 'South', 25);
  const g2a = await seedSection(t.ctx, school, year.id, g2, 'A');
  // A section of another year is not this year's work.
  const later = await seedYear(t.ctx, school, '2097/2098', '2097-09-01', '2098-08-31');
  await seedSection(t.ctx, school, later, g1, 'Later');
  for (const sectionId of [north, north, south, g2a, g2a, g2a]) kids.push(await seedStudent(t.ctx, school, { sectionId }));
  await seedStudent(t.ctx, school, { sectionId: north, status: 'Inactive' });
  await seedEmployee(t.ctx, school, 'teacher');
  await seedEmployee(t.ctx, school, 'driver');
  await seedEmployee(t.ctx, school, 'teacher', 'Inactive');
});

const dashAs = async (privileges: readonly string[], classIds: number[] = []) => {
  const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges as never, { classIds });
  const res = await t.api.get('/api/dash', { token: await t.api.login(u.username, u.password) });
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/dash', () => {
  it('shows an Admin the whole school, and only their own school', async () => {
    const res = await t.api.get('/api/dash', { token: t.adminA });
    expect(res.body).toMatchObject({
      scope: 'school',
      classes: 2,
      sections: 3,
      employees: { teacher: 1, staff: 0, driver: 1, total: 2 },
      students: { total: 6, male: 6, female: 0, by_class: [{ class_id: g1, count: 3 }, { class_id: g2, count: 3 }] },
      my_sections: [],
    });
    expect((await t.api.get('/api/dash', { token: t.adminB })).body).toMatchObject({ classes: 0, sections: 0, employees: { total: 0 }, students: { total: 0 } });
  });

  it("gives a new school its set-up path, and says no everyday page can work yet (issue 31)", async () => {
    const body = (await t.api.get('/api/dash', { token: t.adminB })).body;
    const done = Object.fromEntries(body.setup.map((s: { step: string; done: boolean }) => [s.step, s.done]));
    expect(body.setup.map((s: { step: string }) => s.step)).toEqual(['profile', 'year', 'classes', 'subjects', 'staff', 'pupils', 'fees']);
    expect(done).toMatchObject({ classes: false, subjects: false, staff: false, pupils: false, fees: false });
    expect(body.ready).toEqual({ registers: false, exams: false, fees: false });
    expect(body.waiting).toEqual([]);
    // School A has sections with pupils and staff: those steps are ticked, and registers can be taken.
    const a = (await t.api.get('/api/dash', { token: t.adminA })).body;
    expect(Object.fromEntries(a.setup.map((s: { step: string; done: boolean }) => [s.step, s.done]))).toMatchObject({ year: true, classes: true, staff: true, pupils: true });
    expect(a.ready).toMatchObject({ registers: true, fees: false });
  });

  it('shows a teacher their classes only: counts, students and each of their sections', async () => {
    const body = await dashAs(TEACHER, [g1]);
    expect(body).toMatchObject({ scope: 'classes', classes: 1, sections: 2, rooms: 0, subjects: 0, parents: null, employees: null });
    expect(body.students).toEqual({ total: 3, male: 3, female: 0, by_class: [{ class_id: g1, class_name: 'Grade 1', count: 3 }] });
    expect(body.my_sections).toEqual([
      { class_id: g1, class_name: 'Grade 1', section_id: north, section_name: 'North', capacity: 30, students: 2 },
      { class_id: g1, class_name: 'Grade 1', section_id: south, section_name: 'South', capacity: 25, students: 1 },
    ]);
  });

  it('shows no school figures to a user who may list none of them (a bursar today)', async () => {
    const none = { scope: 'classes', classes: null, sections: null, rooms: null, subjects: null, parents: null, employees: null, students: null, my_sections: [], attendance: null, exams: null, waiting: [] };
    expect(await dashAs([...PRIVILEGE_MODULES.Finance, 'user-profile'])).toMatchObject(none);
    expect(await dashAs([])).toMatchObject(none);
  });

  it('counts a secretary’s lists: school-wide ones in full, class-bound ones by the class rule', async () => {
    const body = await dashAs(['list-parents', 'list-employee', 'list-class', 'list-section']);
    // No classes assigned: the class rule gives them none, as on the Classes page.
    expect(body).toMatchObject({ classes: 0, sections: 0, parents: 7, employees: { total: 2 }, students: null, my_sections: [] });
  });

  it("shows today's registers and marks in the viewer's scope to anyone with an attendance privilege, on a school day", async () => {
    const school = t.schoolA.schoolId;
    const db = t.ctx.database.db;
    const today = await schoolToday(db, { timeZone: 'UTC' });
    const openEvery = async (days: number[], schoolId = school) => {
      await db.update(attendanceSettings).set({ schoolDays: days }).where(eq(attendanceSettings.schoolId, schoolId));
      t.ctx.reportCache.written(schoolId);
    };
    await openEvery([1, 2, 3, 4, 5, 6, 7]);
    // The other school is open today too, whatever weekday the suite runs on: it must still see none of A's registers.
    await openEvery([1, 2, 3, 4, 5, 6, 7], t.schoolB.schoolId);
    // North's register is taken (Ben's absence excused by the office); South's and Grade 2's are not.
    await seedSheet(t.ctx, school, { sectionId: north, date: today, takenBy: t.schoolA.adminId, marks: { [kids[0]!]: 'P', [kids[1]!]: { code: 'A', override: 'E' } } });
    t.ctx.reportCache.written(school);

    const admin = (await t.api.get('/api/dash', { token: t.adminA })).body;
    expect(admin.attendance).toEqual({ date: today, today: true, sections: 3, taken: 1, marked: 2, present: 1, absent: 0, excused: 1 });
    expect((await dashAs(['view-attendance'], [g1])).attendance).toEqual({ date: today, today: true, sections: 2, taken: 1, marked: 2, present: 1, absent: 0, excused: 1 });
    expect((await dashAs(['generate-attendance'], [g2])).attendance).toEqual({ date: today, today: true, sections: 1, taken: 0, marked: 0, present: 0, absent: 0, excused: 0 });
    expect((await dashAs(TEACHER, [g1])).attendance).toBeNull();
    expect((await t.api.get('/api/dash', { token: t.adminB })).body.attendance).toMatchObject({ sections: 0, taken: 0, marked: 0 });

    // On a day the school is closed, the last school day's registers show, named as such.
    await openEvery([1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(today)));
    expect((await t.api.get('/api/dash', { token: t.adminA })).body.attendance).toMatchObject({ date: addDays(today, -1), today: false, sections: 3, taken: 0 });
    // None in the fortnight before (a school closed every day): nothing to show.
    await openEvery([]);
    expect((await t.api.get('/api/dash', { token: t.adminA })).body.attendance).toBeNull();
    await openEvery([1, 2, 3, 4, 5]);
    await openEvery([1, 2, 3, 4, 5], t.schoolB.schoolId);
  });
});

describe('GET /api/dash: upcoming exams (issue 16)', () => {
  it("lists the year's exams not closed and not over, soonest first, with the mark sheets complete in the viewer's scope", async () => {
    const school = t.schoolA.schoolId;
    const year = await activeYear(t.ctx, school);
    const today = await schoolToday(t.ctx.database.db, { timeZone: 'UTC' });
    const grading = await seedGradingSystem(t.ctx, school);
    const type = await seedExamType(t.ctx, school, 30, 'Mid-term');
    const exam = (name: string, start: string, end: string, status: 'Pending' | 'Active' | 'Closed') =>
      seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: type, gradingSystemId: grading, name, startDate: start, endDate: end, status });
    const midterm = await exam('Mid-term', today, addDays(today, 3), 'Active');
    const later = await exam('End of term', addDays(today, 20), addDays(today, 25), 'Pending');
    await exam('Over', addDays(today, -30), addDays(today, -25), 'Active');
    await exam('Closed early', today, addDays(today, 3), 'Closed');
    const paper1 = await seedExamSubject(t.ctx, school, { examId: midterm, classId: g1 });
    await seedExamSubject(t.ctx, school, { examId: midterm, classId: g2 });
    await t.ctx.database.db.insert(examMarkSheets).values({ schoolId: school, examSubjectId: paper1.id, sectionId: north, complete: true, updatedBy: t.schoolA.adminId });
    t.ctx.reportCache.written(school);

    const admin = (await t.api.get('/api/dash', { token: t.adminA })).body;
    expect(admin.exams.map((e: { id: number }) => e.id)).toEqual([midterm, later]);
    // Grade 1 North and South, and Grade 2 A: three sheets, North's complete.
    expect(admin.exams[0]).toMatchObject({ name: 'Mid-term', type_name: 'Mid-term', status: 'Active', sheets: 3, complete: 1 });
    expect((await dashAs(['exam-entry'], [g2])).exams[0]).toMatchObject({ sheets: 1, complete: 0 });
    expect((await dashAs(TEACHER, [g1])).exams).toBeNull();
    expect((await t.api.get('/api/dash', { token: t.adminB })).body.exams).toEqual([]);
  });
});
