import { beforeAll, describe, expect, it } from 'vitest';
import { API, type Period } from '@contract';
import { subjects, timetableEntries, timetableUnavailability } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.timetablePeriods}`;
const list = async (token = t.adminA) => (await t.api.get(url, { token })).body as Period[];
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const put = (id: number, body: Record<string, unknown>, token = t.adminA) => t.api.put(`${url}/${id}`, { token, body });
const del = (id: number, token = t.adminA) => t.api.del(`${url}/${id}`, { token });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);
const period = (name: string, start_time: string, end_time: string, extra: Record<string, unknown> = {}) => ({
  name,
  start_time,
  end_time,
  sort_order: 0,
  weekdays: [1, 2, 3, 4, 5],
  ...extra,
});

async function lesson(sectionId: number, yearId: number, weekday: number, periodId: number) {
  await t.ctx.database.db
    .insert(timetableEntries)
    .values({ schoolId: t.schoolA.schoolId, academicYearId: yearId, sectionId, weekday, periodId, subjectId: ids.maths! });
}

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const user = async (privileges: Parameters<typeof seedUser>[2]) => {
    const u = await seedUser(t.ctx, schoolId, privileges);
    return t.api.login(u.username, u.password);
  };
  tokens.lister = await user(['list-timetable']);
  tokens.reporter = await user(['report-timetable']);
  tokens.adder = await user(['add-timetable']);
  tokens.none = await user(['list-attendance']);
  const [maths] = await t.ctx.database.db.insert(subjects).values({ schoolId, name: 'Maths', code: 'MAT' }).returning({ id: subjects.id });
  ids.maths = maths!.id;
  ids.section = await seedSection(t.ctx, schoolId, t.schoolA.academicYearId, await seedClass(t.ctx, schoolId, 'Grade 7'), 'North');
});

describe('periods (/api/timetable/periods)', () => {
  it('adds periods and lists them in the order of the day, times as HH:MM', async () => {
    const first = await add(period('P1', '08:00', '08:40', { sort_order: 1 }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'The period has been added', id: expect.any(Number) });
    ids.p1 = first.body.id;
    ids.p2 = (await add(period('P2', '08:40', '09:20', { sort_order: 2 }))).body.id;
    ids.tea = (await add(period('Tea', '09:20', '09:40', { sort_order: 3, kind: 'break' }))).body.id;
    // Saturday's only period starts where P1 does: they never run on the same day.
    ids.sat = (await add(period('Saturday club', '08:00', '10:00', { sort_order: 3, weekdays: [6] }))).body.id;
    expect(await list()).toEqual([
      { id: ids.p1, version: 1, name: 'P1', start_time: '08:00', end_time: '08:40', kind: 'lesson', sort_order: 1, weekdays: [1, 2, 3, 4, 5] },
      { id: ids.p2, version: 1, name: 'P2', start_time: '08:40', end_time: '09:20', kind: 'lesson', sort_order: 2, weekdays: [1, 2, 3, 4, 5] },
      { id: ids.sat, version: 1, name: 'Saturday club', start_time: '08:00', end_time: '10:00', kind: 'lesson', sort_order: 3, weekdays: [6] },
      { id: ids.tea, version: 1, name: 'Tea', start_time: '09:20', end_time: '09:40', kind: 'break', sort_order: 3, weekdays: [1, 2, 3, 4, 5] },
    ]);
  });

  it('refuses bad input by field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [period('', '10:00', '10:40'), ['name']],
      [period('N'.repeat(41), '10:00', '10:40'), ['name']],
      [period('P3', '9:00', '10:40'), ['start_time']],
      [period('P3', '10:00', '24:00'), ['end_time']],
      [period('P3', '10:40', '10:00'), ['end_time']],
      [period('P3', '10:00', '10:40', { kind: 'lunch' }), ['kind']],
      [period('P3', '10:00', '10:40', { sort_order: -1 }), ['sort_order']],
      [period('P3', '10:00', '10:40', { weekdays: [] }), ['weekdays']],
      [period('P3', '10:00', '10:40', { weekdays: [1, 1] }), ['weekdays']],
      [period('P3', '10:00', '10:40', { weekdays: [8] }), ['weekdays.0']],
      [period('P3', '10:00', '10:40', { version: 0 }), ['version']],
    ];
    for (const [body, fields] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, 400, fields]);
    }
    expect(await list()).toHaveLength(4);
  });

  it('refuses a duplicate name and a period over another on a shared day, naming it', async () => {
    const dup = await add(period('p1', '10:00', '10:40'));
    expect([dup.status, dup.body.issues]).toEqual([409, [{ path: 'name', message: 'Another period already has this name.' }]]);
    const over = await add(period('Early', '08:20', '08:50', { weekdays: [2, 3, 6] }));
    expect([over.status, over.body.issues]).toEqual([409, [{ path: 'start_time', message: 'It overlaps P1 (08:00 to 08:40) on Tuesday and Wednesday.' }]]);
    const inside = await add(period('Assembly', '09:00', '09:10', { weekdays: [5] }));
    expect(inside.body.issues).toEqual([{ path: 'start_time', message: 'It overlaps P2 (08:40 to 09:20) on Friday.' }]);
    // Touching ends is not an overlap, and neither is another day.
    expect((await add(period('P3', '09:40', '10:20', { sort_order: 4 }))).status).toBe(201);
    expect((await add(period('Sunday study', '08:10', '08:30', { weekdays: [7] }))).status).toBe(201);
    expect((await list()).map((p) => p.name)).toEqual(['Sunday study', 'P1', 'P2', 'Saturday club', 'Tea', 'P3']);
  });

  it('saves a period from the current version, over its own times, and refuses a stale copy', async () => {
    const res = await put(ids.p2!, period('Period 2', '08:45', '09:20', { sort_order: 2, version: 1 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The period has been saved' });
    expect((await list()).find((p) => p.id === ids.p2)).toMatchObject({ name: 'Period 2', start_time: '08:45', version: 2 });
    expect((await put(ids.p2!, period('Period 2', '08:40', '09:20', { version: 1 }))).status).toBe(409);
    expect(paths(await put(ids.p2!, period('P1', '08:40', '09:20')))).toEqual(['name']);
    expect((await put(ids.p2!, period('Period 2', '08:30', '09:20'))).body.issues).toEqual([{ path: 'start_time', message: 'It overlaps P1 (08:00 to 08:40) on Monday, Tuesday, Wednesday, Thursday and Friday.' }]);
    expect((await put(999_999, period('Period 2', '08:40', '09:20'))).status).toBe(404);
    expect((await list()).find((p) => p.id === ids.p2)).toMatchObject({ start_time: '08:45', version: 2 });
  });

  it('keeps the lessons of the live weeks in lesson time, and lets past years be', async () => {
    await lesson(ids.section!, t.schoolA.academicYearId, 5, ids.p2!);
    const toBreak = await put(ids.p2!, period('Period 2', '08:45', '09:20', { kind: 'break' }));
    expect([toBreak.status, toBreak.body.issues]).toEqual([409, [{ path: 'kind', message: '1 lesson is timetabled in this period; move it before making it a break.' }]]);
    const noFriday = await put(ids.p2!, period('Period 2', '08:45', '09:20', { weekdays: [1, 2, 3, 4] }));
    expect(noFriday.body.issues).toEqual([{ path: 'weekdays', message: '1 lesson is timetabled in this period on Friday; move it first.' }]);
    expect((await put(ids.p2!, period('Period 2', '08:40', '09:20', { weekdays: [1, 2, 3, 4, 5, 6] }))).status).toBe(409);
    expect((await put(ids.p2!, period('Period 2', '08:40', '09:20', { weekdays: [1, 2, 3, 4, 5] }))).status).toBe(200);

    // A past year's lesson on Tuesday in P3 stays as it was, and does not hold P3 back.
    const old = await seedYear(t.ctx, t.schoolA.schoolId, '2019', '2019-01-01', '2019-12-31');
    const oldSection = await seedSection(t.ctx, t.schoolA.schoolId, old, await seedClass(t.ctx, t.schoolA.schoolId, 'Old class'), 'A');
    await lesson(oldSection, old, 2, ids.p3 = (await list()).find((p) => p.name === 'P3')!.id);
    expect((await put(ids.p3, period('P3', '09:40', '10:20', { sort_order: 4, weekdays: [1] }))).status).toBe(200);
  });

  it('deletes a period with no lessons, with its unavailable times, and refuses one with lessons', async () => {
    const inUse = await del(ids.p2!);
    expect([inUse.status, inUse.body.message]).toEqual([409, '1 lesson is timetabled in this period; move it first.']);
    expect((await del(ids.p3!)).body.message).toBe('1 lesson is timetabled in this period; move it first.');

    const teacher = await seedEmployee(t.ctx, t.schoolA.schoolId);
    await t.ctx.database.db.insert(timetableUnavailability).values({ schoolId: t.schoolA.schoolId, teacherId: teacher.id, weekday: 1, periodId: ids.p1! });
    const res = await del(ids.p1!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The period has been deleted' });
    expect((await list()).map((p) => p.id)).not.toContain(ids.p1);
    expect((await del(ids.p1!)).status).toBe(404);
    expect((await del(0)).status).toBe(400);
  });

  it('answers each privilege, and keeps each school to its own', async () => {
    for (const token of [tokens.lister, tokens.reporter, tokens.adder]) expect((await list(token)).length).toBeGreaterThan(0);
    expect((await t.api.get(url, { token: tokens.none })).status).toBe(403);
    expect((await add(period('P9', '15:00', '15:40'), tokens.lister)).status).toBe(403);
    const added = await add(period('P9', '15:00', '15:40'), tokens.adder);
    expect(added.status).toBe(201);
    expect((await put(added.body.id, period('P9', '15:00', '15:30'), tokens.adder)).status).toBe(403);
    expect((await del(added.body.id, tokens.adder)).status).toBe(403);

    expect(await list(t.adminB)).toEqual([]);
    expect((await put(added.body.id, period('Mine', '15:00', '15:30'), t.adminB)).status).toBe(404);
    expect((await del(added.body.id, t.adminB)).status).toBe(404);
    // Another school's names and times are its own.
    expect((await add(period('P9', '15:00', '15:40'), t.adminB)).status).toBe(201);
    expect((await list()).find((p) => p.id === added.body.id)).toMatchObject({ name: 'P9', end_time: '15:40' });
  });
});
