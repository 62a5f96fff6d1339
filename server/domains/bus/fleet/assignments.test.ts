import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Page, SectionRider } from '@contract';
import { busAssignments, buses, busFeeCategories } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';
import { seedBus, seedCategory, seedZone } from '../../../test/bus-data';

const t = twoSchools();
const ids: Record<string, number> = {};

const assign = (body: Record<string, unknown>, token = t.adminA) => t.api.post('/api/bus/students', { token, body });
const end = (id: number, to: string, token = t.adminA) => t.api.post(`/api/bus/students/${id}/end`, { token, body: { to } });
const list = async (q: string, token = t.adminA) => (await t.api.get(`/api/bus/students?${q}`, { token })).body as Page<Assignment>;
const rides = (page: Page<Assignment>) => page.data.map((a) => [a.student_name.split(' ')[0], a.bus_number, a.category_name, a.from, a.to]);
const assignments = async () => (await t.ctx.database.db.select({ n: count() }).from(busAssignments))[0]!.n;

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const year = await activeYear(t.ctx, schoolId);
  ids.g3Class = await seedClass(t.ctx, schoolId, 'Grade 3');
  ids.g3 = await seedSection(t.ctx, schoolId, year.id, ids.g3Class, 'A');
  ids.g4 = await seedSection(t.ctx, schoolId, year.id, await seedClass(t.ctx, schoolId, 'Grade 4'), 'A');
  const kid = (firstName: string, sectionId: number, status = 'Active') => seedStudent(t.ctx, schoolId, { sectionId, firstName, lastName: 'Rider', admissionNo: `ADM-${firstName}`, status });
  Object.assign(ids, { amina: await kid('Amina', ids.g3), brian: await kid('Brian', ids.g3), chloe: await kid('Chloe', ids.g3, 'Inactive'), dan: await kid('Dan', ids.g4) });
  ids.north = await seedZone(t.ctx, schoolId, 3_000, 'North');
  ids.south = await seedZone(t.ctx, schoolId, 4_500, 'South');
  ids.both = await seedCategory(t.ctx, schoolId, ids.north, null, 'Both ways');
  ids.one = await seedCategory(t.ctx, schoolId, ids.north, 1_800, 'One way');
  ids.southBoth = await seedCategory(t.ctx, schoolId, ids.south, null, 'Both ways');
  ids.idle = await seedCategory(t.ctx, schoolId, ids.south, null, 'Idle');
  await t.ctx.database.db.update(busFeeCategories).set({ status: 'Inactive' }).where(eq(busFeeCategories.id, ids.idle));
  ids.b1 = await seedBus(t.ctx, schoolId, 'B1', 30);
  ids.b2 = await seedBus(t.ctx, schoolId, 'B2', 30);
  ids.parked = await seedBus(t.ctx, schoolId, 'P9', 30);
  await t.ctx.database.db.update(buses).set({ status: 'Inactive' }).where(eq(buses.id, ids.parked));
  const other = t.schoolB.schoolId;
  ids.theirStudent = await seedStudent(t.ctx, other);
  ids.theirBus = await seedBus(t.ctx, other, 'T1');
  ids.theirCategory = await seedCategory(t.ctx, other, await seedZone(t.ctx, other, 100));
});

describe('bus students (/api/bus/students)', () => {
  it('assigns a student, and a change of bus ends the previous assignment the day before', async () => {
    const first = await assign({ student_id: ids.amina, bus_id: ids.b1, category_id: ids.both, from: '2030-09-01', stop: 'Mill gate' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Amina Rider rides Bus B1 from 1 Sep 2030.', id: expect.any(Number) });
    ids.first = first.body.id;
    const moved = await assign({ student_id: ids.amina, bus_id: ids.b2, category_id: ids.one, from: '2030-10-16' });
    expect(moved.status).toBe(201);
    expect(rides(await list(`student_id=${ids.amina}&history=true`))).toEqual([
      ['Amina', 'B2', 'One way', '2030-10-16', null],
      ['Amina', 'B1', 'Both ways', '2030-09-01', '2030-10-15'],
    ]);
    expect(rides(await list('date=2030-10-15'))).toEqual([['Amina', 'B1', 'Both ways', '2030-09-01', '2030-10-15']]);
    const now = (await list('date=2030-10-16')).data[0]!;
    expect(now).toMatchObject({ student_id: ids.amina, admission_no: 'ADM-Amina', class_name: 'Grade 3', section_name: 'A', zone_id: ids.north, zone_name: 'North', rate: 1_800, stop: null });
  });

  it('refuses a date on or before a later start, the same ride again, and bad references, writing nothing', async () => {
    const before = await assignments();
    const early = await assign({ student_id: ids.amina, bus_id: ids.b1, category_id: ids.both, from: '2030-10-16' });
    expect(early.status).toBe(422);
    expect(early.body.issues).toEqual([{ path: 'from', message: 'Amina Rider already rides from 16 Oct 2030; choose a later date or end that assignment first.' }]);
    const same = await assign({ student_id: ids.amina, bus_id: ids.b2, category_id: ids.one, from: '2030-11-01' });
    expect(same.body.issues).toEqual([{ path: 'bus_id', message: 'Amina Rider already rides Bus B2 under that category.' }]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ bus_id: ids.b1, category_id: ids.both, from: '2030-11-01' }, 400, 'student_id'],
      [{ student_id: ids.brian, bus_id: 'one', category_id: ids.both, from: '2030-11-01' }, 400, 'bus_id'],
      [{ student_id: ids.brian, bus_id: ids.b1, category_id: ids.both, from: '2030-02-30' }, 400, 'from'],
      [{ student_id: ids.brian, bus_id: ids.b1, category_id: ids.both, from: '2030-11-01', stop: 'x'.repeat(81) }, 400, 'stop'],
      [{ student_id: ids.brian, bus_id: ids.b1, category_id: ids.both, from: '2030-11-01', stop: 'Gate\u0000' }, 400, 'stop'],
      [{ student_id: ids.chloe, bus_id: ids.b1, category_id: ids.both, from: '2030-11-01' }, 422, 'student_id'],
      [{ student_id: ids.brian, bus_id: ids.parked, category_id: ids.both, from: '2030-11-01' }, 422, 'bus_id'],
      [{ student_id: ids.brian, bus_id: ids.b1, category_id: ids.idle, from: '2030-11-01' }, 422, 'category_id'],
      [{ student_id: ids.theirStudent, bus_id: ids.b1, category_id: ids.both, from: '2030-11-01' }, 422, 'student_id'],
      [{ student_id: ids.brian, bus_id: ids.theirBus, category_id: ids.both, from: '2030-11-01' }, 422, 'bus_id'],
      [{ student_id: ids.brian, bus_id: ids.b1, category_id: ids.theirCategory, from: '2030-11-01' }, 422, 'category_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await assign(body);
      expect([body, res.status, res.body.issues?.map((i: { path: string }) => i.path)]).toEqual([body, status, [field]]);
    }
    expect(await assignments()).toBe(before);
  });

  it('ends riding on a last day, only ever shortening an assignment', async () => {
    const current = (await list(`student_id=${ids.amina}&date=2030-11-01`)).data[0]!;
    expect((await end(current.id, '2030-10-15')).body.issues).toEqual([{ path: 'to', message: 'The last day cannot be before the assignment starts (16 Oct 2030).' }]);
    const res = await end(current.id, '2030-12-20');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Amina Rider's last day on Bus B2 is 20 Dec 2030." });
    expect((await end(current.id, '2030-12-31')).body.issues).toEqual([{ path: 'to', message: 'This assignment already ends on 20 Dec 2030.' }]);
    expect((await end(current.id, '2030-12-10')).status).toBe(200);
    expect((await end(ids.first!, '2030-10-01')).status).toBe(200);
    expect(rides(await list(`student_id=${ids.amina}&history=true`))).toEqual([
      ['Amina', 'B2', 'One way', '2030-10-16', '2030-12-10'],
      ['Amina', 'B1', 'Both ways', '2030-09-01', '2030-10-01'],
    ]);
    expect((await end(current.id, 'tomorrow')).status).toBe(400);
    expect((await end(current.id, '2030-12-01', t.adminB)).status).toBe(404);
    expect((await end(999_999, '2030-12-01')).status).toBe(404);
    // After an ended one, a new assignment from a later day starts clean.
    expect((await assign({ student_id: ids.amina, bus_id: ids.b1, category_id: ids.both, from: '2031-01-05' })).status).toBe(201);
  });

  it('lists by bus, zone, section and search, and sorts', async () => {
    await assign({ student_id: ids.brian, bus_id: ids.b1, category_id: ids.both, from: '2031-01-01' });
    await assign({ student_id: ids.dan, bus_id: ids.b2, category_id: ids.southBoth, from: '2031-01-01', stop: 'Church' });
    const on = 'date=2031-02-01';
    const names = (page: Page<Assignment>) => page.data.map((a) => a.student_name.split(' ')[0]);
    expect(names(await list(on))).toEqual(['Amina', 'Brian', 'Dan']);
    expect(names(await list(`${on}&bus_id=${ids.b2}`))).toEqual(['Dan']);
    expect(names(await list(`${on}&zone_id=${ids.north}`))).toEqual(['Amina', 'Brian']);
    expect(names(await list(`${on}&section_id=${ids.g4}`))).toEqual(['Dan']);
    expect(names(await list(`${on}&search=adm-bri`))).toEqual(['Brian']);
    expect(names(await list(`${on}&sort=zone&order=desc`))[0]).toBe('Dan');
    expect(names(await list(`${on}&sort=student&order=desc`))).toEqual(['Dan', 'Brian', 'Amina']);
    expect((await list(`${on}`, t.adminB)).total).toBe(0);
    // Each filter's total counts what it lists; paging gives every row once.
    const totals = await Promise.all([on, `${on}&bus_id=${ids.b2}`, `${on}&zone_id=${ids.north}`, `${on}&section_id=${ids.g3}`, `${on}&search=rider`, 'history=true'].map(async (q) => (await list(q)).total));
    expect(totals).toEqual([3, 1, 2, 2, 3, 5]);
    const pages = await Promise.all([1, 2, 3].map((page) => list(`history=true&limit=2&page=${page}`)));
    expect(pages.flatMap((p) => p.data.map((a) => a.id)).sort()).toEqual((await list('history=true')).data.map((a) => a.id).sort());
    expect(pages.map((p) => [p.data.length, p.total])).toEqual([[2, 5], [2, 5], [1, 5]]);
    expect((await t.api.get('/api/bus/students?history=yes', { token: t.adminA })).status).toBe(400);
  });

  it("lists a section's students with the assignment each has on the day", async () => {
    const res = await t.api.get(`/api/bus/students/section/${ids.g3}?date=2031-02-01`, { token: t.adminA });
    expect(res.status).toBe(200);
    const rows = res.body as SectionRider[];
    expect(rows.map((r) => [r.student_name, r.assignment?.bus_number ?? null])).toEqual([
      ['Amina Rider', 'B1'],
      ['Brian Rider', 'B1'],
      ['Chloe Rider', null],
    ]);
    expect(rows[0]!.assignment).toMatchObject({ student_id: ids.amina, class_name: 'Grade 3', section_name: 'A', zone_name: 'North', rate: 3_000, from: '2031-01-05', to: null });
    const before = (await t.api.get(`/api/bus/students/section/${ids.g3}?date=2030-01-01`, { token: t.adminA })).body as SectionRider[];
    expect(before.every((r) => r.assignment === null)).toBe(true);
    expect((await t.api.get(`/api/bus/students/section/${ids.g3}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/bus/students/section/${ids.g3}?date=2031-13-01`, { token: t.adminA })).status).toBe(400);
  });
});

describe('the assign picker (/api/bus/students/candidates)', () => {
  it('finds active students enrolled now by name or admission number, for generate holders, in their school only', async () => {
    const found = async (search: string, token = t.adminA) => (await t.api.get(`/api/bus/students/candidates?search=${encodeURIComponent(search)}`, { token })).body;
    expect(await found('Rider')).toEqual([
      { student_id: ids.amina, student_name: 'Amina Rider', admission_no: 'ADM-Amina', class_name: 'Grade 3', section_name: 'A' },
      { student_id: ids.brian, student_name: 'Brian Rider', admission_no: 'ADM-Brian', class_name: 'Grade 3', section_name: 'A' },
      { student_id: ids.dan, student_name: 'Dan Rider', admission_no: 'ADM-Dan', class_name: 'Grade 4', section_name: 'A' },
    ]);
    expect((await found('adm-dan')).map((s: { student_id: number }) => s.student_id)).toEqual([ids.dan]);
    expect(await found('Rider', t.adminB)).toEqual([]);
    expect((await t.api.get('/api/bus/students/candidates', { token: t.adminA })).status).toBe(400);
    // A bursar with generate but not list-student, list-class or list-section can still pick students and sections.
    const bursar = await seedUser(t.ctx, t.schoolA.schoolId, ['generate'], { classIds: [ids.g3Class!] });
    const token = await t.api.login(bursar.username, bursar.password);
    expect((await found('Rider', token)).map((s: { student_id: number }) => s.student_id)).toEqual([ids.amina, ids.brian]);
    expect((await t.api.get('/api/class', { token })).status).toBe(200);
    expect((await t.api.get('/api/sections', { token })).status).toBe(200);
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-bus']);
    expect((await t.api.get('/api/bus/students/candidates?search=Rider', { token: await t.api.login(clerk.username, clerk.password) })).status).toBe(403);
    expect((await t.api.get(`/api/bus/students/candidates?search=${'x'.repeat(101)}`, { token: t.adminA })).status).toBe(400);
  });
});
