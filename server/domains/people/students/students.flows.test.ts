import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { verifyPassword } from '../../../lib/passwords';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { admission, count, newPhone, orphans, seedStudentsArea } from './students.fixtures';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedStudentsArea>>;

const admit = async (body: object) => {
  const res = await t.api.post('/api/studentClass/add', { token: s.adminA, body });
  if (res.status !== 201) throw new Error(`admit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
};
const student = async (id: number) => (await t.api.get(`/api/students/${id}`, { token: s.adminA })).body;
const auditsOf = (id: number) =>
  readRows(
    t.ctx.database.db,
    v.object({ action: v.string(), detail: v.nullable(v.record(v.string(), v.unknown())), user_id: int8 }),
    sql`select action, detail, user_id from audit_log where entity = 'student' and entity_ids @> ${JSON.stringify([id])}::jsonb order by id`,
  );

beforeAll(async () => {
  s = await seedStudentsArea(t);
});

describe('status', () => {
  it('deactivates and reactivates with the reason audited, and lists by status', async () => {
    const id = await admit(admission(s.g1, s.north, { last_name: 'Statusy' }));
    const off = await t.api.post(`/api/students/${id}/status`, { token: s.adminA, body: { status: 'Inactive', reason: 'Long illness' } });
    expect(off.status).toBe(200);
    expect((await student(id)).status).toBe('Inactive');
    const inactive = await t.api.get('/api/students/status?status=Inactive', { token: s.adminA });
    expect(inactive.status).toBe(200);
    expect(inactive.body.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await t.api.get('/api/students/status?status=Active&search=Statusy', { token: s.adminA })).body.total).toBe(0);
    expect((await t.api.post(`/api/students/${id}/status`, { token: s.adminA, body: { status: 'Active' } })).status).toBe(200);
    const audits = await auditsOf(id);
    expect(audits.map((x) => x.action)).toEqual(['admit', 'deactivate', 'activate']);
    expect(audits[1]!.detail).toEqual({ from: 'Active', to: 'Inactive', reason: 'Long illness' });
    expect(audits[2]!.detail).toMatchObject({ from: 'Inactive', to: 'Active', reason: null });
    expect((await t.api.get('/api/students/status?status=Active&search=Statusy', { token: s.adminA })).body.total).toBe(1);
    for (const body of [{ status: 'Transferred' }, {}, { status: 'Inactive', reason: 'x'.repeat(501) }]) {
      expect((await t.api.post(`/api/students/${id}/status`, { token: s.adminA, body })).status).toBe(400);
    }
    expect((await t.api.get('/api/students/status', { token: s.adminA })).status).toBe(400);
    expect((await t.api.get('/api/students/status?status=Lost', { token: s.adminA })).status).toBe(400);
  });
});

describe('transfer', () => {
  it('leaving sets Transferred, closes the enrolment and yields a certificate', async () => {
    const id = await admit(admission(s.g1, s.south, { last_name: 'Leaver' }));
    expect((await t.api.get(`/api/students/transfer?studentId=${id}`, { token: s.adminA })).status).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'leave', date: today, reason: 'Family moved', destination: 'Hill School' } });
    expect(res.status).toBe(200);
    const after = await student(id);
    expect(after).toMatchObject({ status: 'Transferred', transfer_date: today, transfer_reason: 'Family moved', transfer_school: 'Hill School' });
    expect(after.enrolments).toHaveLength(1);
    expect(after.enrolments[0]).toMatchObject({ outcome: 'transferred', ended_on: today, section_name: 'South' });
    const cert = await t.api.get(`/api/students/transfer?studentId=${id}`, { token: s.adminA });
    expect(cert.status).toBe(200);
    expect(cert.body).toMatchObject({
      school: { name: s.a.name },
      student: { id, admission_no: after.admission_no, fullname: after.fullname, parent_name: 'Pat Parent' },
      last_class: 'Grade 1',
      last_section: 'South',
      transfer_date: today,
      reason: 'Family moved',
      destination: 'Hill School',
      certificate_no: `TC-${today.slice(0, 4)}-${String(id).padStart(5, '0')}`,
    });
    expect(cert.body.issued_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Gone: no second transfer, no status change, no seat taken.
    expect((await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'leave', date: today, reason: 'x', destination: 'y' } })).status).toBe(422);
    expect((await t.api.post(`/api/students/${id}/status`, { token: s.adminA, body: { status: 'Active' } })).status).toBe(422);
    expect((await t.api.get(`/api/students/status?status=Transferred`, { token: s.adminA })).body.data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await auditsOf(id)).map((x) => x.action)).toEqual(['admit', 'transfer']);
    for (const q of ['', 'studentId=abc', 'studentId=99999999']) {
      expect((await t.api.get(`/api/students/transfer?${q}`, { token: s.adminA })).status, q).toBe(q === 'studentId=99999999' ? 404 : 400);
    }
  });

  it('refuses a leave without reason or destination, or dated before the enrolment', async () => {
    const id = await admit(admission(s.g1, s.south));
    const bad = await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'leave', date: '2024-13-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['date', 'destination', 'reason']);
    expect((await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'fly', date: '2024-01-01' } })).status).toBe(400);
    const early = await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'leave', date: '1990-01-01', reason: 'r', destination: 'd' } });
    expect(early.status).toBe(422);
    expect(early.body.issues[0].path).toBe('date');
    expect((await student(id)).status).toBe('Active');
  });

  it('moving to another section of the same class keeps the history and respects capacity', async () => {
    const id = await admit(admission(s.g1, s.north, { last_name: 'Mover' }));
    const today = new Date().toISOString().slice(0, 10);
    const moved = await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'move', date: today, section_id: s.south, reason: 'Friends' } });
    expect(moved.status).toBe(200);
    const after = await student(id);
    expect(after).toMatchObject({ status: 'Active', section_id: s.south, section_name: 'South' });
    expect(after.enrolments.map((e: { section_name: string; outcome: string | null }) => [e.section_name, e.outcome])).toEqual([
      ['North', 'moved'],
      ['South', null],
    ]);
    const list = await t.api.get(`/api/students?section_id=${s.south}&search=Mover`, { token: s.adminA });
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await t.api.get(`/api/students?section_id=${s.north}&search=Mover`, { token: s.adminA })).body.total).toBe(0);

    const cases: [number, RegExp][] = [
      [s.south, /already in this section/],
      [s.g3a, /not a section of this class/],
      [s.later, /not in the active academic year/],
      [s.bSection, /does not exist/],
    ];
    for (const [section_id, message] of cases) {
      const res = await t.api.post(`/api/students/${id}/transfer`, { token: s.adminA, body: { kind: 'move', date: today, section_id } });
      expect(res.status, String(section_id)).toBe(422);
      expect(res.body.message).toMatch(message);
    }
    // Grade 2 Tiny holds two: a third moved in from a sibling section is refused.
    const small = (await t.api.post('/api/sections', { token: s.adminA, body: { class_id: s.g2, name: 'Small', capacity: 5 } })).body.id;
    await admit(admission(s.g2, s.tiny));
    await admit(admission(s.g2, s.tiny));
    const third = await admit(admission(s.g2, small));
    const full = await t.api.post(`/api/students/${third}/transfer`, { token: s.adminA, body: { kind: 'move', date: today, section_id: s.tiny } });
    expect(full.status).toBe(422);
    expect(full.body.message).toBe('Grade 2 Tiny is full (2 of 2).');
    expect((await student(third)).enrolments).toHaveLength(1);
    expect((await auditsOf(id)).map((x) => x.action)).toEqual(['admit', 'move']);
  });

  it('needs transfer-student, and a teacher reaches only their classes', async () => {
    const id = await admit(admission(s.g3, s.g3a));
    const teacher = await seedUser(t.ctx, s.a.schoolId, ['transfer-student'], { classIds: [s.g1] });
    const token = await t.api.login(teacher.username, teacher.password);
    expect((await t.api.post(`/api/students/${id}/transfer`, { token, body: { kind: 'leave', date: '2030-01-01', reason: 'r', destination: 'd' } })).status).toBe(404);
    expect((await student(id)).status).toBe('Active');
  });
});

describe('portal password', () => {
  it('stores only an argon2id hash, audited', async () => {
    const id = await admit(admission(s.g1, s.north));
    const weak = await t.api.post(`/api/students/${id}/password`, { token: s.adminA, body: { password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues[0].path).toBe('password');
    expect((await t.api.post(`/api/students/${id}/password`, { token: s.adminA, body: { password: 'has space 1' } })).status).toBe(400);
    const res = await t.api.post(`/api/students/${id}/password`, { token: s.adminA, body: { password: 'Secret123' } });
    expect(res.status).toBe(200);
    const [row] = await readRows(t.ctx.database.db, v.object({ h: v.string() }), sql`select portal_password_hash as h from students where id = ${id}`);
    expect(row!.h).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.h, 'Secret123')).toBe(true);
    const got = await student(id);
    expect(got.has_portal_password).toBe(true);
    expect(JSON.stringify(got)).not.toContain('argon2');
    expect((await auditsOf(id)).map((x) => x.action)).toEqual(['admit', 'set-password']);
  });
});

describe('dashboard and date list', () => {
  it('counts active students of the active year by class and gender', async () => {
    const before = (await t.api.get('/api/dash', { token: s.adminA })).body.students;
    await admit(admission(s.g3, s.g3a, { gender: 'Male' }));
    const gone = await admit(admission(s.g3, s.g3a, { gender: 'Female' }));
    await t.api.post(`/api/students/${gone}/status`, { token: s.adminA, body: { status: 'Inactive' } });
    const after = (await t.api.get('/api/dash', { token: s.adminA })).body.students;
    expect(after.total).toBe(before.total + 1);
    expect(after.male).toBe(before.male + 1);
    expect(after.female).toBe(before.female);
    const g3 = (list: { class_id: number; count: number }[]) => list.find((c) => c.class_id === s.g3)?.count ?? 0;
    expect(g3(after.by_class)).toBe(g3(before.by_class) + 1);
    expect(after.total).toBe(after.male + after.female);
    expect((await t.api.get('/api/dash', { token: s.adminB })).body.students.by_class.every((c: { class_id: number }) => c.class_id === s.bClass)).toBe(true);
  });

  it('lists the students created in a date range', async () => {
    const id = await admit(admission(s.g1, s.north));
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.get(`/api/students/date?start=${today}&end=${today}`, { token: s.adminA });
    expect(res.status).toBe(200);
    expect(res.body.map((x: { id: number }) => x.id)).toContain(id);
    expect((await t.api.get('/api/students/date?start=2001-01-01&end=2001-01-02', { token: s.adminA })).body).toEqual([]);
    expect((await t.api.get(`/api/students/date?start=${today}&end=${today}`, { token: s.adminB })).body.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await t.api.get('/api/students/date?start=2001-01-02&end=2001-01-01', { token: s.adminA })).status).toBe(400);
  });
});

describe('property: admission never half-writes', () => {
  it('answers random payloads with 201/400/409/422, never 500, and leaves no orphan', async () => {
    const parentsBefore = (await orphans(t.ctx)).parentsWithoutChildren;
    const existingParent = (await student(await admit(admission(s.g1, s.north)))).parent_id as number;
    const takenPhone = newPhone();
    await t.api.post('/api/parents', { token: s.adminA, body: { fullname: 'Taken Phone', phone: takenPhone } });
    const one = (await t.api.post('/api/sections', { token: s.adminA, body: { class_id: s.g1, name: 'Prop One', capacity: 1 } })).body.id as number;

    const junk = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null), fc.boolean(), fc.constant('x'.repeat(5000)), fc.constant({}), fc.constant([]));
    const fields = ['admission_no', 'first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'admission_date', 'house', 'address', 'fee_discount', 'class_id', 'section_id', 'parent_id', 'parent'];
    // Mostly a plausible admission, with zero to three fields broken, so every answer occurs.
    const breakage = fc.record({
      field: fc.constantFrom(...fields),
      value: fc.oneof(junk, fc.constant(undefined), fc.constantFrom('2024-02-30', '2024-9-2', '9999-12-31', `'; drop table students; --`, '<img src=x onerror=alert(1)>')),
    });
    const payload = fc.record({
      admission_no: fc.oneof(fc.constantFrom('PROP-1', 'prop-1', 'PROP-2', 'X/1'), fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/)),
      first_name: fc.oneof(fc.constantFrom('Ada', 'Émile', '<b>x</b>'), fc.string({ minLength: 1, maxLength: 30 }).filter((x) => x.trim() !== '')),
      last_name: fc.string({ minLength: 1, maxLength: 30 }).filter((x) => x.trim() !== ''),
      gender: fc.constantFrom('Male', 'Female'),
      date_of_birth: fc.constantFrom('2015-03-01', '2012-12-31', '2030-01-01'),
      admission_date: fc.constantFrom('2024-09-02', '2025-01-10'),
      fee_discount: fc.nat({ max: 100000 }),
      placement: fc.constantFrom(
        [s.g1, s.north], [s.g1, s.south], [s.g1, one], [s.g2, s.tiny], [s.g3, s.g3a],
        [s.g1, s.g3a], [s.g1, s.later], [s.g1, s.bSection], [s.bClass, s.bSection], [s.g1, 99999999],
      ),
      family: fc.constantFrom('new', 'new', 'taken-phone', 'existing', 'foreign', 'both', 'neither'),
      broken: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: fc.array(breakage, { minLength: 1, maxLength: 3 }) }),
    }).map(({ placement, family, broken, ...rest }) => {
      const body: Record<string, unknown> = { ...rest, class_id: placement[0], section_id: placement[1] };
      if (family === 'new' || family === 'both') body.parent = { fullname: 'Prop Parent', phone: newPhone() };
      if (family === 'taken-phone') body.parent = { fullname: 'Prop Parent', phone: takenPhone };
      if (family === 'existing' || family === 'both') body.parent_id = existingParent;
      if (family === 'foreign') body.parent_id = s.bParent;
      for (const b of broken) body[b.field] = b.value;
      return body;
    });
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const res = await t.api.post('/api/studentClass/add', { token: s.adminA, body });
        expect([201, 400, 409, 422]).toContain(res.status);
        if (res.status !== 201) expect(typeof res.body.message).toBe('string');
        else expect((await student(res.body.id)).enrolments).toHaveLength(1);
      }),
      { numRuns: 60 },
    );
    const left = await orphans(t.ctx);
    expect(left.studentsWithoutEnrolment).toBe(0);
    expect(left.enrolmentsWithoutStudent).toBe(0);
    expect(left.parentsWithoutChildren).toBe(parentsBefore + 1); // the Taken Phone parent only
    expect(await count(t.ctx, sql`select count(*) as n from enrolments where section_id = ${one} and outcome is null`)).toBeLessThanOrEqual(1);
    expect(await count(t.ctx, sql`select count(*) as n from enrolments where section_id = ${s.tiny} and outcome is null`)).toBeLessThanOrEqual(2);
    expect(await count(t.ctx, sql`select count(*) as n from enrolments e join students st on st.id = e.student_id where st.school_id <> e.school_id`)).toBe(0);
  });
});
