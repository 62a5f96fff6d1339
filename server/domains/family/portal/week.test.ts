import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TimetableWeek } from '@contract';
import { rooms, subjects, timetablePeriods } from '../../../db/schema';
import { seedEmployee } from '../../../test/fixtures';
import { seedFamilies } from '../../../test/families';
import { twoSchools } from '../../../test/schools';

/** Issue 33: the child's section week, as the staff section week shows it. */
const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let pupil: string;
const ids: Record<string, number> = {};

const db = () => t.ctx.database.db;
const week = (studentId: number, token = parent) => t.api.get<TimetableWeek>(`/api/family/week?studentId=${studentId}`, { token });
const place = async (body: object) => {
  const res = await t.api.post('/api/timetable/entries', { token: t.adminA, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  pupil = await f.signIn(f.adaNo);
  const { schoolId } = t.schoolA;
  const period = async (name: string, start: string, end: string, sortOrder: number) =>
    (await db().insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end, kind: 'lesson', sortOrder, weekdays: sql`'{1,2,3,4,5}'::smallint[]` }).returning({ id: timetablePeriods.id }))[0]!.id;
  ids.p1 = await period('Period 1', '08:00', '08:40', 1);
  ids.p2 = await period('Period 2', '08:40', '09:20', 2);
  ids.maths = (await db().insert(subjects).values({ schoolId, name: 'Maths', code: 'MAT' }).returning({ id: subjects.id }))[0]!.id;
  ids.art = (await db().insert(subjects).values({ schoolId, name: 'Art', code: 'ART' }).returning({ id: subjects.id }))[0]!.id;
  ids.lab = (await db().insert(rooms).values({ schoolId, name: 'Lab 1', capacity: 40 }).returning({ id: rooms.id }))[0]!.id;
  ids.otieno = (await seedEmployee(t.ctx, schoolId, 'teacher')).id;
  await db().execute(sql`update employees set first_name = 'Peter', last_name = 'Otieno' where id = ${ids.otieno}`);
  await place({ section_id: f.north, weekday: 1, period_id: ids.p1, subject_id: ids.maths, teacher_id: ids.otieno, room_id: ids.lab });
  await place({ section_id: f.north, weekday: 3, period_id: ids.p2, subject_id: ids.art, teacher_id: null, room_id: null });
  await place({ section_id: f.tiny, weekday: 2, period_id: ids.p1, subject_id: ids.art, teacher_id: ids.otieno, room_id: null });
});

describe('family week (GET /api/family/week)', () => {
  it("shows Ada her section's lessons with teachers and rooms, as the staff week does", async () => {
    const res = await week(f.ada);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.of).toEqual({ kind: 'section', id: f.north, name: 'Grade 1 North' });
    expect(res.body.entries.map((e) => [e.weekday, e.subject_name, e.teacher_name, e.room_name])).toEqual([
      [1, 'Maths', 'Peter Otieno', 'Lab 1'],
      [3, 'Art', null, null],
    ]);
    expect(res.body.periods.map((p) => [p.name, p.start_time, p.end_time])).toEqual([['Period 1', '08:00', '08:40'], ['Period 2', '08:40', '09:20']]);
    expect(res.body.school_days).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.lessons).toBe(2);
    const staff = await t.api.get<TimetableWeek>(`/api/timetable/week?section_id=${f.north}`, { token: t.adminA });
    expect(res.body).toEqual(staff.body);
  });

  it("gives Ben his own section's week, and a pupil their own", async () => {
    const ben = await week(f.ben);
    expect(ben.body.of.name).toBe('Grade 2 Tiny');
    expect(ben.body.entries.map((e) => [e.weekday, e.subject_name, e.section_id])).toEqual([[2, 'Art', f.tiny]]);
    const self = await week(f.ada, pupil);
    expect(self.status).toBe(200);
    expect(self.body.lessons).toBe(2);
  });

  it("answers another family's child and school B's child with 404", async () => {
    expect((await week(f.cy)).status).toBe(404);
    expect((await week(f.dee)).status).toBe(404);
    expect((await week(f.ben, pupil)).status).toBe(404);
  });

  it('gives a child with no section this year an empty week, not an error', async () => {
    await db().execute(sql`update enrolments set academic_year_id = ${f.otherYear}, section_id = ${f.later} where student_id = ${f.ben}`);
    const res = await week(f.ben);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entries).toEqual([]);
    expect(res.body.lessons).toBe(0);
    expect(res.body.academic_year).toBeNull();
    expect(res.body.periods).toHaveLength(2);
  });
});
