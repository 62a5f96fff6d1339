import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const addClass = (token: string, body: object) => t.api.post('/api/class', { token, body });

describe('classes', () => {
  it('adds, edits and lists classes with their next class and fee', async () => {
    const g2 = await addClass(t.adminA, { name: 'Grade 2', sort_order: 2, monthly_fee: 150_00 });
    expect(g2.status).toBe(201);
    const g1 = await addClass(t.adminA, { name: 'Grade 1', sort_order: 1, next_class_id: g2.body.id, monthly_fee: 120_00 });
    expect(g1.status).toBe(201);

    const list = await t.api.get('/api/class?sort=sort_order', { token: t.adminA });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Grade 1', 'Grade 2']);
    expect(list.body.data[0]).toMatchObject({ next_class_name: 'Grade 2', monthly_fee: 12000, sections: 0 });

    const edit = await t.api.put(`/api/class/${g1.body.id}`, { token: t.adminA, body: { name: 'Grade One', sort_order: 1, next_class_id: g2.body.id, monthly_fee: 125_00 } });
    expect(edit.status).toBe(200);
    expect((await t.api.get(`/api/class/${g1.body.id}`, { token: t.adminA })).body).toMatchObject({ name: 'Grade One', monthly_fee: 12500 });

    const nextOf = await t.api.post('/api/class/next', { token: t.adminA, body: { class_ids: [g1.body.id, g2.body.id] } });
    expect(nextOf.body).toEqual(
      expect.arrayContaining([
        { class_id: g1.body.id, class_name: 'Grade One', next_class_id: g2.body.id, next_class_name: 'Grade 2' },
        { class_id: g2.body.id, class_name: 'Grade 2', next_class_id: null, next_class_name: null },
      ]),
    );
  });

  it('pages, searches and sorts on the server', async () => {
    for (const n of ['Alpha', 'Beta', 'Gamma']) await addClass(t.adminB, { name: `Form ${n}` });
    const page = await t.api.get('/api/class?limit=2&page=2&sort=name&order=desc', { token: t.adminB });
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual(['Form Alpha']);
    const found = await t.api.get('/api/class?search=amm', { token: t.adminB });
    expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Form Gamma']);
    const wild = await t.api.get(`/api/class?search=${encodeURIComponent('%')}`, { token: t.adminB });
    expect(wild.body.total).toBe(0);
  });

  it('refuses a duplicate name with a 409 naming the field', async () => {
    await addClass(t.adminA, { name: 'Nursery' });
    const dup = await addClass(t.adminA, { name: 'nursery' });
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'name', message: 'A class with this name already exists.' }]);
    expect((await addClass(t.adminB, { name: 'Nursery' })).status).toBe(201);
  });

  it('names missing, wrong-typed and oversized fields, and writes nothing', async () => {
    const before = (await t.api.get('/api/class', { token: t.adminA })).body.total;
    const bad = await addClass(t.adminA, { name: 'x'.repeat(61), sort_order: 'first', monthly_fee: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['monthly_fee', 'name', 'sort_order']);
    expect((await addClass(t.adminA, {})).body.issues[0].path).toBe('name');
    expect((await addClass(t.adminA, { name: 'Float fee', monthly_fee: 10.5 })).status).toBe(400);
    expect((await t.api.get('/api/class?limit=0', { token: t.adminA })).status).toBe(400);
    expect((await t.api.get('/api/class?sort=password_hash', { token: t.adminA })).status).toBe(400);
    expect((await t.api.get('/api/class', { token: t.adminA })).body.total).toBe(before);
  });

  it("keeps schools apart: another school's class is a 404 and cannot be a next class", async () => {
    const theirs = await addClass(t.adminB, { name: 'Their class' });
    expect((await t.api.get(`/api/class/${theirs.body.id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.put(`/api/class/${theirs.body.id}`, { token: t.adminA, body: { name: 'Hijacked' } })).status).toBe(404);
    const sneaky = await addClass(t.adminA, { name: 'Sneaky', next_class_id: theirs.body.id });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.issues[0].path).toBe('next_class_id');
    expect((await t.api.get(`/api/class/${theirs.body.id}`, { token: t.adminB })).body.name).toBe('Their class');
  });

  it('refuses a class as its own next class', async () => {
    const c = await addClass(t.adminA, { name: 'Loop' });
    const res = await t.api.put(`/api/class/${c.body.id}`, { token: t.adminA, body: { name: 'Loop', next_class_id: c.body.id } });
    expect(res.status).toBe(422);
  });

  it('needs the privileges: list-class, add-class, update-class', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-class']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await addClass(token, { name: 'Nope' })).status).toBe(403);
    const some = (await t.api.get('/api/class', { token: t.adminA })).body.data[0];
    expect((await t.api.put(`/api/class/${some.id}`, { token, body: { name: 'Nope' } })).status).toBe(403);
    const nobody = await seedUser(t.ctx, t.schoolA.schoolId, []);
    expect((await t.api.get('/api/class', { token: await t.api.login(nobody.username, nobody.password) })).status).toBe(403);
  });

  it('shows a non-admin only their assigned classes, on the server', async () => {
    const ids: number[] = [];
    for (const n of ['Scoped A', 'Scoped B', 'Scoped C']) ids.push((await addClass(t.adminA, { name: n })).body.id);
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['list-class'], { classIds: [ids[0]!, ids[1]!] });
    const token = await t.api.login(teacher.username, teacher.password);
    const list = await t.api.get('/api/class?limit=500', { token });
    expect(list.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['Scoped A', 'Scoped B']);
    expect((await t.api.get(`/api/class/${ids[2]}`, { token })).status).toBe(404);
    const nextOf = await t.api.post('/api/class/next', { token, body: { class_ids: ids } });
    expect(nextOf.body).toHaveLength(2);
    expect((await t.api.get('/api/auth', { token })).body.classes.sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('lists the classes created in a date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.post('/api/class/date', { token: t.adminB, body: { start: today, end: today } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect((await t.api.post('/api/class/date', { token: t.adminB, body: { start: '2001-01-01', end: '2001-01-31' } })).body).toEqual([]);
    const bad = await t.api.post('/api/class/date', { token: t.adminB, body: { start: today, end: '2001-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('end');
  });

  it("counts a class's sections of the active year only", async () => {
    const cls = await addClass(t.adminA, { name: 'Counted class' });
    const later = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: 'Later year', start_date: '2098-09-01', end_date: '2099-08-31' } });
    await t.api.post('/api/sections', { token: t.adminA, body: { class_id: cls.body.id, name: 'Now', capacity: 30 } });
    await t.api.post('/api/sections', { token: t.adminA, body: { class_id: cls.body.id, name: 'Later', capacity: 30, academic_year_id: later.body.id } });
    expect((await t.api.get(`/api/class/${cls.body.id}`, { token: t.adminA })).body.sections).toBe(1);
  });
});
