import { describe, expect, it } from 'vitest';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection } from '../../../test/students-data';
import { seedEmployee } from '../../../test/fixtures';
import type { Reply } from '../../../test/client';

/**
 * Issue 10, items 4, 6 and 7: input a fuzzer sends that PostgreSQL cannot hold (a NUL byte, an id
 * past bigint, year 0000) is refused as a 400 naming the field, never a 500; a multi-byte XSRF
 * cookie is a 403; and API answers are never cached.
 */
const t = twoSchools();

const BIG = '9223372036854775807';
const NUL = 'a\u0000b';

/** A 400 whose issues name `field`: the user sees which input to fix. */
function expectRefused(res: Reply, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.issues?.map((i: { path: string }) => i.path)).toContain(field);
}

describe('input the database cannot hold', () => {
  it('refuses a NUL byte in a list search (students, parents, employees)', async () => {
    for (const list of ['students', 'parents', 'employees']) {
      expectRefused(await t.api.get(`/api/${list}?search=a%00b`, { token: t.adminA }), 'search');
    }
  });

  it('refuses a NUL byte in a room name and a parent name', async () => {
    expectRefused(await t.api.post('/api/classrooms', { token: t.adminA, body: { name: NUL, capacity: 30 } }), 'name');
    expectRefused(await t.api.post('/api/parents', { token: t.adminA, body: { fullname: `Pat ${NUL}`, phone: '+254711000111' } }), 'fullname');
  });

  it('refuses an id past the safe integers, in a body and in a path', async () => {
    expectRefused(await t.api.put('/api/acedmic/change', { token: t.adminA, rawBody: `{"id":${BIG}}` }), 'id');
    expectRefused(await t.api.put('/api/acedmic/change', { token: t.adminA, rawBody: '{"id":1e21}' }), 'id');
    expectRefused(await t.api.put('/api/acedmic/change', { token: t.adminA, body: { id: BIG } }), 'id');
    expectRefused(await t.api.put('/api/acedmic/change', { token: t.adminA, body: { id: '1e21' } }), 'id');
    expectRefused(await t.api.get(`/api/classrooms/${BIG}`, { token: t.adminA }), 'id');
    // Role ids have their own field (the built-in Admin is -100), with the same ceiling.
    expectRefused(await t.api.get(`/api/settings/roles/${BIG}`, { token: t.adminA }), 'id');
    const user = { username: 'role.overflow', fullname: 'Role Overflow', password: 'Start123!', role_id: Number(BIG) };
    expectRefused(await t.api.post('/api/user', { token: t.adminA, rawBody: JSON.stringify(user).replace(/"role_id":\d+(\.\d+)?(e\+\d+)?/, `"role_id":${BIG}`) }), 'role_id');
  });

  it('refuses a date in year 0000 on an academic year and on an admission', async () => {
    const year = await t.api.post('/api/acedmic', { token: t.adminA, body: { name: 'Year zero', start_date: '0000-01-01', end_date: '2030-12-31' } });
    expectRefused(year, 'start_date');
    expect(year.body.issues.find((i: { path: string }) => i.path === 'start_date').message).toMatch(/1900/);

    const { schoolId } = t.schoolA;
    const classId = await seedClass(t.ctx, schoolId, 'Grade Zero');
    const sectionId = await seedSection(t.ctx, schoolId, (await activeYear(t.ctx, schoolId)).id, classId, 'Zero North');
    const admission = await t.api.post('/api/studentClass/add', {
      token: t.adminA,
      body: {
        admission_no: 'ZERO-1',
        first_name: 'Sam',
        last_name: 'Zero',
        gender: 'Male',
        date_of_birth: '2015-03-04',
        admission_date: '0000-01-01',
        parent_id: await seedParent(t.ctx, schoolId),
        class_id: classId,
        section_id: sectionId,
      },
    });
    expectRefused(admission, 'admission_date');
  });
});

describe('months and row versions the database cannot hold (issue 28, item 2)', () => {
  it('refuses a month in year 0000 wherever a month is sent, and writes nothing', async () => {
    const classId = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade Month');
    const employeeId = (await seedEmployee(t.ctx, t.schoolA.schoolId)).id;
    const month = '0000-01';
    const keyed = (n: number) => ({ 'Idempotency-Key': `month-zero-${n}-${Date.now()}` });
    const deduction = { employee_id: employeeId, amount: 2_500, reason: 'Union dues', from_month: '2027-01' };
    const added = await t.api.post('/api/employees/deductions', { token: t.adminA, body: deduction });
    expect(added.status).toBe(201);
    const sent: Array<[Promise<Reply>, string]> = [
      [t.api.post('/api/monthly_payroll', { token: t.adminA, body: { month } }), 'month'],
      [t.api.post('/api/finance/periods', { token: t.adminA, body: { month } }), 'month'],
      [t.api.post('/api/finance/fees/preview', { token: t.adminA, body: { month, class_ids: [classId] } }), 'month'],
      [t.api.post('/api/finance/fees/generate', { token: t.adminA, headers: keyed(1), body: { month, class_ids: [classId] } }), 'month'],
      [t.api.post('/api/bus/fees/generate', { token: t.adminA, headers: keyed(2), body: { month } }), 'month'],
      [t.api.post('/api/employees/deductions', { token: t.adminA, body: { ...deduction, from_month: month } }), 'from_month'],
      [t.api.put(`/api/employees/deductions/${added.body.id}`, { token: t.adminA, body: { ...deduction, from_month: month, status: 'Active' } }), 'from_month'],
    ];
    for (const [res, field] of sent) {
      const reply = await res;
      expectRefused(reply, field);
      expect(reply.body.issues.find((i: { path: string }) => i.path === field).message).toBe('Use a month between the years 1900 and 2999.');
    }
    const deductions = await t.api.get(`/api/employees/deductions?employee_id=${employeeId}`, { token: t.adminA });
    expect(deductions.body.total).toBe(1);
  });

  it('refuses a row version past PostgreSQL integers on the school days, as a 400', async () => {
    for (const version of ['1e308', BIG]) {
      expectRefused(await t.api.put('/api/attendance/school-days', { token: t.adminA, rawBody: `{"school_days":[1,2,3,4,5],"version":${version}}` }), 'version');
    }
  });
});

describe('the XSRF check', () => {
  it('answers a multi-byte cookie with 403, not 500', async () => {
    const res = await t.api.put('/api/auth/profile', {
      token: t.adminA,
      body: { fullname: 'Someone' },
      xsrf: false,
      headers: { cookie: 'XSRF-TOKEN=%C3%A9', 'x-xsrf-token': 'a' },
    });
    expect(res.status).toBe(403);
  });
});

describe('API answers are never cached', () => {
  it('marks a signed-in read and a 401 no-store', async () => {
    const read = await t.api.get('/api/auth', { token: t.adminA });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const refused = await t.api.get('/api/students');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
