import { beforeAll, describe, expect, it } from 'vitest';
import { API, type Unavailability } from '@contract';
import { rooms, subjects, timetableEntries, timetablePeriods } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const names: Record<string, string> = {};

const url = `/api/${API.timetableUnavailability}`;
const list = async (query = '', token = t.adminA) => (await t.api.get(`${url}?${query}`, { token })).body as Unavailability[];
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const del = (id: number, token = t.adminA) => t.api.del(`${url}/${id}`, { token });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);
const off = (extra: Record<string, unknown>) => ({ teacher_id: null, room_id: null, weekday: 2, period_id: ids.p1, ...extra });

async function seedPeriod(schoolId: number, name: string, start: string, end: string, extra: Partial<typeof timetablePeriods.$inferInsert> = {}) {
  const [row] = await t.ctx.database.db.insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end, ...extra }).returning({ id: timetablePeriods.id });
  return row!.id;
}

async function seedRoom(schoolId: number, name: string) {
  const [row] = await t.ctx.database.db.insert(rooms).values({ schoolId, name }).returning({ id: rooms.id });
  return row!.id;
}

beforeAll(async () => {
  const { schoolId, academicYearId } = t.schoolA;
  const db = t.ctx.database.db;
  const user = async (privileges: Parameters<typeof seedUser>[2]) => {
    const u = await seedUser(t.ctx, schoolId, privileges);
    return t.api.login(u.username, u.password);
  };
  tokens.lister = await user(['list-timetable']);
  tokens.editor = await user(['update-timetable']);
  tokens.adder = await user(['add-timetable']);

  ids.p1 = await seedPeriod(schoolId, 'P1', '08:00', '08:40');
  ids.p2 = await seedPeriod(schoolId, 'P2', '08:40', '09:20');
  ids.tea = await seedPeriod(schoolId, 'Tea', '09:20', '09:40', { kind: 'break' });
  ids.theirPeriod = await seedPeriod(t.schoolB.schoolId, 'P1', '08:00', '08:40');
  const teacher = await seedEmployee(t.ctx, schoolId);
  ids.teacher = teacher.id;
  names.teacher = `Ada ${teacher.lastName}`;
  ids.driver = (await seedEmployee(t.ctx, schoolId, 'driver')).id;
  ids.theirTeacher = (await seedEmployee(t.ctx, t.schoolB.schoolId)).id;
  ids.room = await seedRoom(schoolId, 'Lab 1');
  ids.theirRoom = await seedRoom(t.schoolB.schoolId, 'Lab 1');
  const [maths] = await db.insert(subjects).values({ schoolId, name: 'Maths', code: 'MAT' }).returning({ id: subjects.id });
  ids.section = await seedSection(t.ctx, schoolId, academicYearId, await seedClass(t.ctx, schoolId, 'Grade 7'), 'North');
  // Monday P1: the teacher teaches Grade 7 North Maths in Lab 1.
  await db.insert(timetableEntries).values({ schoolId, academicYearId, sectionId: ids.section, weekday: 1, periodId: ids.p1, subjectId: maths!.id, teacherId: ids.teacher, roomId: ids.room });
  // A past year's Monday P2 lesson of the same teacher does not hold that time.
  const old = await seedYear(t.ctx, schoolId, '2019', '2019-01-01', '2019-12-31');
  const oldSection = await seedSection(t.ctx, schoolId, old, await seedClass(t.ctx, schoolId, 'Old'), 'A');
  await db.insert(timetableEntries).values({ schoolId, academicYearId: old, sectionId: oldSection, weekday: 1, periodId: ids.p2, subjectId: maths!.id, teacherId: ids.teacher });
});

describe('unavailable times (/api/timetable/unavailability)', () => {
  it('marks a teacher’s and a room’s times not available, and lists them', async () => {
    const res = await add(off({ teacher_id: ids.teacher, reason: 'Part-time: off on Tuesdays' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The time has been marked not available', id: expect.any(Number) });
    ids.teacherOff = res.body.id;
    ids.teacherOff2 = (await add(off({ teacher_id: ids.teacher, weekday: 1, period_id: ids.p2 }))).body.id;
    ids.roomOff = (await add(off({ room_id: ids.room, weekday: 3, reason: 'Exams' }))).body.id;
    // Any employee may be timetabled, so any may be marked.
    expect((await add(off({ teacher_id: ids.driver }))).status).toBe(201);

    expect(await list(`teacher_id=${ids.teacher}`)).toEqual([
      { id: ids.teacherOff2, teacher_id: ids.teacher, room_id: null, weekday: 1, period_id: ids.p2, reason: null },
      { id: ids.teacherOff, teacher_id: ids.teacher, room_id: null, weekday: 2, period_id: ids.p1, reason: 'Part-time: off on Tuesdays' },
    ]);
    expect(await list(`room_id=${ids.room}`)).toEqual([{ id: ids.roomOff, teacher_id: null, room_id: ids.room, weekday: 3, period_id: ids.p1, reason: 'Exams' }]);
    expect((await list()).length).toBe(4);
  });

  it('refuses bad input by field, and another school’s teacher, room or period', async () => {
    const bad: [Record<string, unknown>, number, string[]][] = [
      [off({}), 400, ['body']],
      [off({ teacher_id: ids.teacher, room_id: ids.room }), 400, ['body']],
      [off({ teacher_id: 'Ada' }), 400, ['teacher_id']],
      [off({ teacher_id: ids.teacher, weekday: 8 }), 400, ['weekday']],
      [off({ teacher_id: ids.teacher, period_id: null }), 400, ['period_id']],
      [off({ teacher_id: ids.teacher, reason: 'R'.repeat(81) }), 400, ['reason']],
      [off({ teacher_id: ids.theirTeacher }), 422, ['teacher_id']],
      [off({ teacher_id: 999_999 }), 422, ['teacher_id']],
      [off({ room_id: ids.theirRoom }), 422, ['room_id']],
      [off({ teacher_id: ids.teacher, period_id: ids.theirPeriod }), 422, ['period_id']],
      [off({ teacher_id: ids.teacher, period_id: ids.tea }), 422, ['period_id']],
      [off({ teacher_id: ids.teacher, weekday: 6 }), 422, ['weekday']],
    ];
    for (const [body, status, fields] of bad) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, fields]);
    }
    expect((await add(off({ teacher_id: ids.teacher, weekday: 6 }))).body.message).toBe('P1 does not run on Saturday.');
    const dup = await add(off({ teacher_id: ids.teacher }));
    expect([dup.status, dup.body.issues]).toEqual([409, [{ path: 'period_id', message: 'The teacher is already marked not available then.' }]]);
    expect((await list()).length).toBe(4);
  });

  it('refuses a time the teacher or the room has a lesson in, naming the lesson', async () => {
    const teacher = await add(off({ teacher_id: ids.teacher, weekday: 1 }));
    expect([teacher.status, teacher.body.issues]).toEqual([409, [{ path: 'period_id', message: `${names.teacher} teaches Grade 7 North Maths then; move it first.` }]]);
    const room = await add(off({ room_id: ids.room, weekday: 1 }));
    expect([room.status, room.body.message]).toEqual([409, 'Lab 1 holds Grade 7 North Maths then; move it first.']);
    expect((await list()).length).toBe(4);
  });

  it('reads by the privileges that need it, and writes with update-timetable only', async () => {
    expect((await list(`teacher_id=${ids.teacher}`, tokens.lister)).length).toBe(2);
    expect((await list('', tokens.editor)).length).toBe(4);
    expect((await t.api.get(url, { token: tokens.adder })).status).toBe(403);
    expect((await add(off({ teacher_id: ids.teacher, weekday: 4 }), tokens.lister)).status).toBe(403);
    expect((await add(off({ teacher_id: ids.teacher, weekday: 4 }), tokens.adder)).status).toBe(403);
    const made = await add(off({ teacher_id: ids.teacher, weekday: 4 }), tokens.editor);
    expect(made.status).toBe(201);
    expect((await del(made.body.id, tokens.lister)).status).toBe(403);
    expect((await del(made.body.id, tokens.editor)).status).toBe(200);
  });

  it('removes an unavailable time, and keeps each school to its own', async () => {
    expect(paths(await t.api.get(`${url}?teacher_id=${ids.teacher}&room_id=${ids.room}`, { token: t.adminA }))).toEqual(['body']);
    expect((await t.api.get(`${url}?teacher_id=x`, { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(`${url}?teacher_id=${ids.theirTeacher}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get(`${url}?room_id=${ids.theirRoom}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get(`${url}?teacher_id=${ids.teacher}`, { token: t.adminB })).status).toBe(404);
    expect(await list('', t.adminB)).toEqual([]);
    expect((await del(ids.roomOff!, t.adminB)).status).toBe(404);

    const res = await del(ids.roomOff!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The time is available again' });
    expect(await list(`room_id=${ids.room}`)).toEqual([]);
    expect((await del(ids.roomOff!)).status).toBe(404);
    expect((await del(0)).status).toBe(400);
  });
});
