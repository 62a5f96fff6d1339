import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Page, RidersList, SectionRider } from '@contract';
import { employees, parents, schools } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection, seedStudent } from '../../../test/students-data';
import { seedAssignment, seedCategory, seedZone } from '../../../test/bus-data';

const t = twoSchools();
const ids: Record<string, number> = {};
let teacher = '';

const riders = async (q = '', token = t.adminA) => {
  const res = await t.api.get(`/api/bus/${ids.bus}/riders${q}`, { token });
  expect(res.status).toBe(200);
  return res.body as RidersList;
};

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const db = t.ctx.database.db;
  await db.update(schools).set({ phone: '+254700000001' }).where(eq(schools.id, schoolId));
  const driver = await seedEmployee(t.ctx, schoolId, 'driver');
  await db.update(employees).set({ phone: '+254711111111' }).where(eq(employees.id, driver.id));
  const year = await activeYear(t.ctx, schoolId);
  ids.grade1 = await seedClass(t.ctx, schoolId, 'Grade 1', { sortOrder: 1 });
  ids.grade2 = await seedClass(t.ctx, schoolId, 'Grade 2', { sortOrder: 2 });
  const [g1, g2] = [await seedSection(t.ctx, schoolId, year.id, ids.grade1, 'A'), await seedSection(t.ctx, schoolId, year.id, ids.grade2, 'B')];
  ids.g2 = g2;
  const parent = await seedParent(t.ctx, schoolId, '+254722000111', 'Mary Wanjiku');
  await db.update(parents).set({ phone2: '+254733000222' }).where(eq(parents.id, parent));
  const kid = (firstName: string, sectionId: number, parentId?: number) => seedStudent(t.ctx, schoolId, { sectionId, firstName, lastName: 'Rider', parentId });
  Object.assign(ids, { zuri: await kid('Zuri', g2, parent), abel: await kid('Abel', g1), cora: await kid('Cora', g2), eve: await kid('Eve', g1) });
  const [north, south] = [await seedZone(t.ctx, schoolId, 3_000, 'North'), await seedZone(t.ctx, schoolId, 2_000, 'South')];
  const [nCat, sCat] = [await seedCategory(t.ctx, schoolId, north, null, 'Both ways'), await seedCategory(t.ctx, schoolId, south, null, 'One way')];
  ids.bus = (await t.api.post('/api/bus', { token: t.adminA, body: { number: '7', plate: 'KBX 123A', capacity: 30, driver_id: driver.id } })).body.id;
  const ride = (studentId: number, categoryId: number, stop: string | null, from = '2030-01-01', to: string | null = null) =>
    seedAssignment(t.ctx, schoolId, { studentId, busId: ids.bus!, categoryId, from, to, stop: stop ?? undefined });
  await ride(ids.zuri!, nCat, 'Mill gate');
  await ride(ids.abel!, nCat, 'Mill gate');
  await ride(ids.cora!, nCat, null);
  await ride(ids.eve!, sCat, 'Church', '2030-01-01', '2030-01-31');
  const u = await seedUser(t.ctx, schoolId, ['list-bus', 'generate'], { classIds: [ids.grade2] });
  teacher = await t.api.login(u.username, u.password);
});

describe("the driver's riders list (/api/bus/{id}/riders)", () => {
  it('lists the riders of the day by zone, stop, class and name, with the parent to call', async () => {
    const list = await riders('?date=2030-01-15');
    expect(list.date).toBe('2030-01-15');
    expect(list.bus).toEqual({ id: ids.bus, number: '7', plate: 'KBX 123A', capacity: 30, driver_name: expect.stringMatching(/^Ada /), driver_phone: '+254711111111' });
    expect(list.school).toEqual({ name: t.schoolA.name, phone: '+254700000001' });
    expect(list.riders.map((r) => [r.student_name, r.zone_name, r.stop, r.class_name])).toEqual([
      ['Abel Rider', 'North', 'Mill gate', 'Grade 1'],
      ['Zuri Rider', 'North', 'Mill gate', 'Grade 2'],
      ['Cora Rider', 'North', null, 'Grade 2'],
      ['Eve Rider', 'South', 'Church', 'Grade 1'],
    ]);
    expect(list.riders[1]).toEqual({
      student_id: ids.zuri,
      student_name: 'Zuri Rider',
      admission_no: expect.any(String),
      class_name: 'Grade 2',
      section_name: 'B',
      zone_name: 'North',
      category_name: 'Both ways',
      stop: 'Mill gate',
      parent_name: 'Mary Wanjiku',
      parent_phone: '+254722000111',
      parent_phone2: '+254733000222',
    });
    expect((await riders('?date=2030-02-01')).riders.map((r) => r.student_name)).toEqual(['Abel Rider', 'Zuri Rider', 'Cora Rider']);
    expect((await riders('?date=2029-12-31')).riders).toEqual([]);
    expect((await riders()).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.api.get(`/api/bus/${ids.bus}/riders?date=someday`, { token: t.adminA })).status).toBe(400);
  });

  it('shows a teacher only the students of their classes', async () => {
    expect((await riders('?date=2030-01-15', teacher)).riders.map((r) => r.student_name)).toEqual(['Zuri Rider', 'Cora Rider']);
    const page = (await t.api.get('/api/bus/students?date=2030-01-15', { token: teacher })).body as Page<Assignment>;
    expect(page.data.map((a) => a.student_name)).toEqual(['Cora Rider', 'Zuri Rider']);
    const history = (await t.api.get(`/api/bus/students?history=true&student_id=${ids.abel}`, { token: teacher })).body as Page<Assignment>;
    expect(history.total).toBe(0);
    const section = (await t.api.get(`/api/bus/students/section/${ids.g2}?date=2030-01-15`, { token: teacher })).body as SectionRider[];
    expect(section.map((r) => r.student_name)).toEqual(['Cora Rider', 'Zuri Rider']);
    // Writes on a student out of scope answer as if the student did not exist.
    const zone = await seedZone(t.ctx, t.schoolA.schoolId, 1_000);
    const category = await seedCategory(t.ctx, t.schoolA.schoolId, zone);
    const out = await t.api.post('/api/bus/students', { token: teacher, body: { student_id: ids.abel, bus_id: ids.bus, category_id: category, from: '2030-03-01' } });
    expect(out.status).toBe(422);
    expect(out.body.issues[0].path).toBe('student_id');
    const abelRide = (await t.api.get(`/api/bus/students?student_id=${ids.abel}&date=2030-01-15`, { token: t.adminA })).body.data[0] as Assignment;
    expect((await t.api.post(`/api/bus/students/${abelRide.id}/end`, { token: teacher, body: { to: '2030-06-30' } })).status).toBe(404);
    const mine = await t.api.post('/api/bus/students', { token: teacher, body: { student_id: ids.cora, bus_id: ids.bus, category_id: category, from: '2030-03-01' } });
    expect(mine.status).toBe(201);
  });

  it('refuses another school and users without the privilege', async () => {
    expect((await t.api.get(`/api/bus/${ids.bus}/riders`, { token: t.adminB })).status).toBe(404);
    const u = await seedUser(t.ctx, t.schoolA.schoolId, ['generate']);
    const token = await t.api.login(u.username, u.password);
    expect((await t.api.get(`/api/bus/${ids.bus}/riders`, { token })).status).toBe(403);
    const none = await seedUser(t.ctx, t.schoolA.schoolId, ['list-bus']);
    const reader = await t.api.login(none.username, none.password);
    expect((await t.api.get('/api/bus/students', { token: reader })).status).toBe(403);
    expect((await t.api.post('/api/bus/students', { token: reader, body: {} })).status).toBe(403);
    expect((await t.api.post('/api/bus/students/bulk', { token: reader, body: {} })).status).toBe(403);
    expect((await t.api.get(`/api/bus/students/section/${ids.g2}`, { token: reader })).status).toBe(403);
  });
});
