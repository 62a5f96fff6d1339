import { beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();

let grade1: number;
let grade2: number;
let theirClass: number;

beforeAll(async () => {
  grade1 = (await t.api.post('/api/class', { token: t.adminA, body: { name: 'Grade 1' } })).body.id;
  grade2 = (await t.api.post('/api/class', { token: t.adminA, body: { name: 'Grade 2' } })).body.id;
  theirClass = (await t.api.post('/api/class', { token: t.adminB, body: { name: 'Grade 1' } })).body.id;
});

describe('subjects', () => {
  it('adds a subject taken by classes, edits it, and filters by class', async () => {
    const maths = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Mathematics', code: 'MATH', class_ids: [grade1, grade2] } });
    expect(maths.status).toBe(201);
    await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Art', code: 'ART', class_ids: [grade2] } });
    const forGrade1 = await t.api.get(`/api/subjects?class_id=${grade1}`, { token: t.adminA });
    expect(forGrade1.body.data.map((s: { code: string }) => s.code)).toEqual(['MATH']);
    expect((await t.api.put(`/api/subjects/${maths.body.id}`, { token: t.adminA, body: { name: 'Maths', code: 'MATH', class_ids: [grade2] } })).status).toBe(200);
    expect((await t.api.get(`/api/subjects/${maths.body.id}`, { token: t.adminA })).body).toMatchObject({ name: 'Maths', class_ids: [grade2] });
    expect((await t.api.get(`/api/subjects?class_id=${grade1}`, { token: t.adminA })).body.total).toBe(0);
  });

  it('refuses duplicate codes and names with 409 naming the field', async () => {
    await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Biology', code: 'BIO' } });
    const code = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Bio 2', code: 'bio' } });
    expect(code.status).toBe(409);
    expect(code.body.issues[0].path).toBe('code');
    const name = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'biology', code: 'BIO2' } });
    expect(name.body.issues[0].path).toBe('name');
  });

  it("refuses another school's class with a 422 and writes nothing", async () => {
    const before = (await t.api.get('/api/subjects', { token: t.adminA })).body.total;
    const res = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Chemistry', code: 'CHEM', class_ids: [grade1, theirClass] } });
    expect(res.status).toBe(422);
    expect(res.body.issues[0].path).toBe('class_ids');
    expect((await t.api.get('/api/subjects', { token: t.adminA })).body.total).toBe(before);
  });

  it('names bad fields', async () => {
    const res = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'X'.repeat(81), code: 'has space', class_ids: 'all' } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['class_ids', 'code', 'name']);
  });

  it('needs the subject privileges and keeps schools apart', async () => {
    const s = await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'History', code: 'HIST' } });
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-subject']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.post('/api/subjects', { token, body: { name: 'Y', code: 'Y' } })).status).toBe(403);
    expect((await t.api.put(`/api/subjects/${s.body.id}`, { token, body: { name: 'Y', code: 'Y' } })).status).toBe(403);
    expect((await t.api.get(`/api/subjects/${s.body.id}`, { token: t.adminB })).status).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.get(`/api/subjects/date?start=${today}&end=${today}`, { token: t.adminB })).body).toEqual([]);
    expect((await t.api.get('/api/subjects/date?start=yesterday&end=today', { token: t.adminA })).status).toBe(400);
  });
});
