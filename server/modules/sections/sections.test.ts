import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import { seedEmployee, seedUser } from '../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let a: Awaited<ReturnType<typeof seedSchool>>;
let adminA: string;
let adminB: string;
let g1: number;
let g2: number;
let g3: number;
let room: number;
let teacher: number;
let nextYear: number;

const addSection = (token: string, body: object) => api.post('/api/sections', { token, body });

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  a = await seedSchool(ctx);
  const b = await seedSchool(ctx);
  adminA = await api.login(a.adminUsername, a.adminPassword);
  adminB = await api.login(b.adminUsername, b.adminPassword);
  g3 = (await api.post('/api/class', { token: adminA, body: { name: 'Grade 3', sort_order: 3 } })).body.id;
  g2 = (await api.post('/api/class', { token: adminA, body: { name: 'Grade 2', sort_order: 2, next_class_id: g3 } })).body.id;
  g1 = (await api.post('/api/class', { token: adminA, body: { name: 'Grade 1', sort_order: 1, next_class_id: g2 } })).body.id;
  room = (await api.post('/api/classrooms', { token: adminA, body: { name: 'R1', capacity: 30 } })).body.id;
  teacher = (await seedEmployee(ctx, a.schoolId)).id;
  nextYear = (await api.post('/api/acedmic', { token: adminA, body: { name: '2098/2099', start_date: '2098-09-01', end_date: '2099-08-31' } })).body.id;
});
afterAll(() => ctx.close());

describe('sections', () => {
  it('adds a section with room and class teacher in the active year, and edits it', async () => {
    const s = await addSection(adminA, { class_id: g1, name: 'A', room_id: room, teacher_id: teacher, capacity: 30 });
    expect(s.status).toBe(201);
    const got = await api.get(`/api/sections/${s.body.id}`, { token: adminA });
    expect(got.body).toMatchObject({ class_name: 'Grade 1', name: 'A', room_name: 'R1', capacity: 30, enrolled: 0, subjects: [] });
    expect(got.body.teacher_name).toMatch(/^Ada /);
    expect((await api.put(`/api/sections/${s.body.id}`, { token: adminA, body: { class_id: g1, name: 'Blue', capacity: 25 } })).status).toBe(200);
    const list = await api.get(`/api/sections?class_id=${g1}`, { token: adminA });
    expect(list.body.data.map((x: { name: string; teacher_id: null }) => [x.name, x.teacher_id])).toEqual([['Blue', null]]);
  });

  it('refuses a duplicate name in the same class and year, but not in another year', async () => {
    await addSection(adminA, { class_id: g2, name: 'A' });
    const dup = await addSection(adminA, { class_id: g2, name: 'a' });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    expect((await addSection(adminA, { class_id: g2, name: 'A', academic_year_id: nextYear })).status).toBe(201);
  });

  it('accepts only own-school classes and rooms, and active teachers', async () => {
    const otherRoom = (await api.post('/api/classrooms', { token: adminB, body: { name: 'Theirs' } })).body.id;
    const staff = (await seedEmployee(ctx, a.schoolId, 'staff')).id;
    const gone = (await seedEmployee(ctx, a.schoolId, 'teacher', 'Inactive')).id;
    const cases: [object, string][] = [
      [{ class_id: g1, name: 'X', room_id: otherRoom }, 'room_id'],
      [{ class_id: g1, name: 'X', teacher_id: staff }, 'teacher_id'],
      [{ class_id: g1, name: 'X', teacher_id: gone }, 'teacher_id'],
      [{ class_id: 999999, name: 'X' }, 'class_id'],
    ];
    for (const [body, field] of cases) {
      const res = await addSection(adminA, body);
      expect(res.status, field).toBe(422);
      expect(res.body.issues[0].path).toBe(field);
    }
    const bad = await addSection(adminA, { name: '', capacity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['capacity', 'class_id', 'name']);
  });

  it('assigns a teacher per subject, replacing earlier assignments', async () => {
    const s = (await addSection(adminA, { class_id: g1, name: 'Subjects' })).body.id;
    const maths = (await api.post('/api/subjects', { token: adminA, body: { name: 'Maths', code: 'M', class_ids: [g1] } })).body.id;
    const art = (await api.post('/api/subjects', { token: adminA, body: { name: 'Art', code: 'A', class_ids: [g1] } })).body.id;
    const res = await api.post('/api/sections/subjects', { token: adminA, body: { section_id: s, assignments: [{ subject_id: maths, teacher_id: teacher }, { subject_id: art }] } });
    expect(res.status).toBe(200);
    expect((await api.get(`/api/sections/${s}`, { token: adminA })).body.subjects.map((x: { subject_name: string }) => x.subject_name)).toEqual(['Art', 'Maths']);
    await api.post('/api/sections/subjects', { token: adminA, body: { section_id: s, assignments: [{ subject_id: art, teacher_id: teacher }] } });
    const after = (await api.get(`/api/sections/${s}`, { token: adminA })).body.subjects;
    expect(after).toHaveLength(1);
    expect(after[0].teacher_id).toBe(teacher);
    const staff = (await seedEmployee(ctx, a.schoolId, 'staff')).id;
    const bad = await api.post('/api/sections/subjects', { token: adminA, body: { section_id: s, assignments: [{ subject_id: maths, teacher_id: staff }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe('assignments.0.teacher_id');
    expect((await api.get(`/api/sections/${s}`, { token: adminA })).body.subjects).toHaveLength(1);
  });

  it("proposes the next class's sections in the target year, the same name first", async () => {
    const from = (await addSection(adminA, { class_id: g1, name: 'North' })).body.id;
    await addSection(adminA, { class_id: g2, name: 'South', academic_year_id: nextYear });
    await addSection(adminA, { class_id: g2, name: 'North', academic_year_id: nextYear });
    const res = await api.post('/api/sections/next', { token: adminA, body: { section_ids: [from], academic_year_id: nextYear } });
    expect(res.status).toBe(200);
    expect(res.body[0].next_class_id).toBe(g2);
    expect(res.body[0].next_sections.map((x: { name: string }) => x.name)).toEqual(['North', 'A', 'South']);
  });

  it('scopes a non-admin to their classes and keeps schools apart', async () => {
    const s1 = (await addSection(adminA, { class_id: g1, name: 'Scoped' })).body.id;
    const s3 = (await addSection(adminA, { class_id: g3, name: 'Hidden' })).body.id;
    const t = await seedUser(ctx, a.schoolId, ['list-section'], { classIds: [g1] });
    const token = await api.login(t.username, t.password);
    const list = await api.get('/api/sections?limit=500', { token });
    expect(list.body.data.every((x: { class_id: number }) => x.class_id === g1)).toBe(true);
    expect((await api.get(`/api/sections/${s1}`, { token })).status).toBe(200);
    expect((await api.get(`/api/sections/${s3}`, { token })).status).toBe(404);
    expect((await addSection(token, { class_id: g1, name: 'Nope' })).status).toBe(403);
    expect((await api.get(`/api/sections/${s1}`, { token: adminB })).status).toBe(404);
    expect((await api.put(`/api/sections/${s1}`, { token: adminB, body: { class_id: g1, name: 'Stolen' } })).status).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.get(`/api/sections/date?start=${today}&end=${today}`, { token: adminB })).body).toEqual([]);
  });
});
