import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentListRow } from '@contract';
import { enrolments } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedEnrolment, seedSection, seedStudent } from '../../../test/students-data';

/**
 * The roster's first look (roster-order.ts): class order, section, name, then the students with
 * no class this year. Its page is found by walking sections, so paging is checked against the
 * whole list under each filter.
 */
const t = twoSchools();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  // Sort order, not the name, puts Juniors first.
  const seniors = await seedClass(t.ctx, school, 'Seniors', { sortOrder: 2 });
  const juniors = await seedClass(t.ctx, school, 'Juniors', { sortOrder: 1 });
  ids.seniors = seniors;
  ids.juniors = juniors;
  const sections = {
    juniorsB: await seedSection(t.ctx, school, year.id, juniors, 'B'),
    juniorsA: await seedSection(t.ctx, school, year.id, juniors, 'A'),
    seniorsA: await seedSection(t.ctx, school, year.id, seniors, 'A'),
  };
  ids.juniorsA = sections.juniorsA;
  const pupil = async (key: string, lastName: string, section?: number, status = 'Active') => {
    ids[key] = await seedStudent(t.ctx, school, { sectionId: section, firstName: key, lastName, status });
  };
  await pupil('zed', 'Zulu', sections.juniorsA);
  await pupil('amy', 'Adams', sections.juniorsA);
  await pupil('bob', 'Brown', sections.juniorsB);
  await pupil('cat', 'Adams', sections.juniorsB, 'Inactive');
  await pupil('dan', 'Diaz', sections.seniorsA);
  await pupil('eve', 'Evans', sections.seniorsA);
  await pupil('fay', 'Ford', sections.seniorsA);
  await pupil('gus', 'Gray');
  await pupil('abe', 'Abbot', undefined, 'Inactive');
  // Moved from Seniors A to Juniors A this year: listed once, where they are now.
  await pupil('hal', 'Hill', sections.seniorsA);
  await t.ctx.database.db.update(enrolments).set({ outcome: 'moved', endedOn: '2026-11-01' }).where(eq(enrolments.studentId, ids.hal!));
  await seedEnrolment(t.ctx, school, ids.hal!, sections.juniorsA);
});

const roster = async (query: string, token = t.adminA) => {
  const res = await t.api.get(`/api/students?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: StudentListRow[]; total: number };
};
const names = (rows: StudentListRow[]) => rows.map((r) => r.first_name);

describe('the roster in class order (GET /api/students, no search or sort)', () => {
  it('lists by class order, section and name, then the students with no class, each once', async () => {
    const all = await roster('limit=100');
    expect(names(all.data)).toEqual(['amy', 'hal', 'zed', 'cat', 'bob', 'dan', 'eve', 'fay', 'abe', 'gus']);
    expect(all.total).toBe(10);
    expect(all.data.find((r) => r.first_name === 'hal')).toMatchObject({ class_name: 'Juniors', section_name: 'A' });
    expect(all.data.find((r) => r.first_name === 'gus')).toMatchObject({ class_id: null, section_name: null, parent_name: 'Pat Parent' });
  });

  it('gives every student once across pages, with the same total on each, under each filter', async () => {
    for (const filter of ['', 'status=Active', `class_id=${ids.juniors}`, `section_id=${ids.juniorsA}`, 'status=Inactive', 'gender=Male']) {
      const whole = await roster(`${filter}&limit=100`);
      for (const size of [1, 3, 4]) {
        const pages = await Promise.all(Array.from({ length: Math.ceil(whole.total / size) + 1 }, (_, i) => roster(`${filter}&limit=${size}&page=${i + 1}`)));
        expect(pages.flatMap((p) => names(p.data)), `${filter} by ${size}`).toEqual(names(whole.data));
        expect(pages.every((p) => p.total === whole.total)).toBe(true);
      }
    }
    expect(names((await roster(`class_id=${ids.juniors}&limit=100`)).data)).toEqual(['amy', 'hal', 'zed', 'cat', 'bob']);
    expect(names((await roster('status=Inactive&limit=100')).data)).toEqual(['cat', 'abe']);
  });

  it("keeps a teacher to their classes' students, and another school's roster apart", async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student'], { classIds: [ids.seniors!] });
    const token = await t.api.login(teacher.username, teacher.password);
    const theirs = await roster('limit=2', token);
    expect(theirs.total).toBe(3);
    expect(names([...theirs.data, ...(await roster('limit=2&page=2', token)).data])).toEqual(['dan', 'eve', 'fay']);
    expect((await t.api.get(`/api/students?class_id=${ids.juniors}`, { token })).body.total ?? 0).toBe(0);
    expect((await roster('limit=100', t.adminB)).total).toBe(0);
  });
});
