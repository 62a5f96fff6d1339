import { describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const today = new Date().toISOString().slice(0, 10);

describe('the audit trail (GET /api/settings/audit)', () => {
  it('records who did what, through which module, newest first', async () => {
    const room = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'Audit room' } });
    await t.api.put(`/api/classrooms/${room.body.id}`, { token: t.adminA, body: { name: 'Audit room 2' } });
    const cls = await t.api.post('/api/class', { token: t.adminA, body: { name: 'Audit class' } });
    const trail = await t.api.get('/api/settings/audit', { token: t.adminA });
    expect(trail.status).toBe(200);
    expect(trail.body.data.slice(0, 3)).toMatchObject([
      { module: 'class', action: 'create', entity: 'class', entity_ids: [cls.body.id], user_id: t.schoolA.adminId, username: t.schoolA.adminUsername },
      { module: 'classrooms', action: 'update', entity: 'room', entity_ids: [room.body.id] },
      { module: 'classrooms', action: 'create', entity: 'room', entity_ids: [room.body.id] },
    ]);
    expect(trail.body.data[0].request_id).toEqual(expect.any(String));
    expect(trail.body.data[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('filters by module, user and dates, and lists the modules seen', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['add-room']);
    const token = await t.api.login(clerk.username, clerk.password);
    await t.api.post('/api/classrooms', { token, body: { name: 'Clerk room' } });
    const byUser = await t.api.get(`/api/settings/audit?user_id=${clerk.id}`, { token: t.adminA });
    expect(byUser.body.data).toMatchObject([{ user_id: clerk.id, module: 'classrooms', action: 'create' }]);
    const byModule = await t.api.get('/api/settings/audit?module=class', { token: t.adminA });
    expect(byModule.body.data.every((r: { module: string }) => r.module === 'class')).toBe(true);
    expect((await t.api.get(`/api/settings/audit?start=${today}&end=${today}&user_id=${clerk.id}`, { token: t.adminA })).body.total).toBe(1);
    expect((await t.api.get(`/api/settings/audit?start=2000-01-01&end=2000-12-31`, { token: t.adminA })).body.total).toBe(0);
    const found = await t.api.get(`/api/settings/audit?search=${encodeURIComponent(clerk.username)}`, { token: t.adminA });
    expect(found.body.data).toMatchObject([{ user_id: clerk.id, entity: 'room' }]);
    const modules = await t.api.get('/api/settings/audit/modules', { token: t.adminA });
    expect(modules.body).toEqual(expect.arrayContaining(['class', 'classrooms']));
  });

  it('answers bad filters with 400 naming the field', async () => {
    const bad = await t.api.get('/api/settings/audit?start=2026-13-01&user_id=x&end=2020-01-01', { token: t.adminA });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['start', 'user_id']);
    const reversed = await t.api.get('/api/settings/audit?start=2026-02-01&end=2026-01-01', { token: t.adminA });
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues[0].path).toBe('end');
  });

  it('is for Admins only, and never shows another school', async () => {
    const everything = await seedUser(t.ctx, t.schoolA.schoolId, [...PRIVILEGES]);
    const token = await t.api.login(everything.username, everything.password);
    expect((await t.api.get('/api/settings/audit', { token })).status).toBe(403);
    expect((await t.api.get('/api/settings/audit/modules', { token })).status).toBe(403);
    expect((await t.api.get('/api/settings/audit')).status).toBe(401);
    const theirs = await t.api.get('/api/settings/audit', { token: t.adminB });
    expect(theirs.body.data.some((r: { user_id: number }) => r.user_id === t.schoolA.adminId)).toBe(false);
  });
});
