import { beforeAll, describe, expect, it } from 'vitest';
import type { Bus, BusDriver } from '@contract';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';
import { seedAssignment, seedCategory, seedZone } from '../../../test/bus-data';

const t = twoSchools();
const ids: Record<string, number> = {};

const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post('/api/bus', { token, body });
const put = (id: number, body: Record<string, unknown>, token = t.adminA) => t.api.put(`/api/bus/${id}`, { token, body });
const get = async (id: number) => (await t.api.get(`/api/bus/${id}`, { token: t.adminA })).body as Bus;
const list = async (q = '', token = t.adminA) => (await t.api.get(`/api/bus?${q}`, { token })).body as { data: Bus[]; total: number };
const seven = (extra: Record<string, unknown> = {}) => ({ number: '7', plate: 'KBX 123A', driver_id: ids.driver, capacity: 3, ...extra });

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  Object.assign(ids, {
    driver: (await seedEmployee(t.ctx, schoolId, 'driver')).id,
    teacher: (await seedEmployee(t.ctx, schoolId, 'teacher')).id,
    gone: (await seedEmployee(t.ctx, schoolId, 'driver', 'Inactive')).id,
    theirs: (await seedEmployee(t.ctx, t.schoolB.schoolId, 'driver')).id,
    zone: await seedZone(t.ctx, schoolId, 3_000),
  });
  ids.category = await seedCategory(t.ctx, schoolId, ids.zone!);
  const year = await activeYear(t.ctx, schoolId);
  ids.section = await seedSection(t.ctx, schoolId, year.id, await seedClass(t.ctx, schoolId, 'Grade 5'), 'B');
});

describe('buses (/api/bus)', () => {
  it('adds a bus with its driver, and reads it back with no riders', async () => {
    const res = await add(seven());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The bus has been added', id: expect.any(Number) });
    ids.seven = res.body.id;
    expect(await get(ids.seven!)).toMatchObject({ number: '7', plate: 'KBX 123A', driver_id: ids.driver, driver_name: expect.stringMatching(/^Ada /), capacity: 3, status: 'Active', riders: 0, version: 1 });
    const other = await add({ number: 'B2', plate: 'KCA 900Z', capacity: 40 });
    expect(other.status).toBe(201);
    ids.b2 = other.body.id;
  });

  it('lists, searches, filters and sorts the buses, riders counted on the day', async () => {
    const student = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: ids.section });
    await seedAssignment(t.ctx, t.schoolA.schoolId, { studentId: student, busId: ids.b2!, categoryId: ids.category!, from: '2030-01-10', to: '2030-01-31' });
    const numbers = (page: { data: Bus[] }) => page.data.map((b) => b.number);
    expect(numbers(await list())).toEqual(['7', 'B2']);
    expect(numbers(await list('search=kca'))).toEqual(['B2']);
    expect(numbers(await list('search=ada'))).toEqual(['7']);
    expect(numbers(await list('sort=capacity&order=desc'))).toEqual(['B2', '7']);
    expect((await list('date=2030-01-15')).data.find((b) => b.number === 'B2')!.riders).toBe(1);
    expect((await list('date=2030-02-01')).data.find((b) => b.number === 'B2')!.riders).toBe(0);
    expect(numbers(await list('date=2030-01-15&sort=riders&order=desc'))).toEqual(['B2', '7']);
    expect((await list('status=Inactive')).total).toBe(0);
    expect((await t.api.get('/api/bus?sort=driver', { token: t.adminA })).status).toBe(400);
  });

  it('refuses bad input by field and writes nothing', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, number, string][] = [
      [seven({ number: undefined, plate: 'NEW 1' }), 400, 'number'],
      [seven({ number: '  ', plate: 'NEW 1' }), 400, 'number'],
      [seven({ number: 'X'.repeat(21), plate: 'NEW 1' }), 400, 'number'],
      [seven({ number: 'N\u0000', plate: 'NEW 1' }), 400, 'number'],
      [seven({ number: 'N1', plate: 12 }), 400, 'plate'],
      [seven({ number: 'N1', plate: 'NEW 1', capacity: 'many' }), 400, 'capacity'],
      [seven({ number: 'N1', plate: 'NEW 1', capacity: 0 }), 400, 'capacity'],
      [seven({ number: 'N1', plate: 'NEW 1', capacity: 201 }), 400, 'capacity'],
      [seven({ number: 'N1', plate: 'NEW 1', status: 'Parked' }), 400, 'status'],
      [seven({ number: 'N1', plate: 'NEW 1', driver_id: 'x' }), 400, 'driver_id'],
      [seven({ number: 'N1', plate: 'NEW 1', driver_id: ids.teacher }), 422, 'driver_id'],
      [seven({ number: 'N1', plate: 'NEW 1', driver_id: ids.gone }), 422, 'driver_id'],
      [seven({ number: 'N1', plate: 'NEW 1', driver_id: ids.theirs }), 422, 'driver_id'],
      [seven({ number: 'n1', plate: 'NEW 1', driver_id: 999_999 }), 422, 'driver_id'],
      [seven({ number: 'b2', plate: 'NEW 1' }), 409, 'number'],
      [seven({ number: 'N1', plate: 'kbx-123a' }), 409, 'plate'],
      [seven({ number: 'N1', plate: 'K B X 1 2 3 A' }), 409, 'plate'],
    ];
    for (const [body, status, field] of cases) {
      const res = await add(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await add(seven({ number: 'N1' }), t.adminA)).status).toBe(409);
    expect((await list()).total).toBe(before);
  });

  it('saves from the current version and refuses a stale copy', async () => {
    const res = await put(ids.seven!, seven({ capacity: 4, version: 1 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The bus has been saved' });
    expect(await get(ids.seven!)).toMatchObject({ capacity: 4, version: 2 });
    expect((await put(ids.seven!, seven({ capacity: 5, version: 1 }))).status).toBe(409);
    expect((await put(ids.seven!, seven({ number: 'B2' }))).body.issues[0].path).toBe('number');
    expect((await get(ids.seven!)).capacity).toBe(4);
  });

  it('keeps capacity at or above the most riders on any day from today on, and an Active bus while anyone rides', async () => {
    const { schoolId } = t.schoolA;
    const kid = () => seedStudent(t.ctx, schoolId, { sectionId: ids.section });
    // Two ride from 2031-03-01, a third joins on the 10th while one leaves on the 20th: three at most.
    await seedAssignment(t.ctx, schoolId, { studentId: await kid(), busId: ids.seven!, categoryId: ids.category!, from: '2031-03-01' });
    await seedAssignment(t.ctx, schoolId, { studentId: await kid(), busId: ids.seven!, categoryId: ids.category!, from: '2031-03-01', to: '2031-03-20' });
    await seedAssignment(t.ctx, schoolId, { studentId: await kid(), busId: ids.seven!, categoryId: ids.category!, from: '2031-03-10' });
    const low = await put(ids.seven!, seven({ capacity: 2 }));
    expect(low.status).toBe(422);
    expect(low.body.issues).toEqual([{ path: 'capacity', message: 'Bus 7 (KBX 123A) has 3 riders on some day from today on; its capacity cannot be below 3.' }]);
    expect((await put(ids.seven!, seven({ capacity: 3 }))).status).toBe(200);
    const parked = await put(ids.seven!, seven({ capacity: 3, status: 'Inactive' }));
    expect(parked.status).toBe(422);
    expect(parked.body.issues).toEqual([{ path: 'status', message: 'Bus 7 (KBX 123A) has 3 riders from today on; end their assignments before making it inactive.' }]);
    expect((await get(ids.seven!)).status).toBe('Active');
    // A rider years ahead counts too; a bus nobody rides from today on may be parked.
    expect((await put(ids.b2!, { number: 'B2', plate: 'KCA 900Z', capacity: 1, status: 'Inactive' })).body.issues[0].path).toBe('status');
    const spare = (await add({ number: 'S1', plate: 'SPARE 1', capacity: 10 })).body.id;
    expect((await put(spare, { number: 'S1', plate: 'SPARE 1', capacity: 10, status: 'Inactive' })).status).toBe(200);
    expect((await list('status=Inactive')).data.map((b) => b.number)).toEqual(['S1']);
  });

  it('lists active drivers for the bus form', async () => {
    const res = await t.api.get('/api/bus/drivers', { token: t.adminA });
    expect(res.status).toBe(200);
    expect((res.body as BusDriver[]).map((d) => d.id)).toEqual([ids.driver]);
    expect(res.body[0]).toEqual({ id: ids.driver, name: expect.stringMatching(/^Ada /), number: expect.any(String), phone: null });
  });

  it('keeps each action to its privilege', async () => {
    const { schoolId } = t.schoolA;
    const login = async (privileges: Parameters<typeof seedUser>[2]) => {
      const u = await seedUser(t.ctx, schoolId, privileges);
      return t.api.login(u.username, u.password);
    };
    const [none, reader, assigner, adder, updater] = [await login([]), await login(['list-bus']), await login(['generate']), await login(['add-bus']), await login(['update-bus'])];
    expect((await t.api.get('/api/bus', { token: none })).status).toBe(403);
    expect((await t.api.get('/api/bus', { token: reader })).status).toBe(200);
    expect((await t.api.get('/api/bus', { token: assigner })).status).toBe(200);
    expect((await t.api.get(`/api/bus/${ids.seven}`, { token: assigner })).status).toBe(403);
    expect((await t.api.get(`/api/bus/${ids.seven}/riders`, { token: assigner })).status).toBe(403);
    expect((await add(seven({ number: 'P1', plate: 'P 1' }), reader)).status).toBe(403);
    expect((await put(ids.seven!, seven({ capacity: 3 }), adder)).status).toBe(403);
    expect((await add(seven({ number: 'P1', plate: 'P 1' }), adder)).status).toBe(201);
    expect((await put(ids.seven!, seven({ capacity: 3 }), updater)).status).toBe(200);
    expect((await t.api.get('/api/bus/drivers', { token: adder })).status).toBe(200);
    expect((await t.api.get('/api/bus/drivers', { token: updater })).status).toBe(200);
    expect((await t.api.get('/api/bus/drivers', { token: reader })).status).toBe(403);
  });

  it("keeps each school to its own buses and drivers", async () => {
    expect((await t.api.get(`/api/bus/${ids.seven}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/bus/${ids.seven}/riders`, { token: t.adminB })).status).toBe(404);
    expect((await put(ids.seven!, seven({ driver_id: null }), t.adminB)).status).toBe(404);
    expect((await list('', t.adminB)).total).toBe(0);
    expect((await t.api.get('/api/bus/drivers', { token: t.adminB })).body.map((d: BusDriver) => d.id)).toEqual([ids.theirs]);
    // Another school may use the same number and plate.
    expect((await add(seven({ driver_id: ids.theirs }), t.adminB)).status).toBe(201);
    expect((await get(ids.seven!)).plate).toBe('KBX 123A');
  });
});
