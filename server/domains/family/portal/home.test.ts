import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf, type FamilyHome } from '@contract';
import { readRows } from '../../../db/client';
import { classes, rooms, subjects, timetablePeriods } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { codeIds } from '../../../test/attendance-data';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedFamilies } from '../../../test/families';
import { twoSchools } from '../../../test/schools';
import { activeYear } from '../../../test/students-data';
import { shortDay } from './home-news';

/** Issue 33: one child's day at a glance, and what is new since the last visit. */
const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let pupil: string;
let today = '';
let examName = '';
let receipt = 0;
let keys = 0;

const db = () => t.ctx.database.db;
const home = (studentId: number, token = parent) => t.api.get<FamilyHome>(`/api/family/home?studentId=${studentId}`, { token });
const seen = (studentId: number, at: string, token = parent) => t.api.post('/api/family/seen', { token, body: { student_id: studentId, at } });
const money = (path: string, body: object) => t.api.post(path, { token: t.adminA, headers: { 'Idempotency-Key': `family-home-${++keys}-${Date.now()}` }, body });
const schoolDays = (days: number[]) => db().execute(sql`update attendance_settings set school_days = ${`{${days.join(',')}}`}::smallint[] where school_id = ${t.schoolA.schoolId}`);

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  pupil = await f.signIn(f.adaNo);
  const schoolId = t.schoolA.schoolId;
  await schoolDays([1, 2, 3, 4, 5, 6, 7]);
  await db().execute(sql`update schools set currency = 'KES' where id = ${schoolId}`);
  today = (await readRows(db(), v.object({ day: v.string() }), sql`select to_char((timezone(time_zone, now()))::date, 'YYYY-MM-DD') as day from schools where id = ${schoolId}`))[0]!.day;

  // Today's register: Ada absent, Cy late beside her.
  const code = await codeIds(t.ctx, schoolId);
  const sheet = await t.api.put(`/api/attendance/sheets/${f.north}/${today}`, {
    token: t.adminA,
    body: { base_version: 0, marks: [{ student_id: f.ada, code_id: code.A, note: 'Fever' }, { student_id: f.cy, code_id: code.L, note: 'Cy overslept' }] },
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);

  // Two lessons today (placed out of order) and one on another day.
  const period = async (name: string, start: string, end: string, sortOrder: number) =>
    (await db().insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end, kind: 'lesson', sortOrder, weekdays: sql`'{1,2,3,4,5,6,7}'::smallint[]` }).returning({ id: timetablePeriods.id }))[0]!.id;
  const p1 = await period('Period 1', '08:00', '08:40', 1);
  const p2 = await period('Period 2', '08:40', '09:20', 2);
  const subject = async (name: string) => (await db().insert(subjects).values({ schoolId, name, code: name.slice(0, 3).toUpperCase() }).returning({ id: subjects.id }))[0]!.id;
  const [maths, art] = [await subject('Maths'), await subject('Art')];
  const lab = (await db().insert(rooms).values({ schoolId, name: 'Lab 1', capacity: 40 }).returning({ id: rooms.id }))[0]!.id;
  const weekday = weekdayOf(today);
  for (const body of [
    { section_id: f.north, weekday, period_id: p2, subject_id: art, teacher_id: null, room_id: null },
    { section_id: f.north, weekday, period_id: p1, subject_id: maths, teacher_id: null, room_id: lab },
    { section_id: f.north, weekday: (weekday % 7) + 1, period_id: p1, subject_id: art, teacher_id: null, room_id: null },
  ]) {
    const placed = await t.api.post('/api/timetable/entries', { token: t.adminA, body });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  }

  // Grade 1 billed 8,000.00 this month; 5,000.00 paid for Ada.
  await db().update(classes).set({ monthlyFee: 800_000 }).where(eq(classes.id, f.g1));
  const billed = await money('/api/finance/fees/generate', { month: today.slice(0, 7), class_ids: [f.g1] });
  expect(billed.status, JSON.stringify(billed.body)).toBe(201);
  const paid = await money('/api/finance/payments', { student_id: f.ada, amount: 500_000, date: today });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  receipt = paid.body.receipt_no;

  // A closed exam with Ada's and Cy's marks, and its report cards issued.
  const year = await activeYear(t.ctx, schoolId);
  examName = 'End of term';
  const examBody = {
    academic_year_id: year.id,
    exam_type_id: await seedExamType(t.ctx, schoolId),
    grading_system_id: await seedGradingSystem(t.ctx, schoolId),
    name: examName,
    start_date: addDays(year.startDate, 40),
    end_date: addDays(year.startDate, 42),
  };
  const exam = await seedExam(t.ctx, schoolId, {
    academicYearId: examBody.academic_year_id,
    examTypeId: examBody.exam_type_id,
    gradingSystemId: examBody.grading_system_id,
    name: examName,
    startDate: examBody.start_date,
    endDate: examBody.end_date,
    status: 'Active',
  });
  const paper = await seedExamSubject(t.ctx, schoolId, { examId: exam, classId: f.g1, subjectId: await seedSubject(t.ctx, schoolId, 'Science') });
  await seedResults(t.ctx, schoolId, { examSubjectId: paper.id, sectionId: f.north, enteredBy: t.schoolA.adminId, results: { [f.ada]: 70, [f.cy]: 41 } });
  const closed = await t.api.put(`/api/exams/${exam}`, { token: t.adminA, body: { ...examBody, status: 'Closed', version: 1 } });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  const cards = await t.api.post('/api/results/cards', { token: t.adminA, body: { exam_id: exam, section_id: f.north } });
  expect(cards.status, JSON.stringify(cards.body)).toBe(200);
});

describe('family home (GET /api/family/home)', () => {
  it("shows Ada's day: open, marked Absent, today's lessons in order, the balance and the latest marks", async () => {
    const res = await home(f.ada);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body;
    expect(b.today).toBe(today);
    expect(b.child).toMatchObject({ id: f.ada, first_name: 'Ada', class_name: 'Grade 1', section_name: 'North' });
    expect(b.school_day).toEqual({ open: true, reason: null });
    expect(b.attendance_today).toEqual({ code: 'A', name: 'Absent', counts: 'absent', note: 'Fever' });
    expect(b.lessons_today).toEqual([
      { period_name: 'Period 1', starts: '08:00', ends: '08:40', subject_name: 'Maths', teacher_name: null, room_name: 'Lab 1' },
      { period_name: 'Period 2', starts: '08:40', ends: '09:20', subject_name: 'Art', teacher_name: null, room_name: null },
    ]);
    expect(b.balance).toBe(300_000);
    expect(b.currency).toBe('KES');
    expect(b.latest_marks).toMatchObject({ exam_name: examName, subjects: [expect.objectContaining({ subject_name: 'Science', marks: 70 })] });
    expect(Date.parse(b.as_of)).not.toBeNaN();
  });

  it('lists what is new on a first visit in words a parent reads, and nothing of Cy', async () => {
    const { body } = await home(f.ada);
    expect(body.since).toBeNull();
    const news = body.news.map((n) => [n.kind, n.text]);
    expect(news).toEqual(
      expect.arrayContaining([
        ['absent', `Absent on ${shortDay(today)}`],
        ['payment', `Payment of KES 5,000.00 received (receipt ${receipt})`],
        ['charge', expect.stringMatching(/^KES 8,000\.00 charged for Tuition, /)],
        ['card', `Report card for ${examName} issued`],
        ['marks', `Marks for ${examName} published`],
      ]),
    );
    expect(body.news).toHaveLength(5);
    expect(body.news.find((n) => n.kind === 'absent')!.date).toBe(today);
    const text = JSON.stringify(body);
    for (const secret of ['Mwangi', 'Cy overslept', 'Late']) expect(text).not.toContain(secret);
  });

  it('gives a child with no register today null, and no lessons for a section without any', async () => {
    const res = await home(f.ben);
    expect(res.status).toBe(200);
    expect(res.body.attendance_today).toBeNull();
    expect(res.body.lessons_today).toEqual([]);
    expect(res.body.child.section_name).toBe('Tiny');
    expect(res.body.balance).toBe(0);
    expect(res.body.latest_marks).toBeNull();
  });

  it('says why school is closed today, with no lessons', async () => {
    await schoolDays([1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(today)));
    const { body } = await home(f.ada);
    expect(body.school_day).toEqual({ open: false, reason: 'Weekend' });
    expect(body.lessons_today).toEqual([]);
    await schoolDays([1, 2, 3, 4, 5, 6, 7]);
  });

  it("answers another family's child and school B's child with 404, in the query and in the body", async () => {
    for (const id of [f.cy, f.dee]) {
      expect((await home(id)).status).toBe(404);
      expect((await seen(id, new Date().toISOString())).status).toBe(404);
    }
    expect((await home(f.ben, pupil)).status).toBe(404);
  });
});

describe('seen (POST /api/family/seen)', () => {
  it('shows only what came after the last visit, never moving the mark backwards or past now', async () => {
    const first = await home(f.ada);
    expect((await seen(f.ada, first.body.as_of)).status).toBe(200);
    const after = await home(f.ada);
    expect(Date.parse(after.body.since!)).toBe(Date.parse(first.body.as_of));
    expect(after.body.news).toEqual([]);

    expect((await seen(f.ada, '2020-01-01T00:00:00Z')).status).toBe(200);
    expect(Date.parse((await home(f.ada)).body.since!)).toBe(Date.parse(first.body.as_of));

    const paid = await money('/api/finance/payments', { student_id: f.ada, amount: 1_000, date: today });
    expect(paid.status).toBe(201);
    const next = await home(f.ada);
    expect(next.body.news).toEqual([{ kind: 'payment', date: today, text: `Payment of KES 10.00 received (receipt ${paid.body.receipt_no})` }]);
    expect(next.body.balance).toBe(299_000);

    // Ada's own sign-in keeps its own mark: her first visit still shows everything.
    const own = await home(f.ada, pupil);
    expect(own.body.since).toBeNull();
    expect(own.body.news).toHaveLength(6);

    expect((await seen(f.ada, '2100-01-01T00:00:00Z')).status).toBe(200);
    const clamped = (await home(f.ada)).body.since!;
    expect(Date.parse(clamped)).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('refuses a time that is not one, naming at', async () => {
    const res = await seen(f.ada, 'yesterday');
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('at');
  });
});
