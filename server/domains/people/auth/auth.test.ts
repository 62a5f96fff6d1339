import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@contract';
import { roles, users } from '../../../db/schema';
import { apiClient } from '../../../test/client';
import { seedUser } from '../../../test/fixtures';
import { createTestContext, seedSchool, TEST_SECRET, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let school: Awaited<ReturnType<typeof seedSchool>>;

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  school = await seedSchool(ctx, 'Hillside Primary');
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('signs in an Admin and returns the session fields', async () => {
    const res = await api.post('/api/auth/login', { body: { username: school.adminUsername, password: school.adminPassword, rem: true } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({
      schoolId: school.schoolId,
      username: school.adminUsername,
      role: 'Admin',
      role_id: -100,
      classes: [],
      // The school's cash account for receipts (the standard chart, issue 11).
      bus_account_id: expect.any(Number),
    });
    expect(res.body.user.academic).toMatch(/^\d{4}\/\d{4}$/);
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it('signs in with the username in any letter case', async () => {
    const res = await api.post('/api/auth/login', { body: { username: school.adminUsername.toUpperCase(), password: school.adminPassword } });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same words', async () => {
    const wrongPassword = await api.post('/api/auth/login', { body: { username: school.adminUsername, password: 'nope1234' }, ip: '10.1.0.1' });
    const unknownUser = await api.post('/api/auth/login', { body: { username: 'nobody-here', password: 'nope1234' }, ip: '10.1.0.1' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe(httpMessages.invalidCredentials);
  });

  it('names the missing and wrong-typed fields', async () => {
    const res = await api.post('/api/auth/login', { body: { username: '', password: 12, rem: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['password', 'rem', 'username']);
  });

  it('refuses a deactivated user', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    await ctx.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, u.id));
    const res = await api.post('/api/auth/login', { body: { username: u.username, password: u.password }, ip: '10.1.0.2' });
    expect(res.status).toBe(401);
  });
});

describe('sign-in rate limiting', () => {
  it('locks one username from one address after 5 failures, but not the real user elsewhere', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/auth/login', { body: { username: u.username, password: 'wrong123' }, ip: '10.2.0.1' });
      expect(res.status).toBe(401);
    }
    const locked = await api.post('/api/auth/login', { body: { username: u.username, password: u.password }, ip: '10.2.0.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(httpMessages.tooManyAttempts);

    const elsewhere = await api.post('/api/auth/login', { body: { username: u.username, password: u.password }, ip: '10.2.0.2' });
    expect(elsewhere.status).toBe(200);
  });

  it('checks at most 5 passwords per username and address, however the guesses are timed', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const guess = (password: string) => api.post('/api/auth/login', { body: { username: u.username, password }, ip: '10.4.0.1' });
    // 30 guesses at once, the right password last: only 5 are ever checked, and it is not one of them.
    const burst = await Promise.all([...Array.from({ length: 29 }, (_, i) => guess(`wrong${i}`)), guess(u.password)]);
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(statuses).not.toContain(200);
  });

  it('locks an address after 20 failures across usernames', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await api.post('/api/auth/login', { body: { username: `guess${i}`, password: 'wrong123' }, ip: '10.3.0.1' });
      expect(res.status).toBe(401);
    }
    const res = await api.post('/api/auth/login', { body: { username: school.adminUsername, password: school.adminPassword }, ip: '10.3.0.1' });
    expect(res.status).toBe(429);
    const other = await api.post('/api/auth/login', { body: { username: school.adminUsername, password: school.adminPassword }, ip: '10.3.0.2' });
    expect(other.status).toBe(200);
  });
});

describe('tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('returns the profile for a valid token', async () => {
    const token = await api.login(school.adminUsername, school.adminPassword);
    const res = await api.get('/api/auth', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ school_name: 'Hillside Primary', username: school.adminUsername, logo: null });
    expect(res.body.academic_name).toBe(res.body.academic);
  });

  it('answers 401 with no token, an expired one, alg none, or a changed payload', async () => {
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.id, school.adminId));
    const claims = { sub: admin!.id, sch: admin!.schoolId, tv: admin!.tokenVersion };
    const expired = await sign({ ...claims, iat: now() - 7200, exp: now() - 60 }, TEST_SECRET, 'HS256');
    const valid = await api.login(school.adminUsername, school.adminPassword);
    const [, payload, signature] = valid.split('.');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const changed = `${valid.split('.')[0]}.${b64({ ...forged, sub: forged.sub + 1 })}.${signature}`;
    const otherSecret = await sign({ ...claims, iat: now(), exp: now() + 60 }, 'another-secret-another-secret-another', 'HS256');

    for (const token of [null, 'garbage', expired, algNone, changed, otherSecret]) {
      const res = await api.get('/api/auth', { token });
      expect(res.status, String(token)).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('revokes earlier tokens at logout', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const first = await api.login(u.username, u.password);
    const second = await api.login(u.username, u.password);
    expect((await api.post('/api/auth/logout', { token: first })).status).toBe(200);
    expect((await api.get('/api/auth', { token: first })).status).toBe(401);
    expect((await api.get('/api/auth', { token: second })).status).toBe(401);
    expect((await api.get('/api/auth', { token: await api.login(u.username, u.password) })).status).toBe(200);
  });

  it('revokes earlier tokens at a password change and hands back a working one', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const old = await api.login(u.username, u.password);
    const res = await api.post('/api/auth/change-password', { token: old, body: { password: 'N3wpassword' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('New account has been added');
    expect((await api.get('/api/auth', { token: old })).status).toBe(401);
    expect((await api.get('/api/auth', { token: res.body.token })).status).toBe(200);
    expect((await api.post('/api/auth/login', { body: { username: u.username, password: u.password }, ip: '10.4.0.1' })).status).toBe(401);
    expect((await api.post('/api/auth/login', { body: { username: u.username, password: 'N3wpassword' }, ip: '10.4.0.1' })).status).toBe(200);
  });

  it('stops a deactivated user at once', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const token = await api.login(u.username, u.password);
    await ctx.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, u.id));
    expect((await api.get('/api/auth', { token })).status).toBe(401);
  });
});

describe('password change rule', () => {
  it('applies the spec password rule on the server and changes nothing on failure', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const token = await api.login(u.username, u.password);
    for (const password of ['abc', 'abcdefgh', 'has space1', 'a1'.repeat(51), 42]) {
      const res = await api.post('/api/auth/change-password', { token, body: { password } });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe('password');
    }
    expect((await api.get('/api/auth', { token })).status).toBe(200);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the own full name', async () => {
    const u = await seedUser(ctx, school.schoolId, []);
    const token = await api.login(u.username, u.password);
    expect((await api.put('/api/auth/profile', { token, body: { fullname: '  Grace Hopper ' } })).status).toBe(200);
    expect((await api.get('/api/auth', { token })).body.fullname).toBe('Grace Hopper');
    const bad = await api.put('/api/auth/profile', { token, body: { fullname: 'x'.repeat(500) } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toEqual({ path: 'fullname', message: 'Full name cannot be more than 120 characters long.' });
  });
});

describe('privileges are read fresh', () => {
  it('a role change reaches the user at the next request', async () => {
    const u = await seedUser(ctx, school.schoolId, ['list-academic']);
    const token = await api.login(u.username, u.password);
    const years = (await api.get('/api/acedmic', { token })).body;
    const change = () => api.put('/api/acedmic/change', { token, body: { id: years.data[0].id } });
    expect((await change()).status).toBe(403);
    await ctx.database.db.update(roles).set({ privileges: ['list-academic', 'change-academic'] }).where(eq(roles.id, u.roleId));
    expect((await change()).status).toBe(200);
    expect((await api.get('/api/auth', { token })).body.privileges).toContain('change-academic');
  });
});
