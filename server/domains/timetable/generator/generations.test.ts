import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type Generation } from '@contract';
import { readRows } from '../../../db/client';
import { rooms, sections, subjects, timetableEntries, timetablePeriods, timetableRequirements, timetableUnavailability } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection } from '../../../test/students-data';

const t = twoSchools();
type Key = 'year' | 'grade7' | 'grade8' | 'grade9' | 'room1' | 'room2' | 'north' | 'south' | 'east' | 'west' | 'p1' | 'p2' | 'brk' | 'p3' | 'p4'
  | 'maths' | 'english' | 'science' | 'otieno' | 'wanjiru' | 'kamau';
const ids = {} as Record<Key, number>;
let teacher = '';
let reader = '';

const db = () => t.ctx.database.db;
const path = (id?: number, action?: string) => ['/api', API.timetableGenerations, id, action].filter((x) => x !== undefined).join('/');
const generate = (body: object, token = t.adminA) => t.api.post<{ id: number; message: string }>(path(), { token, body });

/** Polls the run until the worker has answered. */
async function finished(id: number, token = t.adminA): Promise<Generation> {
  for (let i = 0; i < 300; i++) {
    const res = await t.api.get<Generation>(path(id), { token });
    expect(res.status).toBe(200);
    if (!['queued', 'running'].includes(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Generation ${id} did not finish.`);
}

const yearEntries = () =>
  readRows(
    db(),
    v.object({
      section_id: v.number(),
      weekday: v.number(),
      period_id: v.number(),
      subject_id: v.number(),
      teacher_id: v.nullable(v.number()),
      room_id: v.nullable(v.number()),
      locked: v.boolean(),
    }),
    sql`select section_id::int, weekday::int, period_id::int, subject_id::int, teacher_id::int, room_id::int, locked from timetable_entries
      where school_id = ${t.schoolA.schoolId} and academic_year_id = ${ids.year} order by section_id, weekday, period_id`,
  );

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  ids.year = (await activeYear(t.ctx, schoolId)).id;
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8');
  ids.grade9 = await seedClass(t.ctx, schoolId, 'Grade 9');
  const room = async (name: string) => (await db().insert(rooms).values({ schoolId, name }).returning({ id: rooms.id }))[0]!.id;
  ids.room1 = await room('Room 1');
  ids.room2 = await room('Room 2');
  ids.north = await seedSection(t.ctx, schoolId, ids.year, ids.grade7, 'North');
  ids.south = await seedSection(t.ctx, schoolId, ids.year, ids.grade7, 'South');
  ids.east = await seedSection(t.ctx, schoolId, ids.year, ids.grade8, 'East');
  ids.west = await seedSection(t.ctx, schoolId, ids.year, ids.grade9, 'West');
  await db().update(sections).set({ roomId: ids.room1 }).where(eq(sections.id, ids.north));
  await db().update(sections).set({ roomId: ids.room2 }).where(eq(sections.id, ids.south));
  const period = async (name: string, start: string, end: string, kind = 'lesson') =>
    (await db().insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end, kind, sortOrder: Number(start.slice(0, 2)) }).returning({ id: timetablePeriods.id }))[0]!.id;
  ids.p1 = await period('Period 1', '08:00', '08:40');
  ids.p2 = await period('Period 2', '08:40', '09:20');
  ids.brk = await period('Break', '09:20', '09:40', 'break');
  ids.p3 = await period('Period 3', '09:40', '10:20');
  ids.p4 = await period('Period 4', '10:20', '11:00');
  const subject = async (name: string, code: string) => (await db().insert(subjects).values({ schoolId, name, code }).returning({ id: subjects.id }))[0]!.id;
  ids.maths = await subject('Maths', 'MAT');
  ids.english = await subject('English', 'ENG');
  ids.science = await subject('Science', 'SCI');
  ids.otieno = (await seedEmployee(t.ctx, schoolId)).id;
  ids.wanjiru = (await seedEmployee(t.ctx, schoolId)).id;
  ids.kamau = (await seedEmployee(t.ctx, schoolId)).id;
  const requirements = [
    [ids.north, ids.maths, ids.otieno, 5], [ids.north, ids.english, ids.wanjiru, 4], [ids.north, ids.science, ids.kamau, 3],
    [ids.south, ids.maths, ids.otieno, 5], [ids.south, ids.english, ids.wanjiru, 4], [ids.south, ids.science, ids.kamau, 3],
    [ids.east, ids.maths, ids.kamau, 4],
  ] as const;
  await db().insert(timetableRequirements).values(requirements.map(([sectionId, subjectId, teacherId, lessonsPerWeek]) => ({ schoolId, sectionId, subjectId, teacherId, lessonsPerWeek })));
  // Mrs Wanjiru is away on Wednesdays.
  await db().insert(timetableUnavailability).values([ids.p1, ids.p2, ids.p3, ids.p4].map((periodId) => ({ schoolId, teacherId: ids.wanjiru, weekday: 3, periodId })));
  const entry = (sectionId: number, weekday: number, periodId: number, subjectId: number, teacherId: number, roomId: number, locked: boolean) =>
    ({ schoolId, academicYearId: ids.year, sectionId, weekday, periodId, subjectId, teacherId, roomId, locked });
  await db().insert(timetableEntries).values([
    entry(ids.north, 1, ids.p1, ids.science, ids.kamau, ids.room1, true),
    entry(ids.north, 2, ids.p1, ids.english, ids.wanjiru, ids.room1, false),
  ]);
  const u = await seedUser(t.ctx, schoolId, ['update-timetable'], { classIds: [ids.grade8] });
  teacher = await t.api.login(u.username, u.password);
  const r = await seedUser(t.ctx, schoolId, ['list-timetable', 'add-timetable'], { classIds: [ids.grade7] });
  reader = await t.api.login(r.username, r.password);
});

describe('generating the week (POST /api/timetable/generations)', () => {
  it('proposes a clash-free week that keeps the locked lesson, writes nothing until accepted, then replaces the unlocked lessons', async () => {
    const before = await yearEntries();
    const asked = await generate({ scope: 'class', class_id: ids.grade7 });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe('The timetable is being generated');
    const run = await finished(asked.body.id);
    expect(run).toMatchObject({ status: 'done', progress: 100, error: null, scope: { scope: 'class', class_id: ids.grade7 } });
    expect(run.finished_at).not.toBeNull();
    expect(run.result!.unplaced).toEqual([]);
    // North: 12 lessons less the locked Science; South: 12.
    expect(run.result!.lessons).toHaveLength(23);
    expect(run.result!.lessons.every((l) => [ids.north, ids.south].includes(l.section_id))).toBe(true);
    expect(await yearEntries()).toEqual(before);

    const accepted = await t.api.post(path(run.id, 'accept'), { token: t.adminA });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ message: 'The timetable has been saved', placed: 23 });
    const after = await yearEntries();
    expect(after).toHaveLength(24);
    expect(after.filter((e) => e.locked)).toEqual([before.find((e) => e.locked)]);
    for (const key of ['section_id', 'teacher_id', 'room_id'] as const) {
      const cells = after.map((e) => `${e[key]}:${e.weekday}:${e.period_id}`);
      expect(new Set(cells).size).toBe(cells.length);
    }
    expect(after.filter((e) => e.teacher_id === ids.wanjiru && e.weekday === 3)).toEqual([]);
    expect(after.filter((e) => e.period_id === ids.brk)).toEqual([]);
    expect(after.filter((e) => e.section_id === ids.north).every((e) => e.room_id === ids.room1)).toBe(true);
    // Maths has five lessons in five days: one a day.
    const mathsDays = after.filter((e) => e.section_id === ids.south && e.subject_id === ids.maths).map((e) => e.weekday);
    expect(mathsDays.sort()).toEqual([1, 2, 3, 4, 5]);

    expect((await t.api.get<Generation>(path(run.id), { token: t.adminA })).body.status).toBe('accepted');
    const again = await t.api.post(path(run.id, 'accept'), { token: t.adminA });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This timetable has already been accepted.');
  }, 30_000);

  it('explains what it cannot place', async () => {
    await db().update(timetableRequirements).set({ lessonsPerWeek: 19 }).where(and(eq(timetableRequirements.sectionId, ids.east), eq(timetableRequirements.subjectId, ids.maths)));
    const run = await finished((await generate({ scope: 'section', section_id: ids.east })).body.id);
    await db().update(timetableRequirements).set({ lessonsPerWeek: 4 }).where(and(eq(timetableRequirements.sectionId, ids.east), eq(timetableRequirements.subjectId, ids.maths)));
    expect(run.error).toBeNull();
    expect(run.status).toBe('done');
    // Mr Kamau teaches Grade 7 six periods of the twenty: fourteen are left for Grade 8 East.
    expect(run.result!.lessons).toHaveLength(14);
    expect(run.result!.unplaced).toEqual([
      expect.objectContaining({ section_id: ids.east, subject_id: ids.maths, teacher_id: ids.kamau, missing: 5, section_name: 'Grade 8 East', subject_name: 'Maths' }),
    ]);
    expect(run.result!.unplaced[0]!.reason).toMatch(/^Ada T\w+ is asked for 25 lessons a week and the week has 20 lesson periods, and teaches whenever Grade 8 East has a free period \([A-Z][a-z]{2}[^)]*\)\.$/);
    expect((await t.api.post(path(run.id, 'discard'), { token: t.adminA })).status).toBe(200);
  }, 30_000);

  it('discards a proposal: it can be neither accepted nor discarded again', async () => {
    const run = await finished((await generate({ scope: 'section', section_id: ids.east })).body.id);
    const before = await yearEntries();
    const discarded = await t.api.post(path(run.id, 'discard'), { token: t.adminA });
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe('The generated timetable has been discarded');
    expect((await t.api.get<Generation>(path(run.id), { token: t.adminA })).body.status).toBe('discarded');
    expect((await t.api.post(path(run.id, 'accept'), { token: t.adminA })).status).toBe(409);
    expect((await t.api.post(path(run.id, 'discard'), { token: t.adminA })).status).toBe(409);
    expect(await yearEntries()).toEqual(before);
  }, 30_000);

  it('refuses a proposal the week has moved under, naming the clash, and changes nothing', async () => {
    const run = await finished((await generate({ scope: 'section', section_id: ids.east })).body.id);
    const first = run.result!.lessons[0]!;
    // Meanwhile Grade 9 West gets Science with the same teacher in the proposal's first period.
    await db().insert(timetableEntries).values({
      schoolId: t.schoolA.schoolId, academicYearId: ids.year, sectionId: ids.west, weekday: first.weekday, periodId: first.period_id,
      subjectId: ids.science, teacherId: ids.kamau, roomId: null,
    });
    const taken = await yearEntries();
    const refused = await t.api.post(path(run.id, 'accept'), { token: t.adminA });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The week has changed since this timetable was generated: Ada T\w+ now teaches Grade 9 West Science on \w+day, Period \d\. .*Generate again\.$/);
    expect(refused.body.issues.length).toBeGreaterThan(0);
    expect(await yearEntries()).toEqual(taken);
    expect((await t.api.get<Generation>(path(run.id), { token: t.adminA })).body.status).toBe('done');
  }, 30_000);
});

describe('who may generate', () => {
  it('validates the scope', async () => {
    const res = await generate({ scope: 'section' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please correct');
    expect((await generate({ scope: 'term' })).status).toBe(400);
    expect((await t.api.get(path(0), { token: t.adminA })).status).toBe(400);
    const empty = await generate({ scope: 'section', section_id: ids.west });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Set the lessons a week of the sections before generating a timetable.');
  });

  it('answers 404 for another school’s sections, classes and runs', async () => {
    expect((await generate({ scope: 'section', section_id: ids.north }, t.adminB)).status).toBe(404);
    expect((await generate({ scope: 'class', class_id: ids.grade7 }, t.adminB)).status).toBe(404);
    const [row] = await readRows(db(), v.object({ id: v.number() }), sql`select id::int from timetable_generations where school_id = ${t.schoolA.schoolId} order by id limit 1`);
    for (const res of [
      await t.api.get(path(row!.id), { token: t.adminB }),
      await t.api.post(path(row!.id, 'accept'), { token: t.adminB }),
      await t.api.post(path(row!.id, 'discard'), { token: t.adminB }),
    ]) expect(res.status).toBe(404);
  });

  it('needs update-timetable (403)', async () => {
    expect((await generate({ scope: 'school' }, reader)).status).toBe(403);
    const [row] = await readRows(db(), v.object({ id: v.number() }), sql`select id::int from timetable_generations where school_id = ${t.schoolA.schoolId} order by id limit 1`);
    expect((await t.api.get(path(row!.id), { token: reader })).status).toBe(403);
    expect((await t.api.post(path(row!.id, 'accept'), { token: reader })).status).toBe(403);
  });

  it('keeps a teacher to their classes: the school is their sections, others are 404', async () => {
    expect((await generate({ scope: 'section', section_id: ids.north }, teacher)).status).toBe(404);
    expect((await generate({ scope: 'class', class_id: ids.grade7 }, teacher)).status).toBe(404);
    const [grade7Run] = await readRows(db(), v.object({ id: v.number() }), sql`select id::int from timetable_generations where school_id = ${t.schoolA.schoolId} and scope->>'scope' = 'class' limit 1`);
    expect((await t.api.get(path(grade7Run!.id), { token: teacher })).status).toBe(404);
    const asked = await generate({ scope: 'school' }, teacher);
    expect(asked.status).toBe(202);
    const run = await finished(asked.body.id, teacher);
    expect(run.result!.lessons.map((l) => l.section_id)).toEqual([ids.east, ids.east, ids.east, ids.east]);
    expect((await t.api.post(path(run.id, 'discard'), { token: teacher })).status).toBe(200);
  }, 30_000);
});
