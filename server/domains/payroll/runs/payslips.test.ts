import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type PrintedPayslip, type PrintedPayslips } from '@contract';
import { schools } from '../../../db/schema';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

/** Printable payslips: the school's header, every line, and the year to date on each slip. */
const t = twoSchools();
let token = '';
let keyNo = 0;
const ids: Record<string, number> = {};
const runs: Record<string, number> = {};

const post = (path: string, body: object, key = true) =>
  t.api.post(`/api/${path}`, { token, headers: key ? { [IDEMPOTENCY_HEADER]: `slip-${++keyNo}-${Date.now()}` } : {}, body });
async function generate(month: string) {
  const res = await post('monthly_payroll', { month }, false);
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const approve = async (id: number) => expect((await post(`monthly_payroll/${id}/approve`, {})).status).toBe(201);
async function print(id: number, employeeId?: number) {
  const res = await t.api.get(`/api/monthly_payroll/${id}/payslips${employeeId ? `?employee_id=${employeeId}` : ''}`, { token });
  expect(res.status).toBe(200);
  return res.body as PrintedPayslips;
}
const slip = (printed: PrintedPayslips, employeeId: number) => printed.payslips.find((p) => p.employee_id === employeeId) as PrintedPayslip;

beforeAll(async () => {
  const school = await seedSchool(t.ctx);
  await t.ctx.database.db.update(schools).set({ address: '12 Hill Road', phone: '+1 555 0199' }).where(eq(schools.id, school.schoolId));
  token = await t.api.login(school.adminUsername, school.adminPassword);
  const employee = async (extra: object) => {
    const body = { first_name: 'Ada', last_name: unique('Lovelace'), gender: 'Female', job_title: 'Bursar', type: 'staff', hire_date: '2020-01-01', base_salary: 200_000, ...extra };
    return (await t.api.post('/api/employees', { token, body })).body.id as number;
  };
  ids.ada = await employee({});
  ids.joined = await employee({ hire_date: '2026-11-16', base_salary: 300_000 });
  expect((await post('employees/loans', { employee_id: ids.ada, date: '2025-11-20', amount: 100_000, instalment: 10_000, first_month: '2025-12', reason: 'Roof repair' })).status).toBe(201);
  expect((await t.api.post('/api/employees/deductions', { token, body: { employee_id: ids.ada, amount: 2_000, reason: 'Union dues', from_month: '2025-12', to_month: '2026-12' } })).status).toBe(201);
  // December 2025 approved; January and February 2026 approved; March generated, then cancelled.
  for (const month of ['2025-12', '2026-01', '2026-02']) {
    runs[month] = await generate(month);
    await approve(runs[month]);
  }
  runs['2026-03'] = await generate('2026-03');
  expect((await post(`monthly_payroll/${runs['2026-03']}/cancel`, { reason: 'Generated too early' }, false)).status).toBe(200);
  runs['2026-04'] = await generate('2026-04');
});

describe('printed payslips (/api/monthly_payroll/{id}/payslips)', () => {
  it('carries the school header and every line, so gross − deductions = net on the slip', async () => {
    const printed = await print(runs['2026-02']!);
    expect(printed).toMatchObject({ month: '2026-02', status: 'Approved', school: { address: '12 Hill Road', phone: '+1 555 0199', currency: expect.any(String) } });
    const ada = slip(printed, ids.ada!);
    expect(ada.items.map((i) => [i.kind, i.label, i.amount])).toEqual([
      ['loan', 'Staff loan 3 of 10', 10_000],
      ['deduction', 'Union dues', 2_000],
    ]);
    expect(ada.gross - ada.items.reduce((sum, i) => sum + i.amount, 0)).toBe(ada.net);
    expect(ada.deductions).toBe(12_000);
    expect(ada).toMatchObject({ employee_type: 'staff', job_title: 'Bursar', month: '2026-02', status: 'Approved' });
  });

  it('adds up the year to date over approved runs of the same calendar year only', async () => {
    expect(slip(await print(runs['2025-12']!), ids.ada!).ytd).toEqual({ gross: 200_000, deductions: 12_000, net: 188_000 });
    expect(slip(await print(runs['2026-01']!), ids.ada!).ytd).toEqual({ gross: 200_000, deductions: 12_000, net: 188_000 });
    expect(slip(await print(runs['2026-02']!), ids.ada!).ytd).toEqual({ gross: 400_000, deductions: 24_000, net: 376_000 });
    // January's year to date stays January's: later months do not count.
    expect(slip(await print(runs['2026-01']!), ids.ada!).ytd.gross).toBe(200_000);
  });

  it("counts a pending slip in its own year to date, but never a cancelled run's", async () => {
    const april = slip(await print(runs['2026-04']!), ids.ada!);
    expect(april.status).toBe('Pending');
    expect(april.ytd).toEqual({ gross: 600_000, deductions: 36_000, net: 564_000 });
    const march = await print(runs['2026-03']!);
    expect(march.status).toBe('Cancelled');
    expect(slip(march, ids.ada!).ytd).toEqual({ gross: 400_000, deductions: 24_000, net: 376_000 });
  });

  it('prints one employee, and answers 404 for an employee not in the run or another school', async () => {
    const one = await print(runs['2026-04']!, ids.ada);
    expect(one.payslips.map((p) => p.employee_id)).toEqual([ids.ada]);
    expect((await t.api.get(`/api/monthly_payroll/${runs['2026-04']}/payslips?employee_id=${ids.joined}`, { token })).status).toBe(404);
    expect((await t.api.get(`/api/monthly_payroll/${runs['2026-04']}/payslips`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/monthly_payroll/${runs['2026-04']}/payslips?employee_id=0`, { token })).status).toBe(400);
    expect((await t.api.get('/api/monthly_payroll/999999999/payslips', { token })).status).toBe(404);
  });

  it('prorates a mid-month hire on the slip', async () => {
    const nov = await generate('2026-11');
    expect(slip(await print(nov, ids.joined), ids.joined!)).toMatchObject({ days_worked: 15, days_in_month: 30, base_salary: 300_000, gross: 150_000, net: 150_000 });
  });
});
