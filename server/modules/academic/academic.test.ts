import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears } from '../../db/schema';
import { apiClient } from '../../test/client';
import { seedUser } from '../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let schoolA: Awaited<ReturnType<typeof seedSchool>>;
let schoolB: Awaited<ReturnType<typeof seedSchool>>;
let adminA: string;
let adminB: string;
let nextYearA: number;

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  schoolA = await seedSchool(ctx, 'School A');
  schoolB = await seedSchool(ctx, 'School B');
  adminA = await api.login(schoolA.adminUsername, schoolA.adminPassword);
  adminB = await api.login(schoolB.adminUsername, schoolB.adminPassword);
  const [row] = await ctx.database.db
    .insert(academicYears)
    .values({ schoolId: schoolA.schoolId, name: '2099/2100', startDate: '2099-09-01', endDate: '2100-08-31' })
    .returning({ id: academicYears.id });
  nextYearA = row!.id;
});
afterAll(() => ctx.close());

describe('GET /api/acedmic', () => {
  it("lists only the own school's years, with exactly one active", async () => {
    const a = await api.get('/api/acedmic', { token: adminA });
    expect(a.status).toBe(200);
    expect(a.body.map((y: { name: string }) => y.name)).toContain('2099/2100');
    expect(a.body.filter((y: { active: boolean }) => y.active)).toHaveLength(1);

    const b = await api.get('/api/acedmic', { token: adminB });
    expect(b.body).toHaveLength(1);
    expect(b.body.map((y: { id: number }) => y.id)).not.toContain(nextYearA);
  });
});

describe('PUT /api/acedmic/change', () => {
  it('makes the chosen year the only active one and the header name follows', async () => {
    const res = await api.put('/api/acedmic/change', { token: adminA, body: { id: nextYearA } });
    expect(res.status).toBe(200);
    const years = await api.get('/api/acedmic', { token: adminA });
    expect(years.body.filter((y: { active: boolean }) => y.active).map((y: { id: number }) => y.id)).toEqual([nextYearA]);
    expect((await api.get('/api/auth', { token: adminA })).body.academic_name).toBe('2099/2100');
  });

  it('answers 403 to a user without change-academic', async () => {
    const u = await seedUser(ctx, schoolA.schoolId, ['list-academic']);
    const token = await api.login(u.username, u.password);
    const res = await api.put('/api/acedmic/change', { token, body: { id: nextYearA } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another school's year and changes nothing", async () => {
    const res = await api.put('/api/acedmic/change', { token: adminB, body: { id: nextYearA } });
    expect(res.status).toBe(404);
    const b = await api.get('/api/acedmic', { token: adminB });
    expect(b.body.filter((y: { active: boolean }) => y.active)).toHaveLength(1);
    expect((await api.get('/api/auth', { token: adminA })).body.academic_name).toBe('2099/2100');
  });

  it('names the id field when it is missing or wrong-typed', async () => {
    for (const body of [{}, { id: 'abc' }, { id: -3 }, { id: 1.5 }]) {
      const res = await api.put('/api/acedmic/change', { token: adminA, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues[0].path).toBe('id');
    }
  });
});
