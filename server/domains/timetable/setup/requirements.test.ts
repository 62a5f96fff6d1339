import { beforeAll, describe, expect, it } from 'vitest';
import { API, type LessonRequirement } from '@contract';
import { sectionSubjects, subjects, timetableEntries, timetablePeriods } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const names: Record<string, string> = {};

const url = (sectionId: number | string) => `/api/${API.timetableRequirements}/${sectionId}`;
const get = (sectionId: number | string, token = t.adminA) => t.api.get(url(sectionId), { token });
const read = async (sectionId: number, token = t.adminA) => (await get(sectionId, token)).body as LessonRequirement[];
const save = (sectionId: number | string, requirements: unknown, token = t.adminA) => t.api.put(url(sectionId), { token, body: { requirements } });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

async function seedSubject(schoolId: number, name: string) {
  const [row] = await t.ctx.database.db.insert(subjects).values({ schoolId, name, code: name.slice(0, 3).toUpperCase() }).returning({ id: subjects.id });
  return row!.id;
}

beforeAll(async () => {
  const { schoolId, academicYearId } = t.schoolA;
  const db = t.ctx.database.db;
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8');
  ids.north = await seedSection(t.ctx, schoolId, academicYearId, ids.grade7, 'North');
  ids.south = await seedSection(t.ctx, schoolId, academicYearId, ids.grade8, 'South');
  ids.maths = await seedSubject(schoolId, 'Maths');
  ids.english = await seedSubject(schoolId, 'English');
  ids.science = await seedSubject(schoolId, 'Science');
  ids.theirSubject = await seedSubject(t.schoolB.schoolId, 'Maths');
  const otieno = await seedEmployee(t.ctx, schoolId);
  ids.otieno = otieno.id;
  names.otieno = `Ada ${otieno.lastName}`;
  const wanjiru = await seedEmployee(t.ctx, schoolId);
  ids.wanjiru = wanjiru.id;
  names.wanjiru = `Ada ${wanjiru.lastName}`;
  ids.gone = (await seedEmployee(t.ctx, schoolId, 'teacher', 'Inactive')).id;
  ids.theirTeacher = (await seedEmployee(t.ctx, t.schoolB.schoolId)).id;
  await db.insert(sectionSubjects).values([
    { schoolId, sectionId: ids.north, subjectId: ids.maths, teacherId: ids.otieno },
    { schoolId, sectionId: ids.north, subjectId: ids.english, teacherId: null },
  ]);
  const [p1] = await db.insert(timetablePeriods).values({ schoolId, name: 'P1', startTime: '08:00', endTime: '08:40' }).returning({ id: timetablePeriods.id });
  for (const weekday of [1, 2]) {
    await db.insert(timetableEntries).values({ schoolId, academicYearId, sectionId: ids.north, weekday, periodId: p1!.id, subjectId: ids.maths, teacherId: ids.otieno });
  }
  const user = async (privileges: Parameters<typeof seedUser>[2], classIds?: number[]) => {
    const u = await seedUser(t.ctx, schoolId, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.grade7 = await user(['list-timetable', 'update-timetable'], [ids.grade7]);
  tokens.noClass = await user(['list-timetable', 'update-timetable']);
  tokens.lister = await user(['list-timetable'], [ids.grade7]);
  tokens.adder = await user(['add-timetable'], [ids.grade7]);
});

describe('lesson requirements (/api/timetable/requirements/{sectionId})', () => {
  it('starts from the section’s subject teachers at none a week, with what the week holds', async () => {
    expect(await read(ids.north!)).toEqual([
      { id: 0, version: 0, section_id: ids.north, subject_id: ids.english, subject_name: 'English', teacher_id: null, teacher_name: null, lessons_per_week: 0, placed: 0 },
      { id: 0, version: 0, section_id: ids.north, subject_id: ids.maths, subject_name: 'Maths', teacher_id: ids.otieno, teacher_name: names.otieno, lessons_per_week: 0, placed: 2 },
    ]);
    expect(await read(ids.south!)).toEqual([]);
  });

  it('saves the whole list; a subject left out goes, one kept keeps its row', async () => {
    const res = await save(ids.north!, [
      { subject_id: ids.maths, teacher_id: ids.otieno, lessons_per_week: 5 },
      { subject_id: ids.science, teacher_id: ids.wanjiru, lessons_per_week: 3 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The lesson requirements have been saved' });
    const saved = await read(ids.north!);
    expect(saved).toEqual([
      { id: expect.any(Number), version: 1, section_id: ids.north, subject_id: ids.maths, subject_name: 'Maths', teacher_id: ids.otieno, teacher_name: names.otieno, lessons_per_week: 5, placed: 2 },
      { id: expect.any(Number), version: 1, section_id: ids.north, subject_id: ids.science, subject_name: 'Science', teacher_id: ids.wanjiru, teacher_name: names.wanjiru, lessons_per_week: 3, placed: 0 },
    ]);

    expect((await save(ids.north!, [
      { subject_id: ids.maths, teacher_id: ids.wanjiru, lessons_per_week: 6 },
      { subject_id: ids.science, teacher_id: ids.wanjiru, lessons_per_week: 3 },
      { subject_id: ids.english, lessons_per_week: 4 },
    ])).status).toBe(200);
    const again = await read(ids.north!);
    expect(again.map((r) => [r.subject_name, r.teacher_id, r.lessons_per_week, r.version])).toEqual([
      ['English', null, 4, 1],
      ['Maths', ids.wanjiru, 6, 2],
      ['Science', ids.wanjiru, 3, 1],
    ]);
    expect(again.find((r) => r.subject_id === ids.maths)!.id).toBe(saved[0]!.id);
  });

  it('refuses bad input and another school’s or an inactive teacher, naming each row', async () => {
    const bad: [unknown, number, string[]][] = [
      ['Maths', 400, ['requirements']],
      [[{ subject_id: ids.maths, lessons_per_week: 21 }], 400, ['requirements.0.lessons_per_week']],
      [[{ subject_id: ids.maths, lessons_per_week: 2 }, { subject_id: ids.maths, lessons_per_week: 1 }], 400, ['requirements']],
      [[{ subject_id: 'x', lessons_per_week: 2 }], 400, ['requirements.0.subject_id']],
      [[{ subject_id: ids.maths, teacher_id: 0, lessons_per_week: 2 }], 400, ['requirements.0.teacher_id']],
      [[{ subject_id: ids.maths, lessons_per_week: 2 }, { subject_id: ids.theirSubject, lessons_per_week: 2 }], 422, ['requirements.1.subject_id']],
      [[{ subject_id: ids.maths, teacher_id: ids.theirTeacher, lessons_per_week: 2 }, { subject_id: 999_999, teacher_id: ids.gone, lessons_per_week: 1 }], 422, ['requirements.0.teacher_id', 'requirements.1.subject_id', 'requirements.1.teacher_id']],
    ];
    for (const [requirements, status, fields] of bad) {
      const res = await save(ids.north!, requirements);
      expect([requirements, res.status, paths(res)]).toEqual([requirements, status, fields]);
    }
    const gone = await save(ids.north!, [{ subject_id: ids.maths, teacher_id: ids.gone, lessons_per_week: 1 }]);
    expect(gone.body.message).toBe('This teacher is no longer active; choose another.');
    expect((await read(ids.north!)).map((r) => r.lessons_per_week)).toEqual([4, 6, 3]);
  });

  it('an empty list clears the saved one, and the subject teachers show again', async () => {
    expect((await save(ids.north!, [])).status).toBe(200);
    expect((await read(ids.north!)).map((r) => [r.id, r.subject_name, r.lessons_per_week])).toEqual([[0, 'English', 0], [0, 'Maths', 0]]);
  });

  it('reaches only the sections of the user’s classes, by privilege', async () => {
    expect((await get(ids.north!, tokens.grade7)).status).toBe(200);
    expect((await save(ids.north!, [{ subject_id: ids.maths, teacher_id: ids.otieno, lessons_per_week: 5 }], tokens.grade7)).status).toBe(200);
    expect((await get(ids.south!, tokens.grade7)).status).toBe(404);
    expect((await save(ids.south!, [], tokens.grade7)).status).toBe(404);
    expect((await get(ids.north!, tokens.noClass)).status).toBe(404);
    expect((await get(ids.north!, tokens.lister)).status).toBe(200);
    expect((await save(ids.north!, [], tokens.lister)).status).toBe(403);
    expect((await get(ids.north!, tokens.adder)).status).toBe(403);
    expect((await save(ids.north!, [], tokens.adder)).status).toBe(403);
    expect((await read(ids.north!)).map((r) => [r.subject_name, r.lessons_per_week])).toEqual([['Maths', 5]]);
  });

  it('keeps each school to its own sections', async () => {
    expect((await get(ids.north!, t.adminB)).status).toBe(404);
    expect((await save(ids.north!, [], t.adminB)).status).toBe(404);
    expect((await get('x')).status).toBe(400);
    expect((await get(999_999)).status).toBe(404);
    expect((await read(ids.north!)).length).toBe(1);
  });
});
