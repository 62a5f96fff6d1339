import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClashRefusal, ClashReport, TeacherLoad, TimetableEntry, TimetableWeek } from '@contract';
import { readRows } from '../../../db/client';
import { rooms, subjects, timetablePeriods, timetableUnavailability } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
let teacher = '';

const db = () => t.ctx.database.db;
const lesson = (over: Record<string, unknown> = {}) => ({
  section_id: ids.north,
  weekday: 2,
  period_id: ids.p1,
  subject_id: ids.maths,
  teacher_id: ids.otieno,
  room_id: ids.lab,
  ...over,
});
const place = (body: object, token = t.adminA) => t.api.post<{ id: number }>('/api/timetable/entries', { token, body });

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const year = await activeYear(t.ctx, schoolId);
  ids.year = year.id;
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8');
  ids.north = await seedSection(t.ctx, schoolId, year.id, ids.grade7, 'North');
  ids.south = await seedSection(t.ctx, schoolId, year.id, ids.grade7, 'South');
  ids.east = await seedSection(t.ctx, schoolId, year.id, ids.grade8, 'East');
  const period = async (name: string, start: string, end: string, kind = 'lesson', weekdays = '{1,2,3,4,5}') =>
    (await db().insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end, kind, sortOrder: Number(start.slice(0, 2)), weekdays: sql`${weekdays}::smallint[]` }).returning({ id: timetablePeriods.id }))[0]!.id;
  ids.p1 = await period('Period 1', '08:00', '08:40');
  ids.p2 = await period('Period 2', '08:40', '09:20', 'lesson', '{1,2,3,4}');
  ids.brk = await period('Break', '09:20', '09:40', 'break');
  ids.maths = (await db().insert(subjects).values({ schoolId, name: 'Maths', code: 'MAT' }).returning({ id: subjects.id }))[0]!.id;
  ids.science = (await db().insert(subjects).values({ schoolId, name: 'Science', code: 'SCI' }).returning({ id: subjects.id }))[0]!.id;
  ids.lab = (await db().insert(rooms).values({ schoolId, name: 'Lab 1', capacity: 40 }).returning({ id: rooms.id }))[0]!.id;
  ids.otieno = (await seedEmployee(t.ctx, schoolId, 'teacher')).id;
  ids.wanjiru = (await seedEmployee(t.ctx, schoolId, 'teacher')).id;
  await db().execute(sql`update employees set first_name = 'Peter', last_name = 'Otieno' where id = ${ids.otieno}`);
  const u = await seedUser(t.ctx, schoolId, ['list-timetable', 'add-timetable'], { classIds: [ids.grade8] });
  teacher = await t.api.login(u.username, u.password);
});

describe('placing a lesson (POST /api/timetable/entries)', () => {
  it('places a lesson and shows it in the section, teacher and room weeks', async () => {
    const placed = await place(lesson());
    expect(placed.status).toBe(201);
    ids.first = placed.body.id;
    for (const q of [`section_id=${ids.north}`, `teacher_id=${ids.otieno}`, `room_id=${ids.lab}`]) {
      const week = await t.api.get<TimetableWeek>(`/api/timetable/week?${q}`, { token: t.adminA });
      expect(week.status).toBe(200);
      expect(week.body.entries.map((e) => [e.section_name, e.subject_name, e.teacher_name, e.room_name, e.weekday])).toEqual([['North', 'Maths', 'Peter Otieno', 'Lab 1', 2]]);
      expect(week.body.periods.map((p) => [p.name, p.start_time, p.kind])).toEqual([['Period 1', '08:00', 'lesson'], ['Period 2', '08:40', 'lesson'], ['Break', '09:20', 'break']]);
      expect(week.body.school_days).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('refuses a lesson that double-books the section, the teacher and the room, naming every clash at once', async () => {
    const res = await place(lesson({ subject_id: ids.science }));
    expect(res.status).toBe(409);
    const body = res.body as unknown as ClashRefusal;
    expect(body.clashes.map((c) => c.kind).sort()).toEqual(['room', 'section', 'teacher']);
    expect(body.clashes.find((c) => c.kind === 'teacher')!.message).toBe('Peter Otieno already teaches Grade 7 North Maths on Tuesday, Period 1.');
    expect(body.clashes.find((c) => c.kind === 'room')!.message).toBe('Lab 1 is already used by Grade 7 North Maths on Tuesday, Period 1.');
    expect(body.issues.map((i) => i.path).sort()).toEqual(['period_id', 'room_id', 'teacher_id']);
    expect(body.message).toMatch(/^This lesson clashes 3 times: /);
  });

  it('refuses the teacher in another section at the same time, and a teacher or room marked unavailable', async () => {
    const other = await place(lesson({ section_id: ids.south, room_id: null }));
    expect((other.body as unknown as ClashRefusal).clashes.map((c) => c.kind)).toEqual(['teacher']);
    await db().insert(timetableUnavailability).values({ schoolId: t.schoolA.schoolId, teacherId: ids.wanjiru!, weekday: 3, periodId: ids.p1!, reason: 'Part-time' });
    const away = await place(lesson({ section_id: ids.south, weekday: 3, teacher_id: ids.wanjiru, room_id: null }));
    expect(away.status).toBe(409);
    expect((away.body as unknown as ClashRefusal).clashes[0]!.message).toMatch(/is not available on Wednesday, Period 1 \(Part-time\)\.$/);
  });

  it('refuses a break, and a period that does not run that day', async () => {
    const onBreak = await place(lesson({ section_id: ids.south, period_id: ids.brk, teacher_id: null, room_id: null }));
    expect((onBreak.body as unknown as ClashRefusal).clashes[0]!.message).toBe('No lesson can go there: Break is a break.');
    const friday = await place(lesson({ section_id: ids.south, period_id: ids.p2, weekday: 5, teacher_id: null, room_id: null }));
    expect((friday.body as unknown as ClashRefusal).clashes[0]!.message).toBe('No lesson can go there: Period 2 does not run on Friday.');
  });

  it('lets exactly one of ten concurrent placements of one teacher in one period win', async () => {
    const sections = [ids.north, ids.south, ids.east];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => place(lesson({ section_id: sections[i % 3], weekday: 4, period_id: ids.p2, teacher_id: ids.wanjiru, room_id: null }))),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    const [row] = await readRows(db(), v.object({ n: v.number() }), sql`select count(*)::int as n from timetable_entries where teacher_id = ${ids.wanjiru} and weekday = 4 and period_id = ${ids.p2}`);
    expect(row!.n).toBe(1);
  });

  it('moves a lesson without clashing with itself, and refuses a stale copy', async () => {
    const moved = await t.api.put(`/api/timetable/entries/${ids.first}`, { token: t.adminA, body: lesson({ period_id: ids.p2, version: 1 }) });
    expect(moved.status).toBe(200);
    const stale = await t.api.put(`/api/timetable/entries/${ids.first}`, { token: t.adminA, body: lesson({ weekday: 1, version: 1 }) });
    expect(stale.status).toBe(409);
    const all = await t.api.get<TimetableEntry[]>('/api/timetable/entries', { token: t.adminA });
    expect(all.body.find((e) => e.id === ids.first)).toMatchObject({ period_id: ids.p2, weekday: 2, version: 2 });
  });

  it('reports loads and the clashes a later change made, school-wide', async () => {
    await db().insert(timetableUnavailability).values({ schoolId: t.schoolA.schoolId, roomId: ids.lab!, weekday: 2, periodId: ids.p2!, reason: 'Exams' });
    const report = await t.api.get<ClashReport>('/api/timetable/clashes', { token: t.adminA });
    expect(report.body.clashes.map((c) => c.message)).toEqual(['Grade 7 North Maths on Tuesday, Period 2: Lab 1 is not available then (Exams).']);
    const loads = await t.api.get<TeacherLoad[]>('/api/timetable/loads', { token: t.adminA });
    expect(loads.body.find((l) => l.teacher_id === ids.otieno)).toMatchObject({ lessons: 1, sections: 1, subjects: 1 });
    expect(loads.body.find((l) => l.teacher_id === ids.wanjiru)).toMatchObject({ lessons: 1 });
  });
});

describe('who may read and place lessons', () => {
  it("keeps a teacher to their classes' sections, in every view", async () => {
    expect((await place(lesson({ weekday: 1 }), teacher)).status).toBe(422);
    expect((await t.api.get(`/api/timetable/week?section_id=${ids.north}`, { token: teacher })).status).toBe(404);
    const mine = await t.api.get<TimetableWeek>(`/api/timetable/week?teacher_id=${ids.wanjiru}`, { token: teacher });
    expect(mine.body.entries.every((e) => e.class_name === 'Grade 8')).toBe(true);
    expect((await t.api.put(`/api/timetable/entries/${ids.first}`, { token: teacher, body: lesson() })).status).toBe(403);
    expect((await t.api.get('/api/timetable/loads', { token: teacher })).status).toBe(403);
  });

  it('gives a teacher their own week whole, whichever classes the lessons are in', async () => {
    const u = await seedUser(t.ctx, t.schoolA.schoolId, ['list-timetable'], { classIds: [ids.grade8!] });
    await db().execute(sql`update users set employee_id = ${ids.otieno} where id = ${u.id}`);
    const token = await t.api.login(u.username, u.password);
    const mine = await t.api.get<TimetableWeek>(`/api/timetable/week?teacher_id=${ids.otieno}`, { token });
    expect(mine.body.entries.map((e) => [e.class_name, e.section_name, e.subject_name])).toEqual([['Grade 7', 'North', 'Maths']]);
    const other = await t.api.get<TimetableWeek>(`/api/timetable/week?teacher_id=${ids.wanjiru}`, { token });
    expect(other.body.entries.every((e) => e.class_name === 'Grade 8')).toBe(true);
  });

  it("answers another school's section, lesson, teacher and room as if they did not exist", async () => {
    expect((await place(lesson(), t.adminB)).status).toBe(422);
    expect((await t.api.del(`/api/timetable/entries/${ids.first}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/timetable/week?teacher_id=${ids.otieno}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/timetable/week?room_id=${ids.lab}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get<TimetableEntry[]>('/api/timetable/entries', { token: t.adminB })).body).toEqual([]);
  });

  it('names the field of bad input and writes nothing', async () => {
    const [before] = await readRows(db(), v.object({ n: v.number() }), sql`select count(*)::int as n from timetable_entries`);
    for (const [body, path] of [
      [lesson({ weekday: 8 }), 'weekday'],
      [lesson({ period_id: 'first' }), 'period_id'],
      [lesson({ subject_id: undefined }), 'subject_id'],
      [lesson({ weekday: 1, subject_id: 999_999 }), 'subject_id'],
      [lesson({ weekday: 1, room_id: 999_999 }), 'room_id'],
    ] as const) {
      const res = await place(body);
      expect([400, 422]).toContain(res.status);
      expect((res.body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    }
    expect((await t.api.get('/api/timetable/week?section_id=1&teacher_id=2', { token: t.adminA })).status).toBe(400);
    const [after] = await readRows(db(), v.object({ n: v.number() }), sql`select count(*)::int as n from timetable_entries`);
    expect(after!.n).toBe(before!.n);
  });
});
