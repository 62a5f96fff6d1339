import { beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();

let nextYearA: number;

type Year = { id: number; name: string; active: boolean };
const years = async (token: string): Promise<Year[]> => (await t.api.get('/api/acedmic', { token })).body.data;

beforeAll(async () => {
  const added = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2099/2100', start_date: '2099-09-01', end_date: '2100-08-31' } });
  expect(added.status).toBe(201);
  nextYearA = added.body.id;
});

describe('GET /api/acedmic', () => {
  it("lists only the own school's years, with exactly one active", async () => {
    const a = await years(t.adminA);
    expect(a.map((y) => y.name)).toContain('2099/2100');
    expect(a.filter((y) => y.active)).toHaveLength(1);
    const b = await years(t.adminB);
    expect(b).toHaveLength(1);
    expect(b.map((y) => y.id)).not.toContain(nextYearA);
  });
});

describe('POST and PUT /api/acedmic', () => {
  it('refuses overlapping dates, naming the year it clashes with', async () => {
    const res = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2100 bis', start_date: '2100-08-01', end_date: '2101-07-31' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('2099/2100');
    expect(res.body.issues[0].path).toBe('start_date');
  });

  it('refuses an end before the start, bad dates and a duplicate name', async () => {
    const backwards = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2200/2201', start_date: '2201-01-01', end_date: '2200-01-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues[0].path).toBe('end_date');
    const badDate = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2200/2201', start_date: '2200-02-30', end_date: '2201-01-01' } });
    expect(badDate.body.issues[0].path).toBe('start_date');
    const dup = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2099/2100', start_date: '2300-09-01', end_date: '2301-08-31' } });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    expect((await years(t.adminA)).length).toBe(2);
  });

  it('edits a year, and may keep its own dates without clashing with itself', async () => {
    const res = await t.api.put(`/api/acedmic/${nextYearA}`, { token: t.adminA, body: { name: '2099-2100', start_date: '2099-09-01', end_date: '2100-07-31' } });
    expect(res.status).toBe(200);
    expect((await years(t.adminA)).map((y) => y.name)).toContain('2099-2100');
  });

  it('needs add-academic and update-academic, and keeps schools apart', async () => {
    const u = await seedUser(t.ctx, t.schoolA.schoolId, ['list-academic']);
    const token = await t.api.login(u.username, u.password);
    expect((await t.api.post('/api/acedmic', { token, body: { name: '2400/2401', start_date: '2400-09-01', end_date: '2401-08-31' } })).status).toBe(403);
    expect((await t.api.put(`/api/acedmic/${nextYearA}`, { token, body: { name: 'x', start_date: '2400-09-01', end_date: '2401-08-31' } })).status).toBe(403);
    const cross = await t.api.put(`/api/acedmic/${nextYearA}`, { token: t.adminB, body: { name: 'Hijack', start_date: '2500-09-01', end_date: '2501-08-31' } });
    expect(cross.status).toBe(404);
  });
});

describe('PUT /api/acedmic/change', () => {
  it('makes the chosen year the only active one and the header name follows', async () => {
    const res = await t.api.put('/api/acedmic/change', { token: t.adminA, body: { id: nextYearA } });
    expect(res.status).toBe(200);
    expect((await years(t.adminA)).filter((y) => y.active).map((y) => y.id)).toEqual([nextYearA]);
    expect((await t.api.get('/api/auth', { token: t.adminA })).body.academic_name).toBe('2099-2100');
  });

  it('answers 403 to a user without change-academic', async () => {
    const u = await seedUser(t.ctx, t.schoolA.schoolId, ['list-academic']);
    const token = await t.api.login(u.username, u.password);
    expect((await t.api.put('/api/acedmic/change', { token, body: { id: nextYearA } })).status).toBe(403);
  });

  it("answers 404 for another school's year and changes nothing", async () => {
    const res = await t.api.put('/api/acedmic/change', { token: t.adminB, body: { id: nextYearA } });
    expect(res.status).toBe(404);
    expect((await years(t.adminB)).filter((y) => y.active)).toHaveLength(1);
    expect((await t.api.get('/api/auth', { token: t.adminA })).body.academic_name).toBe('2099-2100');
  });

  it('names the id field when it is missing or wrong-typed', async () => {
    for (const body of [{}, { id: 'abc' }, { id: -3 }, { id: 1.5 }]) {
      const res = await t.api.put('/api/acedmic/change', { token: t.adminA, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues[0].path).toBe('id');
    }
  });
});
