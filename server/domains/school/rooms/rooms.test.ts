import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();



describe('rooms (/api/classrooms)', () => {
  it('adds, edits, finds and lists rooms', async () => {
    const added = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'Lab 1', capacity: 30 } });
    expect(added.status).toBe(201);
    expect((await t.api.put(`/api/classrooms/${added.body.id}`, { token: t.adminA, body: { name: 'Science Lab', capacity: 32 } })).status).toBe(200);
    expect((await t.api.get(`/api/classrooms/${added.body.id}`, { token: t.adminA })).body).toMatchObject({ name: 'Science Lab', capacity: 32, status: 'Active' });
    const list = await t.api.get('/api/classrooms?search=science', { token: t.adminA });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Science Lab']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.get(`/api/classrooms/date?start=${today}&end=${today}`, { token: t.adminA })).body).toHaveLength(1);
  });

  it('refuses duplicates (409), bad input (400) and stores hostile text as text', async () => {
    await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'Hall' } });
    const dup = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'HALL' } });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    const bad = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: '', capacity: '30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['capacity', 'name']);
    const hostile = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: "'); drop table rooms; --" } });
    expect(hostile.status).toBe(201);
    expect((await t.api.get(`/api/classrooms/${hostile.body.id}`, { token: t.adminA })).body.name).toBe("'); drop table rooms; --");
  });

  it('needs list-room, add-room and update-room, and keeps schools apart', async () => {
    const room = await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'Music room' } });
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-room']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.get('/api/classrooms', { token })).status).toBe(200);
    expect((await t.api.post('/api/classrooms', { token, body: { name: 'X' } })).status).toBe(403);
    expect((await t.api.put(`/api/classrooms/${room.body.id}`, { token, body: { name: 'X' } })).status).toBe(403);
    expect((await t.api.get(`/api/classrooms/${room.body.id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.put(`/api/classrooms/${room.body.id}`, { token: t.adminB, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await t.api.get('/api/classrooms', { token: t.adminB })).body.total).toBe(0);
  });
});
