import { beforeAll, describe, expect, it } from 'vitest';
import { parents } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 10, client 3: a parent's phone is found however the search and the stored number are
 * spelled (spaces, trunk 0, country prefix), in the students roster and in the parents list.
 */
const t = twoSchools();

const SPELLINGS = ['711 999001', '711999001', '0711999001', '254711999001'];
const p = { spaced: 0, trunk: 0, second: 0, near: 0, foreign: 0 };
const s = { spaced: 0, trunk: 0, second: 0, near: 0, digitsAdmission: 0, other: 0, foreign: 0 };
let g2: number;

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id).sort((a, b) => a - b);
const roster = async (search: string, token = t.adminA) => {
  const res = await t.api.get(`/api/students?limit=100&search=${encodeURIComponent(search)}`, { token });
  expect(res.status).toBe(200);
  return ids(res.body);
};
const parentList = async (search: string, token = t.adminA) => {
  const res = await t.api.get(`/api/parents?limit=100&search=${encodeURIComponent(search)}`, { token });
  expect(res.status).toBe(200);
  return ids(res.body);
};

beforeAll(async () => {
  const a = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, a);
  const g1 = await seedClass(t.ctx, a, 'Grade 1');
  g2 = await seedClass(t.ctx, a, 'Grade 2');
  const sec1 = await seedSection(t.ctx, a, year.id, g1, 'A');
  const sec2 = await seedSection(t.ctx, a, year.id, g2, 'A');
  p.spaced = await seedParent(t.ctx, a, '711 999001', 'Spaced Parent');
  p.trunk = await seedParent(t.ctx, a, '0722 123456', 'Trunk Parent');
  const [second] = await t.ctx.database.db
    .insert(parents)
    .values({ schoolId: a, fullname: 'Second Parent', phone: '+254 700 000001', phone2: '+254 (733) 555-444' })
    .returning({ id: parents.id });
  p.second = second!.id;
  // One digit away from the spaced parent's number.
  p.near = await seedParent(t.ctx, a, '+254 711 999002', 'Near Parent');
  s.spaced = await seedStudent(t.ctx, a, { sectionId: sec1, parentId: p.spaced, lastName: 'Kamau' });
  s.trunk = await seedStudent(t.ctx, a, { sectionId: sec1, parentId: p.trunk });
  s.second = await seedStudent(t.ctx, a, { sectionId: sec1, parentId: p.second });
  s.near = await seedStudent(t.ctx, a, { sectionId: sec1, parentId: p.near });
  s.digitsAdmission = await seedStudent(t.ctx, a, { sectionId: sec1, admissionNo: '20240711' });
  s.other = await seedStudent(t.ctx, a, { sectionId: sec2, parentId: p.spaced });

  const b = t.schoolB.schoolId;
  const bSection = await seedSection(t.ctx, b, (await activeYear(t.ctx, b)).id, await seedClass(t.ctx, b, 'Grade 1'), 'A');
  p.foreign = await seedParent(t.ctx, b, '+254 711 999 001');
  s.foreign = await seedStudent(t.ctx, b, { sectionId: bSection, parentId: p.foreign });
});

describe('search by parent phone', () => {
  it.each(SPELLINGS)('"%s" finds the students and the parent of "711 999001"', async (typed) => {
    expect(await roster(typed)).toEqual([s.spaced, s.other].sort((x, y) => x - y));
    expect(await parentList(typed)).toEqual([p.spaced]);
  });

  it('finds a number stored with a trunk 0 by its international and bare spellings', async () => {
    for (const typed of ['0722 123456', '0722123456', '722123456', '254722123456', '+254 722 123 456']) {
      expect(await roster(typed), typed).toEqual([s.trunk]);
      expect(await parentList(typed), typed).toEqual([p.trunk]);
    }
  });

  it('finds the second phone too', async () => {
    for (const typed of ['0733555444', '254733555444', '733 555 444']) {
      expect(await roster(typed), typed).toEqual([s.second]);
      expect(await parentList(typed), typed).toEqual([p.second]);
    }
  });

  it('keeps schools apart and the class scope', async () => {
    expect(await roster('711999001', t.adminB)).toEqual([s.foreign]);
    expect(await parentList('0711999001', t.adminB)).toEqual([p.foreign]);
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student'], { classIds: [g2] });
    expect(await roster('0711999001', await t.api.login(teacher.username, teacher.password))).toEqual([s.other]);
  });

  it('still searches names, admission numbers and short fragments of the stored phone', async () => {
    expect(await roster('kamau')).toEqual([s.spaced]);
    expect(await roster('20240711')).toEqual([s.digitsAdmission]);
    expect(await roster('999002')).toEqual([s.near]);
    expect(await parentList('Near Parent')).toEqual([p.near]);
    // Fewer than six digits: a fragment of the number as stored.
    expect(await parentList('700 0')).toEqual([p.second]);
    expect(await roster('0711999003')).toEqual([]);
  });
});
