import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoSchools } from '../../../test/schools';
import { FAMILY_PASSWORD, OFFICE_PASSWORD, seedFamilies } from '../../../test/families';

const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let pupil: string;

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  pupil = await f.signIn(f.adaNo);
});

describe('family sign-in', () => {
  it('asks for a new password after the office set one, and reads nothing until then', async () => {
    const res = await t.api.post('/api/auth/login', { body: { username: f.cyNo, password: OFFICE_PASSWORD }, ip: '10.9.1.1' });
    expect(res.status).toBe(200);
    expect(res.body.family).toEqual({ kind: 'pupil', id: f.cy, name: expect.stringContaining('Cy'), must_change: true });
    expect(res.body).not.toHaveProperty('user');
    const token = res.body.token;
    expect((await t.api.get('/api/family', { token })).body.must_change).toBe(true);
    const blocked = await t.api.get(`/api/family/home?studentId=${f.cy}`, { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('must-change-password');
    const weak = await t.api.post('/api/family/password', { token, body: { password: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues[0].path).toBe('password');
  });

  it('signs a parent in by phone in another format, or by the username the office gave', async () => {
    const digits = f.okaforPhone.replace(/\D/g, '');
    const local = `0${digits.slice(-9)}`;
    const res = await t.api.post('/api/auth/login', { body: { username: local, password: FAMILY_PASSWORD }, ip: '10.9.1.2' });
    expect(res.status).toBe(200);
    expect(res.body.family).toMatchObject({ kind: 'parent', id: f.okafor, must_change: false });
    expect((await t.api.put('/api/parents/portal', { token: t.adminA, body: { id: f.okafor, enabled: true, username: 'ngozi.okafor' } })).status).toBe(200);
    const byName = await t.api.post('/api/auth/login', { body: { username: 'Ngozi.Okafor', password: FAMILY_PASSWORD }, ip: '10.9.1.2' });
    expect(byName.status).toBe(200);
    expect(byName.body.family.id).toBe(f.okafor);
  });

  it('answers a wrong family password as a wrong staff one, and locks the same way', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.api.post('/api/auth/login', { body: { username: f.adaNo, password: 'Wrong1234' }, ip: '10.9.2.1' });
      expect(res.status).toBe(401);
    }
    const locked = await t.api.post('/api/auth/login', { body: { username: f.adaNo, password: FAMILY_PASSWORD }, ip: '10.9.2.1' });
    expect(locked.status).toBe(429);
  });

  it('tells a parent whom they may see: both children, and a pupil only themselves', async () => {
    const me = await t.api.get('/api/family', { token: parent });
    expect(me.status).toBe(200);
    expect(me.body.children.map((c: { id: number }) => c.id).sort()).toEqual([f.ada, f.ben].sort());
    expect(me.body.children.find((c: { id: number }) => c.id === f.ben)).toMatchObject({ class_name: 'Grade 2', section_name: 'Tiny' });
    const self = await t.api.get('/api/family', { token: pupil });
    expect(self.body.children.map((c: { id: number }) => c.id)).toEqual([f.ada]);
  });

  it('refuses a family token on staff routes and a staff token on family routes', async () => {
    for (const path of ['/api/auth', '/api/students', `/api/students/${f.ada}`, '/api/dash', '/api/parents', '/api/finance/receipts']) {
      expect((await t.api.get(path, { token: parent })).status, path).toBe(403);
    }
    expect((await t.api.get('/api/family', { token: t.adminA })).status).toBe(403);
    expect((await t.api.get(`/api/family/home?studentId=${f.ada}`, { token: t.adminA })).status).toBe(403);
    expect((await t.api.get('/api/family')).status).toBe(401);
  });

  it('refuses sign-in when the family or the school has the portal off, and signs phones out', async () => {
    const before = await f.signIn(f.cyNo, '10.9.3.1');
    expect((await t.api.put('/api/parents/portal', { token: t.adminA, body: { id: f.mwangi, enabled: false } })).status).toBe(200);
    expect((await t.api.get('/api/family', { token: before })).status).toBe(401);
    const off = await t.api.post('/api/auth/login', { body: { username: f.cyNo, password: FAMILY_PASSWORD }, ip: '10.9.3.1' });
    expect(off.status).toBe(403);
    expect((await t.api.put('/api/parents/portal', { token: t.adminA, body: { id: f.mwangi, enabled: true } })).status).toBe(200);
    expect((await t.api.post('/api/auth/login', { body: { username: f.cyNo, password: FAMILY_PASSWORD }, ip: '10.9.3.1' })).status).toBe(200);

    await t.ctx.database.db.execute(sql`update schools set portal_enabled = false where id = ${t.schoolA.schoolId}`);
    expect((await t.api.post('/api/auth/login', { body: { username: f.cyNo, password: FAMILY_PASSWORD }, ip: '10.9.3.1' })).status).toBe(403);
    await t.ctx.database.db.execute(sql`update schools set portal_enabled = true where id = ${t.schoolA.schoolId}`);
  });

  it('signs every phone out at sign-out and when the office resets the password', async () => {
    const token = await t.api.login(f.okaforPhone, FAMILY_PASSWORD);
    expect((await t.api.post('/api/family/logout', { token })).status).toBe(200);
    expect((await t.api.get('/api/family', { token })).status).toBe(401);
    const again = await t.api.login(f.okaforPhone, FAMILY_PASSWORD);
    expect((await t.api.post('/api/parents/reset', { token: t.adminA, body: { id: f.okafor, password: OFFICE_PASSWORD } })).status).toBe(200);
    expect((await t.api.get('/api/family', { token: again })).status).toBe(401);
    parent = await f.signIn(f.okaforPhone, '10.9.4.1');
  });
});
