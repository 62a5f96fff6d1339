import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import { seedUser } from '../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let a: Awaited<ReturnType<typeof seedSchool>>;
let b: Awaited<ReturnType<typeof seedSchool>>;
let adminA: string;
let adminB: string;

const addClass = (token: string, body: object) => api.post('/api/class', { token, body });

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  a = await seedSchool(ctx);
  b = await seedSchool(ctx);
  adminA = await api.login(a.adminUsername, a.adminPassword);
  adminB = await api.login(b.adminUsername, b.adminPassword);
});
afterAll(() => ctx.close());

describe('classes', () => {
  it('adds, edits and lists classes with their next class and fee', async () => {
    const g2 = await addClass(adminA, { name: 'Grade 2', sort_order: 2, monthly_fee: 150_00 });
    expect(g2.status).toBe(201);
    const g1 = await addClass(adminA, { name: 'Grade 1', sort_order: 1, next_class_id: g2.body.id, monthly_fee: 120_00 });
    expect(g1.status).toBe(201);

    const list = await api.get('/api/class?sort=sort_order', { token: adminA });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Grade 1', 'Grade 2']);
    expect(list.body.data[0]).toMatchObject({ next_class_name: 'Grade 2', monthly_fee: 12000, sections: 0 });

    const edit = await api.put(`/api/class/${g1.body.id}`, { token: adminA, body: { name: 'Grade One', sort_order: 1, next_class_id: g2.body.id, monthly_fee: 125_00 } });
    expect(edit.status).toBe(200);
    expect((await api.get(`/api/class/${g1.body.id}`, { token: adminA })).body).toMatchObject({ name: 'Grade One', monthly_fee: 12500 });

    const nextOf = await api.post('/api/class/next', { token: adminA, body: { class_ids: [g1.body.id, g2.body.id] } });
    expect(nextOf.body).toEqual(
      expect.arrayContaining([
        { class_id: g1.body.id, class_name: 'Grade One', next_class_id: g2.body.id, next_class_name: 'Grade 2' },
        { class_id: g2.body.id, class_name: 'Grade 2', next_class_id: null, next_class_name: null },
      ]),
    );
  });

  it('pages, searches and sorts on the server', async () => {
    for (const n of ['Alpha', 'Beta', 'Gamma']) await addClass(adminB, { name: `Form ${n}` });
    const page = await api.get('/api/class?limit=2&page=2&sort=name&order=desc', { token: adminB });
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual(['Form Alpha']);
    const found = await api.get('/api/class?search=amm', { token: adminB });
    expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Form Gamma']);
    const wild = await api.get(`/api/class?search=${encodeURIComponent('%')}`, { token: adminB });
    expect(wild.body.total).toBe(0);
  });

  it('refuses a duplicate name with a 409 naming the field', async () => {
    await addClass(adminA, { name: 'Nursery' });
    const dup = await addClass(adminA, { name: 'nursery' });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'name', message: 'A class with this name already exists.' }]);
    expect((await addClass(adminB, { name: 'Nursery' })).status).toBe(201);
  });

  it('names missing, wrong-typed and oversized fields, and writes nothing', async () => {
    const before = (await api.get('/api/class', { token: adminA })).body.total;
    const bad = await addClass(adminA, { name: 'x'.repeat(61), sort_order: 'first', monthly_fee: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['monthly_fee', 'name', 'sort_order']);
    expect((await addClass(adminA, {})).body.issues[0].path).toBe('name');
    expect((await addClass(adminA, { name: 'Float fee', monthly_fee: 10.5 })).status).toBe(400);
    expect((await api.get('/api/class?limit=0', { token: adminA })).status).toBe(400);
    expect((await api.get('/api/class?sort=password_hash', { token: adminA })).status).toBe(400);
    expect((await api.get('/api/class', { token: adminA })).body.total).toBe(before);
  });

  it("keeps schools apart: another school's class is a 404 and cannot be a next class", async () => {
    const theirs = await addClass(adminB, { name: 'Their class' });
    expect((await api.get(`/api/class/${theirs.body.id}`, { token: adminA })).status).toBe(404);
    expect((await api.put(`/api/class/${theirs.body.id}`, { token: adminA, body: { name: 'Hijacked' } })).status).toBe(404);
    const sneaky = await addClass(adminA, { name: 'Sneaky', next_class_id: theirs.body.id });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.issues[0].path).toBe('next_class_id');
    expect((await api.get(`/api/class/${theirs.body.id}`, { token: adminB })).body.name).toBe('Their class');
  });

  it('refuses a class as its own next class', async () => {
    const c = await addClass(adminA, { name: 'Loop' });
    const res = await api.put(`/api/class/${c.body.id}`, { token: adminA, body: { name: 'Loop', next_class_id: c.body.id } });
    expect(res.status).toBe(422);
  });

  it('needs the privileges: list-class, add-class, update-class', async () => {
    const reader = await seedUser(ctx, a.schoolId, ['list-class']);
    const token = await api.login(reader.username, reader.password);
    expect((await addClass(token, { name: 'Nope' })).status).toBe(403);
    const some = (await api.get('/api/class', { token: adminA })).body.data[0];
    expect((await api.put(`/api/class/${some.id}`, { token, body: { name: 'Nope' } })).status).toBe(403);
    const nobody = await seedUser(ctx, a.schoolId, []);
    expect((await api.get('/api/class', { token: await api.login(nobody.username, nobody.password) })).status).toBe(403);
  });

  it('shows a non-admin only their assigned classes, on the server', async () => {
    const ids: number[] = [];
    for (const n of ['Scoped A', 'Scoped B', 'Scoped C']) ids.push((await addClass(adminA, { name: n })).body.id);
    const teacher = await seedUser(ctx, a.schoolId, ['list-class'], { classIds: [ids[0]!, ids[1]!] });
    const token = await api.login(teacher.username, teacher.password);
    const list = await api.get('/api/class?limit=500', { token });
    expect(list.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['Scoped A', 'Scoped B']);
    expect((await api.get(`/api/class/${ids[2]}`, { token })).status).toBe(404);
    const nextOf = await api.post('/api/class/next', { token, body: { class_ids: ids } });
    expect(nextOf.body).toHaveLength(2);
    expect((await api.get('/api/auth', { token })).body.classes.sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('lists the classes created in a date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await api.post('/api/class/date', { token: adminB, body: { start: today, end: today } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect((await api.post('/api/class/date', { token: adminB, body: { start: '2001-01-01', end: '2001-01-31' } })).body).toEqual([]);
    const bad = await api.post('/api/class/date', { token: adminB, body: { start: today, end: '2001-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('end');
  });
});
