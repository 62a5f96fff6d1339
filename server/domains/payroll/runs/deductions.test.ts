import { beforeAll, describe, expect, it } from 'vitest';
import type { Deduction } from '@contract';
import { payrollRuns, payslipItems, payslips } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const ids: Record<string, number> = {};

const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post('/api/employees/deductions', { token, body });
const get = async (id: number) => (await t.api.get(`/api/employees/deductions/${id}`, { token: t.adminA })).body as Deduction;
const list = async (q = '') => (await t.api.get(`/api/employees/deductions?${q}`, { token: t.adminA })).body;
const union = (extra: Record<string, unknown> = {}) => ({ employee_id: ids.ada, amount: 2_500, reason: 'Staff union dues', from_month: '2026-12', to_month: '2027-06', ...extra });

beforeAll(async () => {
  Object.assign(ids, {
    ada: (await seedEmployee(t.ctx, t.schoolA.schoolId)).id,
    ben: (await seedEmployee(t.ctx, t.schoolA.schoolId, 'driver')).id,
    gone: (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff', 'Inactive')).id,
    theirs: (await seedEmployee(t.ctx, t.schoolB.schoolId)).id,
  });
});

describe('deductions (/api/employees/deductions)', () => {
  it('adds a recurring deduction and a one-off one, months as YYYY-MM', async () => {
    const res = await add(union());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The deduction has been added', id: expect.any(Number) });
    ids.union = res.body.id;
    expect(await get(ids.union!)).toMatchObject({ employee_id: ids.ada, amount: 2_500, from_month: '2026-12', to_month: '2027-06', recurring: true, status: 'Active', applied_months: 0, applied_total: 0, version: 1 });
    const once = await add({ employee_id: ids.ben, amount: 8_000, reason: 'Broken window', from_month: '2027-01' });
    ids.once = once.body.id;
    expect(await get(ids.once!)).toMatchObject({ from_month: '2027-01', to_month: '2027-01', recurring: false });
  });

  it('lists by the month a deduction applies in, by employee and by status', async () => {
    const idsOf = (page: { data: Deduction[] }) => page.data.map((d) => d.id).sort();
    expect(idsOf(await list('month=2027-01'))).toEqual([ids.union, ids.once].sort());
    expect(idsOf(await list('month=2026-12'))).toEqual([ids.union]);
    expect(idsOf(await list('month=2027-07'))).toEqual([]);
    expect(idsOf(await list('month=2026-11'))).toEqual([]);
    expect(idsOf(await list(`employee_id=${ids.ben}`))).toEqual([ids.once]);
    expect((await list('sort=amount&order=desc')).data[0].id).toBe(ids.once);
    expect((await list('status=Cancelled')).total).toBe(0);
    expect((await t.api.get('/api/employees/deductions?month=2027-1', { token: t.adminA })).status).toBe(400);
  });

  it('refuses bad input by field and writes nothing', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, number, string][] = [
      [union({ employee_id: undefined }), 400, 'employee_id'],
      [union({ amount: 'lots' }), 400, 'amount'],
      [union({ amount: -1 }), 400, 'amount'],
      [union({ amount: 0 }), 400, 'amount'],
      [union({ amount: 1e13 }), 400, 'amount'],
      [union({ reason: 'Dues\u0000' }), 400, 'reason'],
      [union({ reason: '<b>'.repeat(70) }), 400, 'reason'],
      [union({ from_month: '2026-12-01' }), 400, 'from_month'],
      [union({ to_month: '2026-11' }), 400, 'to_month'],
      [union({ employee_id: ids.gone }), 422, 'employee_id'],
      [union({ employee_id: ids.theirs }), 422, 'employee_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await add(body);
      expect([res.status, res.body.issues?.map((i: { path: string }) => i.path)], JSON.stringify(body)).toEqual([status, expect.arrayContaining([field])]);
    }
    for (const body of [[], 'dues', null]) expect((await add(body as never)).status).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('saves new terms from the current version, and refuses a stale copy', async () => {
    const { version } = await get(ids.union!);
    const save = (body: Record<string, unknown>) => t.api.put(`/api/employees/deductions/${ids.union}`, { token: t.adminA, body: { version, amount: 3_000, reason: 'Staff union dues (new rate)', from_month: '2026-12', to_month: null, status: 'Active', ...body } });
    expect((await save({ status: 'Paused' })).status).toBe(400);
    expect((await save({ from_month: '2027-02', to_month: '2027-01' })).status).toBe(400);
    expect((await save({})).status).toBe(200);
    expect(await get(ids.union!)).toMatchObject({ amount: 3_000, to_month: '2026-12', recurring: false, version: version + 1 });
    const stale = await save({ status: 'Cancelled' });
    expect(stale.status).toBe(409);
    expect((await get(ids.union!)).status).toBe('Active');
    const cancel = await t.api.put(`/api/employees/deductions/${ids.union}`, { token: t.adminA, body: { version: version + 1, amount: 3_000, reason: 'Left the union', from_month: '2026-12', status: 'Cancelled' } });
    expect(cancel.status).toBe(200);
    expect((await list('status=Cancelled')).data.map((d: Deduction) => d.id)).toEqual([ids.union]);
  });

  it('counts what approved payslips took, not a pending run nor a line the floor held back', async () => {
    const db = t.ctx.database.db;
    const schoolId = t.schoolA.schoolId;
    const slip = async (month: string, status: string, amount: number, deferred = 0) => {
      const [run] = await db.insert(payrollRuns).values({ schoolId, month, status }).returning({ id: payrollRuns.id });
      const [p] = await db.insert(payslips).values({ schoolId, runId: run!.id, employeeId: ids.ben!, baseSalary: 90_000, daysWorked: 31, daysInMonth: 31, gross: 90_000, net: 0 }).returning({ id: payslips.id });
      await db.insert(payslipItems).values({ schoolId, payslipId: p!.id, kind: 'deduction', deductionId: ids.once!, label: 'Broken window', amount, deferred });
    };
    await slip('2027-01-01', 'Paid', 8_000);
    await slip('2027-02-01', 'Approved', 0, 8_000);
    await slip('2027-03-01', 'Pending', 8_000);
    expect(await get(ids.once!)).toMatchObject({ applied_months: 1, applied_total: 8_000 });
  });

  it('keeps each school to its own, and each action to its privilege', async () => {
    const b = { token: t.adminB };
    expect((await t.api.get(`/api/employees/deductions/${ids.once}`, b)).status).toBe(404);
    expect((await t.api.put(`/api/employees/deductions/${ids.once}`, { ...b, body: { amount: 1, reason: 'Mine now', from_month: '2027-01', status: 'Cancelled' } })).status).toBe(404);
    expect((await t.api.get('/api/employees/deductions', b)).body.total).toBe(0);
    expect((await t.api.get('/api/employees/deductions/abc', { token: t.adminA })).status).toBe(400);
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['deductions']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await t.api.get('/api/employees/deductions', { token })).status).toBe(200);
    expect((await add(union(), token)).status).toBe(403);
    expect((await t.api.put(`/api/employees/deductions/${ids.once}`, { token, body: { amount: 1, reason: 'Changed', from_month: '2027-01', status: 'Active' } })).status).toBe(403);
  });
});
