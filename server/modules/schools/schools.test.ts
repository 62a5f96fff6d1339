import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import { seedEmployee, seedUser } from '../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let a: Awaited<ReturnType<typeof seedSchool>>;
let adminA: string;
let adminB: string;

const profile = { name: 'Hillside Academy', address: '1 Hill Road', phone: '+254 700 000000', email: 'office@hillside.example', currency: 'KES', time_zone: 'Africa/Nairobi' };

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  a = await seedSchool(ctx);
  const b = await seedSchool(ctx, 'Other School');
  adminA = await api.login(a.adminUsername, a.adminPassword);
  adminB = await api.login(b.adminUsername, b.adminPassword);
});
afterAll(() => ctx.close());

describe('school profile (/api/settings/school)', () => {
  it('saves the profile and the shell sees the new name', async () => {
    expect((await api.put('/api/settings/school', { token: adminA, body: profile })).status).toBe(200);
    expect((await api.get('/api/settings/school', { token: adminA })).body).toMatchObject({ ...profile, logo: null });
    expect((await api.get('/api/auth', { token: adminA })).body.school_name).toBe('Hillside Academy');
    expect((await api.get('/api/settings/school', { token: adminB })).body.name).toBe('Other School');
  });

  it('names bad fields and refuses a logo that was never uploaded', async () => {
    const bad = await api.put('/api/settings/school', { token: adminA, body: { ...profile, email: 'not-an-email', currency: 'XYZ', time_zone: 'Mars/Base' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['currency', 'email', 'time_zone']);
    const logo = await api.put('/api/settings/school', { token: adminA, body: { ...profile, logo: 'ffffffffffffffffffffffffffffffff.png' } });
    expect(logo.status).toBe(422);
    expect(logo.body.issues[0].path).toBe('logo');
  });

  it('needs school-profile', async () => {
    const u = await seedUser(ctx, a.schoolId, ['user-profile']);
    const token = await api.login(u.username, u.password);
    expect((await api.get('/api/settings/school', { token })).status).toBe(403);
    expect((await api.put('/api/settings/school', { token, body: profile })).status).toBe(403);
  });
});

describe('GET /api/dash', () => {
  it("counts the school's own records for any signed-in user", async () => {
    await api.post('/api/class', { token: adminA, body: { name: 'Grade 1' } });
    await seedEmployee(ctx, a.schoolId, 'teacher');
    await seedEmployee(ctx, a.schoolId, 'driver');
    await seedEmployee(ctx, a.schoolId, 'teacher', 'Inactive');
    const u = await seedUser(ctx, a.schoolId, []);
    const res = await api.get('/api/dash', { token: await api.login(u.username, u.password) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ classes: 1, employees: { teacher: 1, staff: 0, driver: 1, total: 2 } });
    expect((await api.get('/api/dash', { token: adminB })).body).toMatchObject({ classes: 0, employees: { total: 0 } });
  });
});
