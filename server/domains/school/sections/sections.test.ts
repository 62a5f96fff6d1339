import { beforeAll, describe, expect, it } from 'vitest';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
let g1: number;
let g2: number;
let g3: number;
let room: number;
let teacher: number;
let nextYear: number;

const addSection = (token: string, body: object) => t.api.post('/api/sections', { token, body });

beforeAll(async () => {
  g3 = (await t.api.post('/api/class', { token: t.adminA, body: { name: 'Grade 3', sort_order: 3 } })).body.id;
  g2 = (await t.api.post('/api/class', { token: t.adminA, body: { name: 'Grade 2', sort_order: 2, next_class_id: g3 } })).body.id;
  g1 = (await t.api.post('/api/class', { token: t.adminA, body: { name: 'Grade 1', sort_order: 1, next_class_id: g2 } })).body.id;
  room = (await t.api.post('/api/classrooms', { token: t.adminA, body: { name: 'R1', capacity: 30 } })).body.id;
  teacher = (await seedEmployee(t.ctx, t.schoolA.schoolId)).id;
  nextYear = (await t.api.post('/api/acedmic', { token: t.adminA, body: { name: '2098/2099', start_date: '2098-09-01', end_date: '2099-08-31' } })).body.id;
});

describe('sections', () => {
  it('adds a section with room and class teacher in the active year, and edits it', async () => {
    const s = await addSection(t.adminA, { class_id: g1, name: 'A', room_id: room, teacher_id: teacher, capacity: 30 });
    expect(s.status).toBe(201);
    const got = await t.api.get(`/api/sections/${s.body.id}`, { token: t.adminA });
    expect(got.body).toMatchObject({ class_name: 'Grade 1', name: 'A', room_name: 'R1', capacity: 30, enrolled: 0, subjects: [] });
    expect(got.body.teacher_name).toMatch(/^Ada /);
    expect((await t.api.put(`/api/sections/${s.body.id}`, { token: t.adminA, body: { class_id: g1, name: 'Blue', capacity: 25 } })).status).toBe(200);
    const list = await t.api.get(`/api/sections?class_id=${g1}`, { token: t.adminA });
    expect(list.body.data.map((x: { name: string; teacher_id: null }) => [x.name, x.teacher_id])).toEqual([['Blue', null]]);
  });

  it('refuses a duplicate name in the same class and year, but not in another year', async () => {
    await addSection(t.adminA, { class_id: g2, name: 'A' });
    const dup = await addSection(t.adminA, { class_id: g2, name: 'a' });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    expect((await addSection(t.adminA, { class_id: g2, name: 'A', academic_year_id: nextYear })).status).toBe(201);
  });

  it('accepts only own-school classes and rooms, and active teachers', async () => {
    const otherRoom = (await t.api.post('/api/classrooms', { token: t.adminB, body: { name: 'Theirs' } })).body.id;
    const staff = (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff')).id;
    const gone = (await seedEmployee(t.ctx, t.schoolA.schoolId, 'teacher', 'Inactive')).id;
    const cases: [object, string][] = [
      [{ class_id: g1, name: 'X', room_id: otherRoom }, 'room_id'],
      [{ class_id: g1, name: 'X', teacher_id: staff }, 'teacher_id'],
      [{ class_id: g1, name: 'X', teacher_id: gone }, 'teacher_id'],
      [{ class_id: 999999, name: 'X' }, 'class_id'],
    ];
    for (const [body, field] of cases) {
      const res = await addSection(t.adminA, body);
      expect(res.status, field).toBe(422);
      expect(res.body.issues[0].path).toBe(field);
    }
    const bad = await addSection(t.adminA, { name: '', capacity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['capacity', 'class_id', 'name']);
  });

  it('assigns a teacher per subject, replacing earlier assignments', async () => {
    const s = (await addSection(t.adminA, { class_id: g1, name: 'Subjects' })).body.id;
    const maths = (await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Maths', code: 'M', class_ids: [g1] } })).body.id;
    const art = (await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Art', code: 'A', class_ids: [g1] } })).body.id;
    const res = await t.api.post('/api/sections/subjects', { token: t.adminA, body: { section_id: s, assignments: [{ subject_id: maths, teacher_id: teacher }, { subject_id: art }] } });
    expect(res.status).toBe(200);
    expect((await t.api.get(`/api/sections/${s}`, { token: t.adminA })).body.subjects.map((x: { subject_name: string }) => x.subject_name)).toEqual(['Art', 'Maths']);
    await t.api.post('/api/sections/subjects', { token: t.adminA, body: { section_id: s, assignments: [{ subject_id: art, teacher_id: teacher }] } });
    const after = (await t.api.get(`/api/sections/${s}`, { token: t.adminA })).body.subjects;
    expect(after).toHaveLength(1);
    expect(after[0].teacher_id).toBe(teacher);
    const staff = (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff')).id;
    const bad = await t.api.post('/api/sections/subjects', { token: t.adminA, body: { section_id: s, assignments: [{ subject_id: maths, teacher_id: staff }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe('assignments.0.teacher_id');
    expect((await t.api.get(`/api/sections/${s}`, { token: t.adminA })).body.subjects).toHaveLength(1);
  });

  it("proposes the next class's sections in the target year, the same name first", async () => {
    const from = (await addSection(t.adminA, { class_id: g1, name: 'North' })).body.id;
    await addSection(t.adminA, { class_id: g2, name: 'South', academic_year_id: nextYear });
    await addSection(t.adminA, { class_id: g2, name: 'North', academic_year_id: nextYear });
    const res = await t.api.post('/api/sections/next', { token: t.adminA, body: { section_ids: [from], academic_year_id: nextYear } });
    expect(res.status).toBe(200);
    expect(res.body[0].next_class_id).toBe(g2);
    expect(res.body[0].next_sections.map((x: { name: string }) => x.name)).toEqual(['North', 'A', 'South']);
  });

  it('scopes a non-admin to their classes and keeps schools apart', async () => {
    const s1 = (await addSection(t.adminA, { class_id: g1, name: 'Scoped' })).body.id;
    const s3 = (await addSection(t.adminA, { class_id: g3, name: 'Hidden' })).body.id;
    const scoped = await seedUser(t.ctx, t.schoolA.schoolId, ['list-section'], { classIds: [g1] });
    const token = await t.api.login(scoped.username, scoped.password);
    const list = await t.api.get('/api/sections?limit=500', { token });
    expect(list.body.data.every((x: { class_id: number }) => x.class_id === g1)).toBe(true);
    expect((await t.api.get(`/api/sections/${s1}`, { token })).status).toBe(200);
    expect((await t.api.get(`/api/sections/${s3}`, { token })).status).toBe(404);
    expect((await addSection(token, { class_id: g1, name: 'Nope' })).status).toBe(403);
    expect((await t.api.get(`/api/sections/${s1}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.put(`/api/sections/${s1}`, { token: t.adminB, body: { class_id: g1, name: 'Stolen' } })).status).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.get(`/api/sections/date?start=${today}&end=${today}`, { token: t.adminB })).body).toEqual([]);
  });
});
