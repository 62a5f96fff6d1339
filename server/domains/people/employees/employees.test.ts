import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();

let c: Awaited<ReturnType<typeof seedSchool>>;
let adminC: string;

const employeeBody = (extra: object = {}) => ({
  first_name: 'Grace',
  last_name: unique('Hopper'),
  gender: 'Female',
  phone: '+1 555 0100',
  email: 'grace@example.com',
  job_title: 'Mathematics teacher',
  type: 'teacher',
  hire_date: '2021-09-01',
  base_salary: 250_000,
  bank_name: 'First Bank',
  bank_account: '0012345678',
  national_id: 'ID-778899',
  ...extra,
});
const addEmployee = (token: string, body: object) => t.api.post('/api/employees', { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => (res.body.issues ?? []).map((i) => i.path).sort();

beforeAll(async () => {
  c = await seedSchool(t.ctx);
  adminC = await t.api.login(c.adminUsername, c.adminPassword);
});

describe('employees', () => {
  it('adds with the next EMP number per school when none is given, then shows and edits', async () => {
    expect((await t.api.get('/api/employees/next-number', { token: adminC })).body).toEqual({ number: 'EMP-0001' });
    const first = await addEmployee(adminC, employeeBody());
    expect(first.status).toBe(201);
    expect(first.body.number).toBe('EMP-0001');
    const second = await addEmployee(adminC, employeeBody({ number: null }));
    expect(second.body.number).toBe('EMP-0002');
    await addEmployee(adminC, employeeBody({ number: 'emp-0041' }));
    expect((await addEmployee(adminC, employeeBody())).body.number).toBe('EMP-0042');
    expect((await t.api.get('/api/employees/next-number', { token: adminC })).body.number).toBe('EMP-0043');
    // Numbering is per school.
    expect((await t.api.get('/api/employees/next-number', { token: t.adminB })).body.number).toMatch(/^EMP-\d{4}$/);

    const shown = await t.api.get(`/api/employees/${first.body.id}`, { token: adminC });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ number: 'EMP-0001', first_name: 'Grace', base_salary: 250000, bank_account: '0012345678', type: 'teacher', status: 'Active', status_history: [] });
    expect(shown.body.fullname).toBe(`Grace ${shown.body.last_name}`);

    const edit = await t.api.put(`/api/employees/${first.body.id}`, { token: adminC, body: employeeBody({ first_name: 'Ada', base_salary: 300_000, phone: '' }) });
    expect(edit.status).toBe(200);
    const after = (await t.api.get(`/api/employees/${first.body.id}`, { token: adminC })).body;
    expect(after).toMatchObject({ first_name: 'Ada', base_salary: 300000, phone: null, number: 'EMP-0001' });
    const renumber = await t.api.put(`/api/employees/${first.body.id}`, { token: adminC, body: employeeBody({ number: 'T-1' }) });
    expect(renumber.status).toBe(200);
    expect((await t.api.get(`/api/employees/${first.body.id}`, { token: adminC })).body.number).toBe('T-1');
  });

  it('numbers concurrent adds without a clash', async () => {
    const school = await seedSchool(t.ctx);
    const token = await t.api.login(school.adminUsername, school.adminPassword);
    const results = await Promise.all([1, 2, 3, 4].map(() => addEmployee(token, employeeBody())));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.number).sort()).toEqual(['EMP-0001', 'EMP-0002', 'EMP-0003', 'EMP-0004']);
  });

  it('lists without salary or bank details, with filters, search and sort', async () => {
    const tag = unique('Zq');
    await addEmployee(t.adminB, employeeBody({ first_name: 'Alan', last_name: `${tag}a`, type: 'staff', job_title: 'Clerk' }));
    await addEmployee(t.adminB, employeeBody({ first_name: 'Barbara', last_name: `${tag}b` }));
    const driver = await addEmployee(t.adminB, employeeBody({ first_name: 'Carl', last_name: `${tag}c`, type: 'driver', job_title: 'Driver', phone: '+44 7000 111222' }));
    const all = await t.api.get(`/api/employees?search=${tag}&sort=first_name&order=desc`, { token: t.adminB });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((e: { first_name: string }) => e.first_name)).toEqual(['Carl', 'Barbara', 'Alan']);
    expect(all.body.data[0]).not.toHaveProperty('base_salary');
    expect(all.body.data[0]).not.toHaveProperty('bank_account');
    expect(all.body.data[0]).not.toHaveProperty('national_id');
    expect((await t.api.get(`/api/employees?search=${tag}&type=staff`, { token: t.adminB })).body.data.map((e: { first_name: string }) => e.first_name)).toEqual(['Alan']);
    expect((await t.api.get(`/api/employees?search=${encodeURIComponent(`Carl ${tag}`)}`, { token: t.adminB })).body.total).toBe(1);
    expect((await t.api.get('/api/employees?search=7000%20111222', { token: t.adminB })).body.data[0].id).toBe(driver.body.id);
    expect((await t.api.get(`/api/employees?search=${driver.body.number}`, { token: t.adminB })).body.total).toBe(1);
    const paged = await t.api.get(`/api/employees?search=${tag}&limit=1&page=3&sort=first_name`, { token: t.adminB });
    expect(paged.body).toMatchObject({ total: 3, page: 3, limit: 1 });
    expect(paged.body.data[0].first_name).toBe('Carl');
    await t.api.post(`/api/employees/${driver.body.id}/deactivate`, { token: t.adminB });
    expect((await t.api.get(`/api/employees?search=${tag}&status=Inactive`, { token: t.adminB })).body.total).toBe(1);
    expect((await t.api.get('/api/employees?sort=base_salary', { token: t.adminB })).status).toBe(400);
    expect((await t.api.get('/api/employees?type=pilot', { token: t.adminB })).status).toBe(400);
    expect((await t.api.get(`/api/employees?search=${encodeURIComponent('_')}`, { token: t.adminB })).body.total).toBe(0);
  });

  it('refuses a duplicate number (any case) with a 409 naming number', async () => {
    const num = unique('N-');
    expect((await addEmployee(t.adminA, employeeBody({ number: num }))).status).toBe(201);
    const dup = await addEmployee(t.adminA, employeeBody({ number: num.toLowerCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body.issues).toEqual([{ path: 'number', message: 'An employee with this number already exists.' }]);
    expect((await addEmployee(t.adminB, employeeBody({ number: num }))).status).toBe(201);
    const other = await addEmployee(t.adminA, employeeBody());
    const clash = await t.api.put(`/api/employees/${other.body.id}`, { token: t.adminA, body: employeeBody({ number: num }) });
    expect(clash.status).toBe(409);
    expect(clash.body.issues[0].path).toBe('number');
  });

  it('names missing, wrong-typed and oversized fields, writes nothing, keeps hostile text verbatim', async () => {
    const before = (await t.api.get('/api/employees?limit=1', { token: t.adminA })).body.total;
    const missing = await addEmployee(t.adminA, {});
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(['first_name', 'gender', 'hire_date', 'job_title', 'last_name', 'type']);
    const bad = await addEmployee(t.adminA, employeeBody({ first_name: 'x'.repeat(61), gender: 'X', type: 'pilot', hire_date: '2021-02-30', base_salary: 10.5, email: 'nope', number: 'has space' }));
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(['base_salary', 'email', 'first_name', 'gender', 'hire_date', 'number', 'type']);
    expect(paths(await addEmployee(t.adminA, employeeBody({ base_salary: -1 })))).toEqual(['base_salary']);
    expect(paths(await addEmployee(t.adminA, employeeBody({ base_salary: '100' })))).toEqual(['base_salary']);
    expect((await t.api.get('/api/employees?limit=1', { token: t.adminA })).body.total).toBe(before);

    const hostile = "'; drop table users; --";
    const added = await addEmployee(t.adminA, employeeBody({ last_name: hostile, address: hostile }));
    expect(added.status).toBe(201);
    expect((await t.api.get(`/api/employees/${added.body.id}`, { token: t.adminA })).body).toMatchObject({ last_name: hostile, address: hostile });
    expect(await t.api.login(t.schoolA.adminUsername, t.schoolA.adminPassword)).toBeTruthy();
  });

  it('deactivates and reactivates with an audited history, keeping the row', async () => {
    const e = await addEmployee(t.adminA, employeeBody());
    const off = await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: t.adminA, body: { reason: 'Contract ended' } });
    expect(off.status).toBe(200);
    expect((await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: t.adminA })).status).toBe(422);
    const shown = (await t.api.get(`/api/employees/${e.body.id}`, { token: t.adminA })).body;
    expect(shown.status).toBe('Inactive');
    const on = await t.api.post(`/api/employees/${e.body.id}/activate`, { token: t.adminA });
    expect(on.status).toBe(200);
    const history = (await t.api.get(`/api/employees/${e.body.id}`, { token: t.adminA })).body.status_history;
    expect(history.map((h: { action: string; reason: string | null }) => [h.action, h.reason])).toEqual([
      ['deactivate', 'Contract ended'],
      ['activate', null],
    ]);
    expect(history[0].by).toBe(t.schoolA.adminId);
    const rows = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'employee'));
    expect(rows.filter((r) => r.entityIds.includes(e.body.id)).map((r) => r.action)).toEqual(['create', 'deactivate', 'activate']);
    expect((await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: t.adminA, body: { reason: 'r'.repeat(501) } })).status).toBe(400);
    expect((await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: t.adminA, rawBody: 'not json' })).status).toBe(400);
    expect((await t.api.get(`/api/employees/${e.body.id}`, { token: t.adminA })).body.status).toBe('Active');
  });

  it('lists active teachers only, with names and numbers, for holders of any picker privilege', async () => {
    const school = await seedSchool(t.ctx);
    const admin = await t.api.login(school.adminUsername, school.adminPassword);
    const t1 = await addEmployee(admin, employeeBody({ first_name: 'Ann' }));
    const t2 = await addEmployee(admin, employeeBody({ first_name: 'Ben' }));
    await addEmployee(admin, employeeBody({ first_name: 'Cat', type: 'staff' }));
    await t.api.post(`/api/employees/${t2.body.id}/deactivate`, { token: admin });
    const res = await t.api.get('/api/employees/teachers', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: t1.body.id, fullname: expect.stringMatching(/^Ann /), number: t1.body.number }]);
    for (const priv of ['list-employee', 'list-section', 'add-section', 'update-section'] as const) {
      const u = await seedUser(t.ctx, school.schoolId, [priv]);
      const got = await t.api.get('/api/employees/teachers', { token: await t.api.login(u.username, u.password) });
      expect(got.status, priv).toBe(200);
      expect(got.body).toHaveLength(1);
    }
    const other = await seedUser(t.ctx, school.schoolId, ['list-class']);
    expect((await t.api.get('/api/employees/teachers', { token: await t.api.login(other.username, other.password) })).status).toBe(403);
  });

  it("keeps schools apart: another school's employee is a 404 everywhere", async () => {
    const theirs = await addEmployee(t.adminB, employeeBody());
    expect((await t.api.get(`/api/employees/${theirs.body.id}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.put(`/api/employees/${theirs.body.id}`, { token: t.adminA, body: employeeBody() })).status).toBe(404);
    expect((await t.api.post(`/api/employees/${theirs.body.id}/deactivate`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.post(`/api/employees/${theirs.body.id}/activate`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get('/api/employees/teachers', { token: t.adminA })).body.some((t: { id: number }) => t.id === theirs.body.id)).toBe(false);
    expect((await t.api.get(`/api/employees/${theirs.body.id}`, { token: t.adminB })).body.status).toBe('Active');
  });

  it('needs list-, view-, add-, update- and deactivate-employee', async () => {
    const e = await addEmployee(t.adminA, employeeBody());
    const lister = await seedUser(t.ctx, t.schoolA.schoolId, ['list-employee']);
    const lt = await t.api.login(lister.username, lister.password);
    expect((await t.api.get('/api/employees', { token: lt })).status).toBe(200);
    expect((await t.api.get(`/api/employees/${e.body.id}`, { token: lt })).status).toBe(403);
    expect((await addEmployee(lt, employeeBody())).status).toBe(403);
    expect((await t.api.get('/api/employees/next-number', { token: lt })).status).toBe(403);
    expect((await t.api.put(`/api/employees/${e.body.id}`, { token: lt, body: employeeBody() })).status).toBe(403);
    expect((await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: lt })).status).toBe(403);
    expect((await t.api.post(`/api/employees/${e.body.id}/activate`, { token: lt })).status).toBe(403);

    const viewer = await seedUser(t.ctx, t.schoolA.schoolId, ['view-employee']);
    const vt = await t.api.login(viewer.username, viewer.password);
    expect((await t.api.get(`/api/employees/${e.body.id}`, { token: vt })).status).toBe(200);
    expect((await t.api.get('/api/employees', { token: vt })).status).toBe(403);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.get(`/api/employees/date?start=${today}&end=${today}`, { token: vt })).status).toBe(403);

    const hr = await seedUser(t.ctx, t.schoolA.schoolId, ['add-employee', 'update-employee', 'deactivate-employee']);
    const ht = await t.api.login(hr.username, hr.password);
    expect((await addEmployee(ht, employeeBody())).status).toBe(201);
    expect((await t.api.put(`/api/employees/${e.body.id}`, { token: ht, body: employeeBody() })).status).toBe(200);
    expect((await t.api.post(`/api/employees/${e.body.id}/deactivate`, { token: ht })).status).toBe(200);
  });

  it('lists the employees created in a date range', async () => {
    const e = await addEmployee(t.adminB, employeeBody());
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.get(`/api/employees/date?start=${today}&end=${today}`, { token: t.adminB });
    expect(res.status).toBe(200);
    expect(res.body.some((r: { id: number }) => r.id === e.body.id)).toBe(true);
    expect(res.body[0]).not.toHaveProperty('base_salary');
    expect((await t.api.get(`/api/employees/date?start=${today}&end=${today}`, { token: t.adminA })).body.some((r: { id: number }) => r.id === e.body.id)).toBe(false);
    expect((await t.api.get('/api/employees/date?start=2001-01-01&end=2001-01-31', { token: t.adminB })).body).toEqual([]);
    const bad = await t.api.get(`/api/employees/date?start=${today}&end=2001-01-01`, { token: t.adminB });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('end');
    expect((await t.api.get('/api/employees/date?end=2001-01-01', { token: t.adminB })).body.issues[0].path).toBe('start');
  });
});
