import { beforeAll, describe, expect, it } from 'vitest';
import type { LoanReport, PayrollReport, PayrollRun, PersonalReport, PayrollTotals } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { buildPayroll, type Payroll } from './payroll-reports.fixtures';

const t = twoSchools();
let P: Payroll;
const get = async <T>(path: string, token = t.adminA) => {
  const res = await t.api.get<T>(`/api/employees/${path}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const totals = (employees: number, gross: number, advances: number, loans: number, deductions: number, net: number, paid: number, unpaidLeave = 0): PayrollTotals => ({
  employees,
  unpaid_leave: unpaidLeave,
  gross,
  advances,
  loans,
  deductions,
  net,
  paid,
});
/** The personal report's total: its months' sums, without the run totals' unpaid leave. */
const personalTotals = (...figures: Parameters<typeof totals>) => {
  const { unpaid_leave: _unpaid, ...rest } = totals(...figures);
  return rest;
};

beforeAll(async () => {
  P = await buildPayroll(t);
});

describe('payroll report (/api/employees/payroll)', () => {
  it('sums approved and paid runs by month and employee type, with what was paid out', async () => {
    const r = await get<PayrollReport>('payroll?from=2026-01&to=2026-12');
    expect([r.from, r.to]).toEqual(['2026-01', '2026-12']);
    // October's approved run was cancelled and its regenerated run is still Pending: neither counts.
    const cancelled = await t.api.get<PayrollRun>(`/api/monthly_payroll/${P.runs.octCancelled}`, { token: t.adminA });
    expect([cancelled.body.status, cancelled.body.gross]).toEqual(['Cancelled', 230_000]);
    expect(r.rows).toEqual([
      { month: '2026-08', employee_type: 'teacher', ...totals(2, 180_000, 10_000, 0, 5_000, 165_000, 165_000) },
      { month: '2026-08', employee_type: 'staff', ...totals(1, 50_000, 0, 10_000, 0, 40_000, 40_000) },
      { month: '2026-09', employee_type: 'teacher', ...totals(2, 180_000, 10_000, 0, 5_000, 165_000, 95_000) },
      { month: '2026-09', employee_type: 'staff', ...totals(1, 50_000, 0, 10_000, 0, 40_000, 0) },
    ]);
    // Each person counts once per type and in all, however many months they were paid.
    expect(r.by_type).toEqual([
      { employee_type: 'teacher', ...totals(2, 360_000, 20_000, 0, 10_000, 330_000, 260_000) },
      { employee_type: 'staff', ...totals(1, 100_000, 0, 20_000, 0, 80_000, 40_000) },
    ]);
    expect(r.total).toEqual(totals(3, 460_000, 20_000, 20_000, 10_000, 410_000, 300_000));
  });

  it("agrees with each run's own totals", async () => {
    const r = await get<PayrollReport>('payroll?from=2026-08&to=2026-09');
    for (const [month, id] of [['2026-08', P.runs.aug], ['2026-09', P.runs.sep]] as const) {
      const run = (await t.api.get<PayrollRun>(`/api/monthly_payroll/${id}`, { token: t.adminA })).body;
      const sum = totals(0, 0, 0, 0, 0, 0, 0);
      for (const row of r.rows.filter((x) => x.month === month)) for (const k of Object.keys(sum) as (keyof PayrollTotals)[]) sum[k] += row[k];
      const { employees, unpaid_leave, gross, advances, loans, deductions, net, paid } = run;
      expect(sum, month).toEqual({ employees, unpaid_leave, gross, advances, loans, deductions, net, paid });
    }
  });

  it('keeps to the months and the type asked for, and answers zeros for a range with no runs', async () => {
    const sep = await get<PayrollReport>('payroll?from=2026-09&to=2026-10&type=staff');
    expect(sep.rows.map((row) => [row.month, row.employee_type, row.net])).toEqual([['2026-09', 'staff', 40_000]]);
    expect(sep.total).toEqual(totals(1, 50_000, 0, 10_000, 0, 40_000, 0));
    const none = await get<PayrollReport>('payroll?from=2025-01&to=2025-12');
    expect(none).toEqual({ from: '2025-01', to: '2025-12', rows: [], by_type: [], total: totals(0, 0, 0, 0, 0, 0, 0) });
    expect((await get<PayrollReport>('payroll?from=2026-01&to=2026-12&type=driver')).rows).toEqual([]);
    // School B has no payroll; nothing of school A's shows there.
    expect((await get<PayrollReport>('payroll?from=2026-01&to=2026-12', t.adminB)).total).toEqual(totals(0, 0, 0, 0, 0, 0, 0));
  });

  it('refuses a bad range or type with 400 naming the field', async () => {
    for (const [query, field] of [
      ['to=2026-09', 'from'],
      ['from=2026-09', 'to'],
      ['from=2026-09&to=2026-08', 'to'],
      ['from=2026-13&to=2026-12', 'from'],
      ['from=2026-9&to=2026-12', 'from'],
      ["from=2026-01&to=2026-02'%20or%201=1--", 'to'],
      ['from=2026-01&to=2026-02&type=manager', 'type'],
      [`from=2026-01&to=2026-02&type=${'x'.repeat(5000)}`, 'type'],
    ]) {
      const bad = await t.api.get(`/api/employees/payroll?${query}`, { token: t.adminA });
      expect(bad.status, query).toBe(400);
      expect(bad.body.issues.map((i: { path: string }) => i.path), query).toEqual([field]);
    }
  });
});

describe('loan report (/api/employees/loan-report)', () => {
  it('lists every advance and loan with principal, recovered, remaining and schedule', async () => {
    const r = await get<LoanReport>('loan-report');
    expect(r.rows.map((row) => [row.kind, row.employee_name, row.amount, row.recovered, row.remaining, row.status, row.next_month, row.last_month])).toEqual([
      ['advance', 'Tom Otieno', 20_000, 20_000, 0, 'Repaid', null, '2026-09'],
      ['loan', 'Sam Otieno', 30_000, 20_000, 10_000, 'Active', '2026-10', '2026-10'],
    ]);
    for (const row of r.rows) expect(row.recovered + row.remaining).toBe(row.amount);
    expect(r.total).toEqual({ amount: 50_000, recovered: 40_000, remaining: 10_000 });
    const loan = r.rows.find((row) => row.id === P.loan)!;
    expect(loan).toMatchObject({ employee_id: P.staff.Sam, paid_on: '2026-08-03', instalment: 10_000, reason: 'Motorbike', employee_number: 'E-Sam' });
    // The cancelled October run released its line; the regenerated one holds the instalment.
    expect(loan.schedule.map((i) => [i.seq, i.month, i.amount, i.status, i.run_id])).toEqual([
      [1, '2026-08', 10_000, 'Recovered', P.runs.aug],
      [2, '2026-09', 10_000, 'Recovered', P.runs.sep],
      [3, '2026-10', 10_000, 'Pending', P.runs.oct],
    ]);
  });

  it('filters by kind, status and employee, and shows another school nothing', async () => {
    const ids = async (query: string, token = t.adminA) => (await get<LoanReport>(`loan-report?${query}`, token)).rows.map((r) => r.id);
    expect(await ids('kind=loan')).toEqual([P.loan]);
    expect(await ids('status=Repaid')).toEqual([P.advance]);
    expect(await ids('status=Active&kind=advance')).toEqual([]);
    expect(await ids(`employee_id=${P.staff.Tom}`)).toEqual([P.advance]);
    expect(await get<LoanReport>('loan-report', t.adminB)).toEqual({ rows: [], total: { amount: 0, recovered: 0, remaining: 0 } });
    for (const [query, field] of [['kind=salary', 'kind'], ['status=Open', 'status'], ['employee_id=abc', 'employee_id'], ['employee_id=0', 'employee_id']]) {
      const bad = await t.api.get(`/api/employees/loan-report?${query}`, { token: t.adminA });
      expect(bad.status, query).toBe(400);
      expect(bad.body.issues[0].path, query).toBe(field);
    }
  });
});

describe('personal report (/api/employees/personal-report/:id)', () => {
  it("shows the employee's slips month by month, a pending one marked, and totals over approved ones", async () => {
    const r = await get<PersonalReport>(`personal-report/${P.staff.Sam}?from=2026-01&to=2026-12`);
    expect(r.employee).toEqual({ id: P.staff.Sam, number: 'E-Sam', name: 'Sam Otieno', type: 'staff', job_title: 'Bursar', base_salary: 50_000, hire_date: '2020-01-01', left_on: null, status: 'Active' });
    expect(r.months).toEqual([
      { month: '2026-08', status: 'Paid', run_id: P.runs.aug, gross: 50_000, advances: 0, loans: 10_000, deductions: 0, net: 40_000, paid_on: '2026-08-31' },
      { month: '2026-09', status: 'Approved', run_id: P.runs.sep, gross: 50_000, advances: 0, loans: 10_000, deductions: 0, net: 40_000, paid_on: null },
      { month: '2026-10', status: 'Pending', run_id: P.runs.oct, gross: 50_000, advances: 0, loans: 10_000, deductions: 0, net: 40_000, paid_on: null },
    ]);
    expect(r.total).toEqual(personalTotals(1, 100_000, 0, 20_000, 0, 80_000, 40_000));
    expect(r.recoveries.map((x) => [x.id, x.recovered, x.remaining, x.next_month])).toEqual([[P.loan, 20_000, 10_000, '2026-10']]);
    expect(r.recoveries[0]).not.toHaveProperty('schedule');
    expect(r.deductions).toEqual([]);
  });

  it('keeps to the range, and lists deductions with what approved slips took', async () => {
    const r = await get<PersonalReport>(`personal-report/${P.staff.Tina}?from=2026-09&to=2026-09`);
    expect(r.months.map((m) => [m.month, m.deductions, m.net, m.paid_on])).toEqual([['2026-09', 5_000, 95_000, '2026-09-30']]);
    expect(r.total).toEqual(personalTotals(1, 100_000, 0, 0, 5_000, 95_000, 95_000));
    expect(r.deductions).toEqual([
      {
        id: P.deduction,
        version: expect.any(Number),
        employee_id: P.staff.Tina,
        employee_name: 'Tina Otieno',
        employee_number: 'E-Tina',
        amount: 5_000,
        reason: 'Union dues',
        from_month: '2026-08',
        to_month: '2026-09',
        recurring: true,
        status: 'Active',
        applied_months: 2,
        applied_total: 10_000,
      },
    ]);
    const before = await get<PersonalReport>(`personal-report/${P.staff.Tina}?from=2025-01&to=2025-12`);
    expect([before.months, before.total]).toEqual([[], personalTotals(0, 0, 0, 0, 0, 0, 0)]);
  });

  it("answers 404 for another school's employee or none, and 400 naming a bad id or range", async () => {
    const range = 'from=2026-01&to=2026-12';
    expect((await t.api.get(`/api/employees/personal-report/${P.other}?${range}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get(`/api/employees/personal-report/${P.staff.Tina}?${range}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/employees/personal-report/99999999?${range}`, { token: t.adminA })).status).toBe(404);
    for (const [path, field] of [
      [`0?${range}`, 'id'],
      [`abc?${range}`, 'id'],
      [`${P.staff.Tina}?from=2026-05&to=2026-04`, 'to'],
      [`${P.staff.Tina}?to=2026-04`, 'from'],
    ]) {
      const bad = await t.api.get(`/api/employees/personal-report/${path}`, { token: t.adminA });
      expect(bad.status, path).toBe(400);
      expect(bad.body.issues[0].path, path).toBe(field);
    }
  });
});

describe('privileges', () => {
  it("needs each report's own privilege", async () => {
    const holder = await seedUser(t.ctx, t.schoolA.schoolId, ['payroll-report']);
    const token = await t.api.login(holder.username, holder.password);
    const status = async (path: string, as = token) => (await t.api.get(`/api/employees/${path}`, { token: as })).status;
    const person = `personal-report/${P.staff.Tina}?from=2026-01&to=2026-12`;
    expect([await status('payroll?from=2026-01&to=2026-12'), await status('loan-report'), await status(person)]).toEqual([200, 403, 403]);
    const other = await seedUser(t.ctx, t.schoolA.schoolId, ['loan-report', 'employee-report']);
    const token2 = await t.api.login(other.username, other.password);
    expect([await status('payroll?from=2026-01&to=2026-12', token2), await status('loan-report', token2), await status(person, token2)]).toEqual([403, 200, 200]);
    expect((await t.api.get('/api/employees/loan-report')).status).toBe(401);
  });
});
