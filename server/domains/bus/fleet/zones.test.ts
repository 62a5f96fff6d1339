import { beforeAll, describe, expect, it } from 'vitest';
import type { FeeCategory, Zone } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedStudent } from '../../../test/students-data';
import { seedAssignment, seedBus } from '../../../test/bus-data';

const t = twoSchools();
const ids: Record<string, number> = {};

const zones = async (token = t.adminA) => (await t.api.get('/api/bus/zones', { token })).body as Zone[];
const categories = async (q = '', token = t.adminA) => (await t.api.get(`/api/bus/fee-categories?${q}`, { token })).body as FeeCategory[];
const addZone = (body: Record<string, unknown>, token = t.adminA) => t.api.post('/api/bus/zones', { token, body });
const addCategory = (body: Record<string, unknown>, token = t.adminA) => t.api.post('/api/bus/fee-categories', { token, body });
const putCategory = (id: number, body: Record<string, unknown>, token = t.adminA) => t.api.put(`/api/bus/fee-categories/${id}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

describe('zones and fee categories (/api/bus/zones, /api/bus/fee-categories)', () => {
  beforeAll(async () => {
    ids.theirZone = (await addZone({ name: 'Theirs', monthly_fee: 100 }, t.adminB)).body.id;
  });

  it('adds zones and categories; a category without a fee charges its zone’s', async () => {
    const north = await addZone({ name: 'North', monthly_fee: 3_000 });
    expect(north.status).toBe(201);
    expect(north.body).toEqual({ message: 'The zone has been added', id: expect.any(Number) });
    ids.north = north.body.id;
    ids.south = (await addZone({ name: 'South', monthly_fee: 4_500 })).body.id;
    const both = await addCategory({ zone_id: ids.north, name: 'Both ways' });
    expect(both.body).toEqual({ message: 'The fee category has been added', id: expect.any(Number) });
    ids.both = both.body.id;
    ids.one = (await addCategory({ zone_id: ids.north, name: 'One way', monthly_fee: 1_800 })).body.id;
    ids.southBoth = (await addCategory({ zone_id: ids.south, name: 'Both ways' })).body.id;
    expect(await zones()).toEqual([
      { id: ids.north, version: 1, name: 'North', monthly_fee: 3_000, categories: 2, riders: 0 },
      { id: ids.south, version: 1, name: 'South', monthly_fee: 4_500, categories: 1, riders: 0 },
    ]);
    expect((await categories()).map((c) => [c.zone_name, c.name, c.monthly_fee, c.rate, c.status])).toEqual([
      ['North', 'Both ways', null, 3_000, 'Active'],
      ['North', 'One way', 1_800, 1_800, 'Active'],
      ['South', 'Both ways', null, 4_500, 'Active'],
    ]);
    expect((await categories(`zone_id=${ids.south}`)).map((c) => c.id)).toEqual([ids.southBoth]);
  });

  it('refuses bad input and duplicates by field, and writes nothing', async () => {
    const zoneCases: [Record<string, unknown>, number, string][] = [
      [{ monthly_fee: 1 }, 400, 'name'],
      [{ name: 'Z'.repeat(61), monthly_fee: 1 }, 400, 'name'],
      [{ name: 'Z\u0000', monthly_fee: 1 }, 400, 'name'],
      [{ name: 'East', monthly_fee: -1 }, 400, 'monthly_fee'],
      [{ name: 'East', monthly_fee: '3000' }, 400, 'monthly_fee'],
      [{ name: 'east', monthly_fee: 1.5 }, 400, 'monthly_fee'],
      [{ name: 'NORTH', monthly_fee: 1 }, 409, 'name'],
    ];
    for (const [body, status, field] of zoneCases) {
      const res = await addZone(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, [field]]);
    }
    const categoryCases: [Record<string, unknown>, number, string][] = [
      [{ name: 'Half' }, 400, 'zone_id'],
      [{ zone_id: ids.north, name: '' }, 400, 'name'],
      [{ zone_id: ids.north, name: 'Half', monthly_fee: -5 }, 400, 'monthly_fee'],
      [{ zone_id: ids.north, name: 'Half', status: 'Gone' }, 400, 'status'],
      [{ zone_id: ids.theirZone, name: 'Half' }, 422, 'zone_id'],
      [{ zone_id: 999_999, name: 'Half' }, 422, 'zone_id'],
      [{ zone_id: ids.north, name: 'one WAY' }, 409, 'name'],
    ];
    for (const [body, status, field] of categoryCases) {
      const res = await addCategory(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, [field]]);
    }
    // The same name in another zone is another category.
    expect((await addCategory({ zone_id: ids.south, name: 'One way' })).status).toBe(201);
    expect((await zones()).length).toBe(2);
    expect((await categories()).length).toBe(4);
  });

  it('saves zones and categories from the current version; a new zone fee reaches the categories that follow it', async () => {
    const res = await t.api.put(`/api/bus/zones/${ids.north}`, { token: t.adminA, body: { name: 'North', monthly_fee: 3_200, version: 1 } });
    expect(res.body).toEqual({ message: 'The zone has been saved' });
    expect((await t.api.put(`/api/bus/zones/${ids.north}`, { token: t.adminA, body: { name: 'North', monthly_fee: 1, version: 1 } })).status).toBe(409);
    expect(paths(await t.api.put(`/api/bus/zones/${ids.north}`, { token: t.adminA, body: { name: 'south', monthly_fee: 1 } }))).toEqual(['name']);
    expect((await categories(`zone_id=${ids.north}`)).map((c) => c.rate)).toEqual([3_200, 1_800]);
    const saved = await putCategory(ids.one!, { zone_id: ids.north, name: 'One way', monthly_fee: 2_000, version: 1 });
    expect(saved.body).toEqual({ message: 'The fee category has been saved' });
    expect((await putCategory(ids.one!, { zone_id: ids.north, name: 'One way', version: 1 })).status).toBe(409);
    expect(paths(await putCategory(ids.one!, { zone_id: ids.north, name: 'Both Ways' }))).toEqual(['name']);
    expect(paths(await putCategory(ids.one!, { zone_id: ids.theirZone, name: 'One way' }))).toEqual(['zone_id']);
    expect((await categories(`zone_id=${ids.north}`)).find((c) => c.id === ids.one)).toMatchObject({ monthly_fee: 2_000, rate: 2_000, version: 2 });
  });

  it('counts riders today and keeps a category Active while anyone rides under it from today on', async () => {
    const { schoolId } = t.schoolA;
    const bus = await seedBus(t.ctx, schoolId);
    await seedAssignment(t.ctx, schoolId, { studentId: await seedStudent(t.ctx, schoolId), busId: bus, categoryId: ids.both!, from: '2020-01-01' });
    await seedAssignment(t.ctx, schoolId, { studentId: await seedStudent(t.ctx, schoolId), busId: bus, categoryId: ids.southBoth!, from: '2020-01-01', to: '2020-06-30' });
    expect((await zones()).map((z) => [z.name, z.riders])).toEqual([['North', 1], ['South', 0]]);
    expect((await categories()).find((c) => c.id === ids.both)!.riders).toBe(1);
    const res = await putCategory(ids.both!, { zone_id: ids.north, name: 'Both ways', status: 'Inactive' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'status', message: 'Both ways has 1 rider from today on; end or change their assignments before making it inactive.' }]);
    expect((await putCategory(ids.southBoth!, { zone_id: ids.south, name: 'Both ways', status: 'Inactive' })).status).toBe(200);
  });

  it('keeps each action to its privilege and each school to its own', async () => {
    const login = async (privileges: Parameters<typeof seedUser>[2]) => {
      const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges);
      return t.api.login(u.username, u.password);
    };
    const [reader, assigner] = [await login(['list-bus']), await login(['generate'])];
    expect((await t.api.get('/api/bus/zones', { token: reader })).status).toBe(403);
    expect((await t.api.get('/api/bus/zones', { token: assigner })).status).toBe(403);
    expect((await t.api.get('/api/bus/fee-categories', { token: reader })).status).toBe(403);
    expect((await t.api.get('/api/bus/fee-categories', { token: assigner })).status).toBe(200);
    expect((await addZone({ name: 'East', monthly_fee: 1 }, assigner)).status).toBe(403);
    expect((await addCategory({ zone_id: ids.north, name: 'Half' }, assigner)).status).toBe(403);
    expect((await zones(t.adminB)).map((z) => z.id)).toEqual([ids.theirZone]);
    expect(await categories('', t.adminB)).toEqual([]);
    expect((await t.api.put(`/api/bus/zones/${ids.north}`, { token: t.adminB, body: { name: 'Mine', monthly_fee: 1 } })).status).toBe(404);
    expect((await putCategory(ids.both!, { zone_id: ids.theirZone, name: 'Mine' }, t.adminB)).status).toBe(404);
    expect((await categories(`zone_id=${ids.north}`, t.adminB))).toEqual([]);
  });
});
