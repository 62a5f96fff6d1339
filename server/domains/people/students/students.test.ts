import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Privilege } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { admission, count, newPhone, orphans, seedStudentsArea } from './students.fixtures';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedStudentsArea>>;

const admit = (token: string, body: object) => t.api.post('/api/studentClass/add', { token, body });
const studentsNamed = (last: string) => count(t.ctx, sql`select count(*) as n from students where last_name = ${last}`);
const parentsWithPhone = (phone: string) => count(t.ctx, sql`select count(*) as n from parents where phone = ${phone}`);

beforeAll(async () => {
  s = await seedStudentsArea(t);
});

describe('admission (POST /api/studentClass/add)', () => {
  it('creates the parent, the student and the enrolment in the active year, with an audit row', async () => {
    const body = admission(s.g1, s.north, { middle_name: 'King', house: 'Red', address: '1 Road', fee_discount: 500, date_of_birth: '1995-05-05', admission_date: '2001-01-01' });
    const res = await admit(s.adminA, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: expect.any(String), id: expect.any(Number) });
    const got = await t.api.get(`/api/students/${res.body.id}`, { token: s.adminA });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      admission_no: body.admission_no,
      fullname: `Ada King ${body.last_name}`,
      status: 'Active',
      class_id: s.g1,
      class_name: 'Grade 1',
      section_name: 'North',
      house: 'Red',
      fee_discount: 500,
      parent_name: 'Pat Parent',
      parent_phone: body.parent.phone,
      has_portal_password: false,
    });
    expect(got.body).not.toHaveProperty('portal_password_hash');
    expect(got.body.enrolments).toHaveLength(1);
    // Admitted long ago: the enrolment starts with the active year, not before it.
    expect(got.body.enrolments[0].enrolled_on > '2001-01-01').toBe(true);
    expect(got.body.enrolments[0]).toMatchObject({ outcome: null, ended_on: null, section_id: s.north });
    // Exactly one row for the admission, stamped with its request; the new parent is in its detail.
    const audits = await readRows(
      t.ctx.database.db,
      v.object({ action: v.string(), entity: v.string(), request_id: v.nullable(v.string()), detail: v.record(v.string(), v.unknown()) }),
      sql`select action, entity, request_id, detail from audit_log where school_id = ${s.a.schoolId} and request_id = ${res.headers.get('x-request-id')}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'student', action: 'admit', detail: { parent_id: got.body.parent_id, new_parent: true } });
  });

  it('admits with an existing parent, and refuses both or neither, or another school\'s parent', async () => {
    const first = await admit(s.adminA, admission(s.g1, s.north));
    const parentId = (await t.api.get(`/api/students/${first.body.id}`, { token: s.adminA })).body.parent_id;
    const sibling = await admit(s.adminA, admission(s.g1, s.south, { parent: undefined, parent_id: parentId }));
    expect(sibling.status).toBe(201);
    const parent = await t.api.get(`/api/parents/${parentId}`, { token: s.adminA });
    expect(parent.body.children).toBe(2);
    expect(parent.body.students.map((c: { id: number }) => c.id).sort()).toEqual([first.body.id, sibling.body.id].sort());
    const both = await admit(s.adminA, admission(s.g1, s.north, { parent_id: parentId }));
    expect(both.status).toBe(400);
    expect(both.body.issues[0].path).toBe('parent_id');
    const neither = await admit(s.adminA, admission(s.g1, s.north, { parent: null }));
    expect(neither.status).toBe(400);
    const foreign = await admit(s.adminA, admission(s.g1, s.north, { parent: undefined, parent_id: s.bParent, last_name: 'Foreign' }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues[0].path).toBe('parent_id');
    expect(await studentsNamed('Foreign')).toBe(0);
    const list = await t.api.get('/api/parents?limit=500', { token: s.adminA });
    expect(list.body.data.find((p: { id: number }) => p.id === parentId).children).toBe(2);
  });

  it('refuses a duplicate admission number (any case) with 409 and writes no parent', async () => {
    const body = admission(s.g1, s.north, { admission_no: 'ADM-DUP-1' });
    expect((await admit(s.adminA, body)).status).toBe(201);
    const before = await orphans(t.ctx);
    const again = admission(s.g1, s.north, { admission_no: 'adm-dup-1', last_name: 'Second' });
    const res = await admit(s.adminA, again);
    expect(res.status).toBe(409);
    expect(res.body.issues[0].path).toBe('admission_no');
    expect(await parentsWithPhone(again.parent.phone)).toBe(0);
    expect(await studentsNamed('Second')).toBe(0);
    expect(await orphans(t.ctx)).toEqual(before);
    // Another school may use the same number.
    expect((await admit(s.adminB, admission(s.bClass, s.bSection, { admission_no: 'ADM-DUP-1' }))).status).toBe(201);
  });

  it("refuses a new parent whose phone exists with 409 'parent.phone' and writes no student", async () => {
    const phone = newPhone();
    expect((await t.api.post('/api/parents', { token: s.adminA, body: { fullname: 'Has Phone', phone } })).status).toBe(201);
    const res = await admit(s.adminA, admission(s.g1, s.north, { parent: { fullname: 'Copy', phone }, last_name: 'PhoneDup' }));
    expect(res.status).toBe(409);
    expect(res.body.issues[0].path).toBe('parent.phone');
    expect(await studentsNamed('PhoneDup')).toBe(0);
    expect(await parentsWithPhone(phone)).toBe(1);
  });

  it('checks the section: this class, the active year, and room left (422 section_id, nothing written)', async () => {
    const cases: [number, number, RegExp][] = [
      [s.g1, s.g3a, /not a section of this class/],
      [s.g1, s.later, /not in the active academic year/],
      [s.g1, s.bSection, /does not exist/],
      [s.g1, 99999999, /does not exist/],
    ];
    for (const [cls, sec, message] of cases) {
      const res = await admit(s.adminA, admission(cls, sec, { last_name: 'Misplaced' }));
      expect(res.status, String(sec)).toBe(422);
      expect(res.body.issues[0].path).toBe('section_id');
      expect(res.body.message).toMatch(message);
    }
    expect((await admit(s.adminA, admission(s.bClass, s.bSection))).body.issues[0].path).toBe('class_id');
    expect(await studentsNamed('Misplaced')).toBe(0);

    expect((await admit(s.adminA, admission(s.g2, s.tiny))).status).toBe(201);
    expect((await admit(s.adminA, admission(s.g2, s.tiny))).status).toBe(201);
    const full = admission(s.g2, s.tiny, { last_name: 'NoSeat' });
    const res = await admit(s.adminA, full);
    expect(res.status).toBe(422);
    expect(res.body.issues[0].path).toBe('section_id');
    expect(res.body.message).toBe('Grade 2 Tiny is full (2 of 2).');
    expect(await studentsNamed('NoSeat')).toBe(0);
    expect(await parentsWithPhone(full.parent.phone)).toBe(0);
  });

  it('lets only one of several simultaneous admissions take the last seat', async () => {
    const sec = (await t.api.post('/api/sections', { token: s.adminA, body: { class_id: s.g3, name: 'One Seat', capacity: 1 } })).body.id;
    const results = await Promise.all(Array.from({ length: 5 }, () => admit(s.adminA, admission(s.g3, sec))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await count(t.ctx, sql`select count(*) as n from enrolments where section_id = ${sec}`)).toBe(1);
  });

  it('names every bad field with a 400, writes nothing, and stores hostile text verbatim', async () => {
    const bad = await admit(s.adminA, {
      admission_no: 'has space',
      first_name: '',
      last_name: 'x'.repeat(61),
      gender: 'Other',
      date_of_birth: '2015-02-30',
      admission_date: 12,
      class_id: 'abc',
      parent: { fullname: 'P', phone: 'no' },
      fee_discount: -1,
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['admission_no', 'first_name', 'last_name', 'gender', 'date_of_birth', 'admission_date', 'class_id', 'section_id', 'fee_discount', 'parent.fullname', 'parent.phone']));
    expect((await t.api.post('/api/studentClass/add', { token: s.adminA, rawBody: '[1]' })).status).toBe(400);
    expect((await t.api.post('/api/studentClass/add', { token: s.adminA, rawBody: '{bad json' })).status).toBe(400);
    const later = await admit(s.adminA, admission(s.g1, s.north, { date_of_birth: '2030-01-01' }));
    expect(later.status).toBe(422);
    expect(later.body.issues[0].path).toBe('date_of_birth');

    const hostile = `<script>alert(1)</script>'; drop table students; --`;
    const res = await admit(s.adminA, admission(s.g1, s.north, { first_name: hostile, address: '%_\\ ∑ 😀', house: 'Ünïcode' }));
    expect(res.status).toBe(201);
    const got = (await t.api.get(`/api/students/${res.body.id}`, { token: s.adminA })).body;
    expect(got.first_name).toBe(hostile);
    expect(got.address).toBe('%_\\ ∑ 😀');
    const found = await t.api.get(`/api/students?search=${encodeURIComponent("t>'; drop")}`, { token: s.adminA });
    expect(found.body.data.map((x: { id: number }) => x.id)).toEqual([res.body.id]);
  });

  it('suggests the next ADM-number', async () => {
    const first = await t.api.get('/api/students/next-admission-no', { token: s.adminA });
    expect(first.status).toBe(200);
    expect(first.body.admission_no).toMatch(/^ADM-\d{4,}$/);
    expect((await admit(s.adminA, admission(s.g1, s.north, { admission_no: 'ADM-0041' }))).status).toBe(201);
    expect((await t.api.get('/api/students/next-admission-no', { token: s.adminA })).body.admission_no).toBe('ADM-0042');
    expect((await t.api.get('/api/students/next-admission-no', { token: s.adminB })).body.admission_no).toBe('ADM-0001');
  });

  it('counts the numbers as numbers, in any case, and passes over numbers of another form', async () => {
    for (const admission_no of ['ADM-099', 'adm-0150', 'ADM-1234567890', 'ADM-12B', 'X-900']) {
      expect((await admit(s.adminB, admission(s.bClass, s.bSection, { admission_no }))).status, admission_no).toBe(201);
    }
    expect((await t.api.get('/api/students/next-admission-no', { token: s.adminB })).body.admission_no).toBe('ADM-0151');
  });
});

describe('roster (GET /api/students) and student page', () => {
  let red: number;
  let blue: number;
  let g3student: number;
  beforeAll(async () => {
    red = (await admit(s.adminA, admission(s.g1, s.south, { first_name: 'Rosa', last_name: 'Roster', house: 'Red', gender: 'Female' }))).body.id;
    blue = (await admit(s.adminA, admission(s.g3, s.g3a, { first_name: 'Bo', last_name: 'Roster', house: 'Blue', gender: 'Male' }))).body.id;
    g3student = blue;
  });

  it('filters by class, section, status, house and gender, and searches name, number and parent phone', async () => {
    const q = (params: string) => t.api.get(`/api/students?limit=500&${params}`, { token: s.adminA });
    const ids = (r: { body: { data: { id: number }[] } }) => r.body.data.map((x) => x.id);
    const bySection = await q(`section_id=${s.south}`);
    expect(bySection.status).toBe(200);
    expect(bySection.body.data.every((x: { section_id: number; class_name: string }) => x.section_id === s.south && x.class_name === 'Grade 1')).toBe(true);
    expect(ids(bySection)).toContain(red);
    expect(ids(await q(`class_id=${s.g3}`))).toContain(blue);
    expect(ids(await q(`class_id=${s.g3}`))).not.toContain(red);
    expect(ids(await q('search=roster&house=red'))).toEqual([red]);
    expect(ids(await q('search=Roster&gender=Male'))).toEqual([blue]);
    expect(ids(await q('search=Roster&status=Inactive'))).toEqual([]);
    expect(ids(await q('search=Rosa%20Roster'))).toEqual([red]);
    const row = (await t.api.get(`/api/students/${red}`, { token: s.adminA })).body;
    expect(ids(await q(`search=${encodeURIComponent(row.parent_phone)}`))).toEqual([red]);
    expect(ids(await q(`search=${row.admission_no.toLowerCase()}`))).toEqual([red]);
    const listed = (await q('search=Rosa')).body.data[0];
    expect(listed).toMatchObject({ parent_name: 'Pat Parent', parent_phone: row.parent_phone, house: 'Red', admission_date: '2024-09-02' });
    expect(Object.keys(listed)).not.toContain('portal_password_hash');
    // Another year has nobody in these classes yet.
    expect((await q(`academic_year_id=${s.otherYear}&class_id=${s.g1}`)).body.total).toBe(0);
    expect((await q(`academic_year_id=99999999`)).status).toBe(422);
    const sorted = await q('search=Roster&sort=first_name&order=desc');
    expect(sorted.body.data.map((x: { first_name: string }) => x.first_name)).toEqual(['Rosa', 'Bo']);
    const paged = await t.api.get('/api/students?limit=1&page=2&search=Roster&sort=first_name', { token: s.adminA });
    expect(paged.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.body.data[0].first_name).toBe('Rosa');
    for (const bad of ['limit=0', 'page=x', 'sort=password', 'status=Gone', 'gender=X', 'class_id=-1', `search=${'x'.repeat(101)}`]) {
      expect((await q(bad)).status, bad).toBe(400);
    }
  });

  it('shows a teacher only the students of their classes, and 404 for others', async () => {
    const teacher = await seedUser(t.ctx, s.a.schoolId, ['list-student', 'view-student', 'update-student'], { classIds: [s.g1, s.g2] });
    const token = await t.api.login(teacher.username, teacher.password);
    const list = await t.api.get('/api/students?limit=500', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((x: { class_id: number }) => x.class_id === s.g1 || x.class_id === s.g2)).toBe(true);
    // Asking for another class does not widen it.
    expect((await t.api.get(`/api/students?class_id=${s.g3}`, { token })).body.data).toEqual([]);
    expect((await t.api.get(`/api/students/${red}`, { token })).status).toBe(200);
    expect((await t.api.get(`/api/students/${g3student}`, { token })).status).toBe(404);
    const record = (await t.api.get(`/api/students/${g3student}`, { token: s.adminA })).body;
    const edit = { ...pick(record), first_name: 'Hijacked' };
    expect((await t.api.put(`/api/students/${g3student}`, { token, body: edit })).status).toBe(404);
    const date = new Date().toISOString().slice(0, 10);
    const dated = await t.api.get(`/api/students/date?start=2000-01-01&end=${date}`, { token });
    expect(dated.body.some((x: { id: number }) => x.id === g3student)).toBe(false);
    expect(dated.body.some((x: { id: number }) => x.id === red)).toBe(true);
    const none = await seedUser(t.ctx, s.a.schoolId, ['list-student', 'view-student']);
    const noneToken = await t.api.login(none.username, none.password);
    expect((await t.api.get('/api/students', { token: noneToken })).body.total).toBe(0);
  });

  it('lets a teacher admit only into their classes (422 class_id otherwise)', async () => {
    const teacher = await seedUser(t.ctx, s.a.schoolId, ['add-student'], { classIds: [s.g1] });
    const token = await t.api.login(teacher.username, teacher.password);
    expect((await admit(token, admission(s.g1, s.north))).status).toBe(201);
    const res = await admit(token, admission(s.g3, s.g3a, { last_name: 'NotMine' }));
    expect(res.status).toBe(422);
    expect(res.body.issues[0].path).toBe('class_id');
    expect(await studentsNamed('NotMine')).toBe(0);
  });

  it('edits the record: 409 on a taken admission number, 422 on a foreign parent', async () => {
    const record = (await t.api.get(`/api/students/${red}`, { token: s.adminA })).body;
    const res = await t.api.put(`/api/students/${red}`, { token: s.adminA, body: { ...pick(record), first_name: 'Rosalind', house: null, fee_discount: 250 } });
    expect(res.status).toBe(200);
    const after = (await t.api.get(`/api/students/${red}`, { token: s.adminA })).body;
    expect(after).toMatchObject({ first_name: 'Rosalind', house: null, fee_discount: 250, section_id: s.south });
    const other = (await t.api.get(`/api/students/${blue}`, { token: s.adminA })).body;
    const dup = await t.api.put(`/api/students/${red}`, { token: s.adminA, body: { ...pick(after), admission_no: other.admission_no.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('admission_no');
    const foreign = await t.api.put(`/api/students/${red}`, { token: s.adminA, body: { ...pick(after), parent_id: s.bParent } });
    expect(foreign.status).toBe(422);
    expect((await t.api.put(`/api/students/${red}`, { token: s.adminA, body: { first_name: 'Only' } })).status).toBe(400);
    expect((await t.api.put('/api/students/abc', { token: s.adminA, body: pick(after) })).status).toBe(400);
  });

  it("keeps schools apart: another school's student is a 404 everywhere", async () => {
    const record = (await t.api.get(`/api/students/${red}`, { token: s.adminA })).body;
    const b = s.adminB;
    expect((await t.api.get(`/api/students/${red}`, { token: b })).status).toBe(404);
    expect((await t.api.put(`/api/students/${red}`, { token: b, body: { ...pick(record), parent_id: s.bParent } })).status).toBe(404);
    expect((await t.api.post(`/api/students/${red}/status`, { token: b, body: { status: 'Inactive' } })).status).toBe(404);
    expect((await t.api.post(`/api/students/${red}/transfer`, { token: b, body: { kind: 'leave', date: '2030-01-01', reason: 'x', destination: 'y' } })).status).toBe(404);
    expect((await t.api.post(`/api/students/${red}/password`, { token: b, body: { password: 'Secret123' } })).status).toBe(404);
    expect((await t.api.get(`/api/students/transfer?studentId=${red}`, { token: b })).status).toBe(404);
    expect((await t.api.get('/api/students?limit=500', { token: b })).body.data.some((x: { id: number }) => x.id === red)).toBe(false);
    expect((await t.api.get('/api/students/99999999', { token: s.adminA })).status).toBe(404);
  });

  it('needs the privilege of each endpoint (403)', async () => {
    const nobody = await seedUser(t.ctx, s.a.schoolId, ['list-parents', 'list-class'], { classIds: [s.g1, s.g2, s.g3] });
    const token = await t.api.login(nobody.username, nobody.password);
    const record = pick((await t.api.get(`/api/students/${red}`, { token: s.adminA })).body);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/studentClass/add', admission(s.g1, s.north)],
      ['GET', '/api/students/next-admission-no', undefined],
      ['GET', '/api/students', undefined],
      ['GET', '/api/students/status?status=Active', undefined],
      ['GET', '/api/students/date?start=2020-01-01&end=2020-01-02', undefined],
      ['GET', `/api/students/${red}`, undefined],
      ['PUT', `/api/students/${red}`, record],
      ['POST', `/api/students/${red}/status`, { status: 'Inactive' }],
      ['POST', `/api/students/${red}/transfer`, { kind: 'leave', date: '2030-01-01', reason: 'x', destination: 'y' }],
      ['GET', `/api/students/transfer?studentId=${red}`, undefined],
      ['POST', `/api/students/${red}/password`, { password: 'Secret123' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.api.call(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
    // Each one opens with exactly its own privilege.
    const needs: [Privilege, string, string, unknown][] = [
      ['add-student', 'GET', '/api/students/next-admission-no', undefined],
      ['list-student', 'GET', '/api/students/status?status=Active', undefined],
      ['view-student', 'GET', `/api/students/${red}`, undefined],
      ['update-student', 'PUT', `/api/students/${red}`, record],
      ['student-password', 'POST', `/api/students/${red}/password`, { password: 'Secret123' }],
    ];
    for (const [privilege, method, path, body] of needs) {
      const u = await seedUser(t.ctx, s.a.schoolId, [privilege], { classIds: [s.g1] });
      const res = await t.api.call(method, path, { token: await t.api.login(u.username, u.password), body });
      expect(res.status, `${privilege} ${path}`).toBe(200);
    }
    expect((await t.api.get('/api/students', { token: null })).status).toBe(401);
  });
});

/** The editable part of a Student, as the edit form sends it back. */
function pick(st: Record<string, unknown>) {
  const keys = ['admission_no', 'first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'photo', 'address', 'house', 'admission_date', 'fee_discount', 'parent_id'];
  return Object.fromEntries(keys.map((k) => [k, st[k]]));
}
