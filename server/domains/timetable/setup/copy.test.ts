import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type CopyResult } from '@contract';
import { rooms, sections, sectionSubjects, subjects, timetableEntries, timetablePeriods, timetableUnavailability } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const names: Record<string, string> = {};

const copy = (body: Record<string, unknown>, token = t.adminA) => t.api.post(`/api/${API.timetableCopy}`, { token, body });
const PERIODS = ['P1', 'P2'];
const SUBJECTS = ['Maths', 'English', 'Science', 'History'];
const ROOMS = ['R7N', 'R7S', 'Lab'];
const TEACHERS = ['Otieno', 'Wanjiru', 'Kamau', 'Njeri'];
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

/** A lesson in school A, straight in the database. */
async function lesson(yearId: number, sectionId: number, weekday: number, period: string, subject: string, teacher: string | null, room: string | null, locked = false) {
  await t.ctx.database.db.insert(timetableEntries).values({
    schoolId: t.schoolA.schoolId,
    academicYearId: yearId,
    sectionId,
    weekday,
    periodId: ids[period]!,
    subjectId: ids[subject]!,
    teacherId: teacher ? ids[teacher] : null,
    roomId: room ? ids[room] : null,
    locked,
  });
}

/** A section's week as [weekday, period, subject, teacher, room, locked], for comparing. */
async function week(sectionId: number) {
  const rows = await t.ctx.database.db
    .select({ weekday: timetableEntries.weekday, period: timetableEntries.periodId, subject: timetableEntries.subjectId, teacher: timetableEntries.teacherId, room: timetableEntries.roomId, locked: timetableEntries.locked })
    .from(timetableEntries)
    .where(and(eq(timetableEntries.schoolId, t.schoolA.schoolId), eq(timetableEntries.sectionId, sectionId)))
    .orderBy(timetableEntries.weekday, timetableEntries.periodId);
  const name = (id: number | null, among: string[]) => among.find((k) => ids[k] === id) ?? null;
  return rows.map((r) => [r.weekday, name(r.period, PERIODS), name(r.subject, SUBJECTS), name(r.teacher, TEACHERS), name(r.room, ROOMS), r.locked]);
}

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const db = t.ctx.database.db;
  ids.y1 = t.schoolA.academicYearId;
  ids.y2 = await seedYear(t.ctx, schoolId, '2031', '2031-01-01', '2031-12-31');
  ids.yTheirs = t.schoolB.academicYearId;
  for (const [name, start, end] of [['P1', '08:00', '08:40'], ['P2', '08:40', '09:20']] as const) {
    ids[name] = (await db.insert(timetablePeriods).values({ schoolId, name, startTime: start, endTime: end }).returning({ id: timetablePeriods.id }))[0]!.id;
  }
  for (const name of SUBJECTS) {
    ids[name] = (await db.insert(subjects).values({ schoolId, name, code: name.slice(0, 3) }).returning({ id: subjects.id }))[0]!.id;
  }
  for (const name of ROOMS) ids[name] = (await db.insert(rooms).values({ schoolId, name }).returning({ id: rooms.id }))[0]!.id;
  for (const name of TEACHERS) {
    const e = await seedEmployee(t.ctx, schoolId);
    ids[name] = e.id;
    names[name] = `Ada ${e.lastName}`;
  }
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8');
  const section = async (year: number, classId: number, name: string, room?: string) => {
    const id = await seedSection(t.ctx, schoolId, ids[year === ids.y1 ? 'y1' : 'y2']!, classId, name);
    if (room) await db.update(sections).set({ roomId: ids[room] }).where(eq(sections.id, id));
    return id;
  };
  ids.yNorth = await section(ids.y1, ids.grade7, 'North', 'R7N');
  ids.ySouth = await section(ids.y1, ids.grade7, 'South', 'R7S');
  ids.yWest = await section(ids.y1, ids.grade7, 'West');
  ids.yEast = await section(ids.y1, ids.grade8, 'East');
  ids.yNorth2 = await section(ids.y2, ids.grade7, 'north', 'R7N');
  ids.ySouth2 = await section(ids.y2, ids.grade7, 'South');
  ids.yWest2 = await section(ids.y2, ids.grade7, 'WEST');
  ids.yTheirSection = await seedSection(t.ctx, t.schoolB.schoolId, t.schoolB.academicYearId, await seedClass(t.ctx, t.schoolB.schoolId, 'Grade 7'), 'North');

  // Grade 7 North's week this year.
  await lesson(ids.y1, ids.yNorth, 1, 'P1', 'Maths', 'Otieno', 'R7N', true);
  await lesson(ids.y1, ids.yNorth, 1, 'P2', 'English', 'Wanjiru', 'R7N');
  await lesson(ids.y1, ids.yNorth, 2, 'P1', 'Science', 'Otieno', 'Lab');
  await lesson(ids.y1, ids.yNorth, 3, 'P1', 'Maths', 'Otieno', 'R7N');
  await lesson(ids.y1, ids.yWest, 1, 'P2', 'Maths', 'Njeri', null);
  await lesson(ids.y1, ids.yEast, 4, 'P2', 'History', 'Njeri', null);
  // Grade 7 South's Maths teacher is Kamau, who is away on Wednesdays' first period.
  await db.insert(sectionSubjects).values({ schoolId, sectionId: ids.ySouth, subjectId: ids.Maths!, teacherId: ids.Kamau });
  await db.insert(timetableUnavailability).values({ schoolId, teacherId: ids.Kamau, weekday: 3, periodId: ids.P1! });

  const user = async (privileges: Parameters<typeof seedUser>[2], classIds?: number[]) => {
    const u = await seedUser(t.ctx, schoolId, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.grade8 = await user(['update-timetable'], [ids.grade8]);
  tokens.lister = await user(['list-timetable']);
  tokens.adder = await user(['add-timetable']);
});

describe('copying a week (/api/timetable/copy)', () => {
  it('refuses bad input, another school’s or out-of-reach sections and years, by field', async () => {
    const bad: [Record<string, unknown>, number, string[]][] = [
      [{ kind: 'term', from_section_id: ids.yNorth, to_section_id: ids.ySouth }, 400, ['kind']],
      [{ kind: 'section', from_section_id: ids.yNorth }, 400, ['to_section_id']],
      [{ kind: 'year', from_year_id: ids.y1, to_year_id: 'next' }, 400, ['to_year_id']],
      [{ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.yNorth }, 422, ['to_section_id']],
      [{ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.yNorth2 }, 422, ['to_section_id']],
      [{ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.yTheirSection }, 422, ['to_section_id']],
      [{ kind: 'section', from_section_id: 999_999, to_section_id: ids.ySouth }, 422, ['from_section_id']],
      [{ kind: 'year', from_year_id: ids.y1, to_year_id: ids.y1 }, 422, ['to_year_id']],
      [{ kind: 'year', from_year_id: ids.y1, to_year_id: ids.yTheirs }, 422, ['to_year_id']],
      [{ kind: 'year', from_year_id: ids.yTheirs, to_year_id: ids.y2 }, 422, ['from_year_id']],
    ];
    for (const [body, status, fields] of bad) {
      const res = await copy(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, fields]);
    }
    expect((await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.yNorth2 })).body.message).toBe('Grade 7 north is in another academic year; copy the whole year instead.');
    // A teacher of Grade 8 reaches neither Grade 7 section; school B reaches none of A's.
    expect(paths(await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.ySouth }, tokens.grade8))).toEqual(['from_section_id']);
    expect(paths(await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.ySouth }, t.adminB))).toEqual(['from_section_id']);
    expect(paths(await copy({ kind: 'year', from_year_id: ids.y1, to_year_id: ids.y2 }, t.adminB))).toEqual(['from_year_id']);
    for (const token of [tokens.lister, tokens.adder]) {
      expect((await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.ySouth }, token)).status).toBe(403);
    }
    expect(await week(ids.ySouth!)).toEqual([]);
  });

  it('copies a section’s week onto an empty one, with its own teachers and room, leaving out each clash', async () => {
    const res = await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.ySouth });
    expect(res.status).toBe(200);
    expect(res.body as CopyResult).toEqual({
      message: '1 lesson has been copied; 3 were left out.',
      copied: 1,
      skipped: [
        { section_name: 'Grade 7 South', weekday: 1, period_id: ids.P2, subject_name: 'English', reason: `${names.Wanjiru} teaches Grade 7 North English then.` },
        { section_name: 'Grade 7 South', weekday: 2, period_id: ids.P1, subject_name: 'Science', reason: `${names.Otieno} teaches Grade 7 North Science then. Lab holds Grade 7 North Science then.` },
        { section_name: 'Grade 7 South', weekday: 3, period_id: ids.P1, subject_name: 'Maths', reason: `${names.Kamau} is not available then.` },
      ],
    });
    // South's Maths teacher, in South's room, still locked.
    expect(await week(ids.ySouth!)).toEqual([[1, 'P1', 'Maths', 'Kamau', 'R7S', true]]);

    const again = await copy({ kind: 'section', from_section_id: ids.yNorth, to_section_id: ids.ySouth });
    expect([again.status, again.body.issues]).toEqual([409, [{ path: 'to_section_id', message: 'Grade 7 South already has a lesson; a week is copied only onto an empty one.' }]]);
    expect(await week(ids.ySouth!)).toHaveLength(1);
  });

  it('copies a whole year onto next year’s sections of the same class and name, keeping what is there', async () => {
    // Next year already has History in South on Monday P1, and Otieno teaching South on Tuesday P1.
    await lesson(ids.y2!, ids.ySouth2!, 1, 'P1', 'History', 'Njeri', null);
    await lesson(ids.y2!, ids.ySouth2!, 2, 'P1', 'English', 'Otieno', null);
    // Next year West's Maths goes to Wanjiru, who then would teach North and West at once on Monday P2.
    await t.ctx.database.db.insert(sectionSubjects).values({ schoolId: t.schoolA.schoolId, sectionId: ids.yWest2!, subjectId: ids.Maths!, teacherId: ids.Wanjiru! });

    const res = await copy({ kind: 'year', from_year_id: ids.y1, to_year_id: ids.y2 });
    expect(res.status).toBe(200);
    const body = res.body as CopyResult;
    expect([body.message, body.copied]).toEqual(['3 lessons have been copied; 4 were left out.', 3]);
    expect(body.skipped).toEqual([
      { section_name: 'Grade 7 north', weekday: 2, period_id: ids.P1, subject_name: 'Science', reason: `${names.Otieno} teaches Grade 7 South English then.` },
      { section_name: 'Grade 7 South', weekday: 1, period_id: ids.P1, subject_name: 'Maths', reason: 'Grade 7 South already has History then.' },
      { section_name: 'Grade 7 WEST', weekday: 1, period_id: ids.P2, subject_name: 'Maths', reason: `${names.Wanjiru} teaches Grade 7 north English then.` },
      { section_name: 'Grade 8 East', weekday: 4, period_id: ids.P2, subject_name: 'History', reason: '2031 has no section Grade 8 East.' },
    ]);
    expect(await week(ids.yNorth2!)).toEqual([
      [1, 'P1', 'Maths', 'Otieno', 'R7N', true],
      [1, 'P2', 'English', 'Wanjiru', 'R7N', false],
      [3, 'P1', 'Maths', 'Otieno', 'R7N', false],
    ]);
    expect(await week(ids.ySouth2!)).toEqual([
      [1, 'P1', 'History', 'Njeri', null, false],
      [2, 'P1', 'English', 'Otieno', null, false],
    ]);
    expect(await week(ids.yWest2!)).toEqual([]);
    // This year's weeks are as they were.
    expect(await week(ids.yNorth!)).toHaveLength(4);

    // Copied twice, everything is already there and nothing doubles.
    const twice = await copy({ kind: 'year', from_year_id: ids.y1, to_year_id: ids.y2 });
    expect([twice.status, twice.body.copied, twice.body.skipped.length]).toEqual([200, 0, 7]);
    expect(await week(ids.yNorth2!)).toHaveLength(3);
  });
});
