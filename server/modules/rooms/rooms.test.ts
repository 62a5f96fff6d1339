import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import { seedUser } from '../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let a: Awaited<ReturnType<typeof seedSchool>>;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  a = await seedSchool(ctx);
  const b = await seedSchool(ctx);
  adminA = await api.login(a.adminUsername, a.adminPassword);
  adminB = await api.login(b.adminUsername, b.adminPassword);
});
afterAll(() => ctx.close());

describe('rooms (/api/classrooms)', () => {
  it('adds, edits, finds and lists rooms', async () => {
    const added = await api.post('/api/classrooms', { token: adminA, body: { name: 'Lab 1', capacity: 30 } });
    expect(added.status).toBe(201);
    expect((await api.put(`/api/classrooms/${added.body.id}`, { token: adminA, body: { name: 'Science Lab', capacity: 32 } })).status).toBe(200);
    expect((await api.get(`/api/classrooms/${added.body.id}`, { token: adminA })).body).toMatchObject({ name: 'Science Lab', capacity: 32, status: 'Active' });
    const list = await api.get('/api/classrooms?search=science', { token: adminA });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(['Science Lab']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.get(`/api/classrooms/date?start=${today}&end=${today}`, { token: adminA })).body).toHaveLength(1);
  });

  it('refuses duplicates (409), bad input (400) and stores hostile text as text', async () => {
    await api.post('/api/classrooms', { token: adminA, body: { name: 'Hall' } });
    const dup = await api.post('/api/classrooms', { token: adminA, body: { name: 'HALL' } });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    const bad = await api.post('/api/classrooms', { token: adminA, body: { name: '', capacity: '30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['capacity', 'name']);
    const hostile = await api.post('/api/classrooms', { token: adminA, body: { name: "'); drop table rooms; --" } });
    expect(hostile.status).toBe(201);
    expect((await api.get(`/api/classrooms/${hostile.body.id}`, { token: adminA })).body.name).toBe("'); drop table rooms; --");
  });

  it('needs list-room, add-room and update-room, and keeps schools apart', async () => {
    const room = await api.post('/api/classrooms', { token: adminA, body: { name: 'Music room' } });
    const reader = await seedUser(ctx, a.schoolId, ['list-room']);
    const token = await api.login(reader.username, reader.password);
    expect((await api.get('/api/classrooms', { token })).status).toBe(200);
    expect((await api.post('/api/classrooms', { token, body: { name: 'X' } })).status).toBe(403);
    expect((await api.put(`/api/classrooms/${room.body.id}`, { token, body: { name: 'X' } })).status).toBe(403);
    expect((await api.get(`/api/classrooms/${room.body.id}`, { token: adminB })).status).toBe(404);
    expect((await api.put(`/api/classrooms/${room.body.id}`, { token: adminB, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await api.get('/api/classrooms', { token: adminB })).body.total).toBe(0);
  });
});
