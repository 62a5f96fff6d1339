import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type JournalEntry, type PayrollReport, type PayrollRun, type PrintedPayslips } from '@contract';
import { leaveRequests, leaveSettings, leaveTypes } from '../../../db/schema';
import { seedHoliday } from '../../../test/attendance-data';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

/**
 * Approved unpaid leave on the payslip (issue 35, ADR 046): the days counted per month on the
 * school's calendar, priced by the school's basis, capped at what was earned, posted as less
 * gross; and a run made before such leave was approved says it is out of date. The leave rows
 * are written directly: the request endpoints are another part of the issue.
 */
const t = twoSchools();
let keyNo = 0;

async function newSchool(basis?: 'school-days' | 'thirty') {
  const school = await seedSchool(t.ctx);
  if (basis) await t.ctx.database.db.insert(leaveSettings).values({ schoolId: school.schoolId, unpaidDayBasis: basis });
  const token = await t.api.login(school.adminUsername, school.adminPassword);
  return { schoolId: school.schoolId, yearId: school.academicYearId, token };
}
type School = Awaited<ReturnType<typeof newSchool>>;

async function addEmployee(token: string, extra: object = {}) {
  const body = { first_name: 'Grace', last_name: unique('Hopper'), gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-09-01', base_salary: 300_000, ...extra };
  const res = await t.api.post('/api/employees', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function leaveType(school: School, paid: boolean) {
  const [row] = await t.ctx.database.db
    .insert(leaveTypes)
    .values({ schoolId: school.schoolId, name: unique(paid ? 'Annual ' : 'Unpaid '), paid, daysPerYear: paid ? 20 : null })
    .returning({ id: leaveTypes.id });
  return row!.id;
}

interface Leave {
  half_first_day?: boolean;
  half_last_day?: boolean;
  status?: 'Requested' | 'Approved' | 'Refused' | 'Cancelled';
  /** Default: an hour ago for Approved and Cancelled, so before any run the test makes. */
  approvedAt?: 'now' | null;
}
async function leave(school: School, employeeId: number, typeId: number, start: string, end: string, o: Leave = {}) {
  const status = o.status ?? 'Approved';
  const decided = status === 'Approved' || status === 'Cancelled';
  const approvedAt = o.approvedAt === 'now' ? sql`now()` : decided && o.approvedAt !== null ? new Date(Date.now() - 3_600_000) : null;
  await t.ctx.database.db.insert(leaveRequests).values({
    schoolId: school.schoolId,
    employeeId,
    leaveTypeId: typeId,
    academicYearId: school.yearId,
    startDate: start,
    endDate: end,
    halfFirstDay: o.half_first_day ?? false,
    halfLastDay: o.half_last_day ?? false,
    days: 1, // what the request form counted; payroll counts again on the calendar
    status,
    approvedAt,
  });
}

async function generated(token: string, month: string) {
  const res = await t.api.post('/api/monthly_payroll', { token, body: { month } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function run(token: string, id: number) {
  const res = await t.api.get(`/api/monthly_payroll/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PayrollRun;
}
const approve = (token: string, id: number) => t.api.post(`/api/monthly_payroll/${id}/approve`, { token, headers: { [IDEMPOTENCY_HEADER]: `unpaid-${++keyNo}-${Date.now()}` }, body: {} });
const slipOf = (r: PayrollRun, employeeId: number) => r.payslips.find((p) => p.employee_id === employeeId)!;
const figures = (r: PayrollRun, employeeId: number) => {
  const s = slipOf(r, employeeId);
  return [s.unpaid_days, s.unpaid_amount, s.gross, s.net];
};

// November 2026: 21 weekdays (Mon 2nd … Mon 30th); Friday the 20th a holiday leaves 20 school days.
describe('unpaid leave priced on the month’s school days', () => {
  let school: School;
  const ids: Record<string, number> = {};
  let runId = 0;

  beforeAll(async () => {
    school = await newSchool(); // no leave_settings row: the basis defaults to school days
    await seedHoliday(t.ctx, school.schoolId, school.yearId, '2026-11-20');
    const [unpaid, paid] = [await leaveType(school, false), await leaveType(school, true)];
    for (const name of ['ada', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ivy']) {
      ids[name] = await addEmployee(school.token, name === 'hal' ? { hire_date: '2026-11-23' } : {});
    }
    await leave(school, ids.ada!, unpaid, '2026-11-09', '2026-11-10'); // 2 days
    await leave(school, ids.ben!, unpaid, '2026-11-12', '2026-11-12', { half_first_day: true }); // ½ day
    await leave(school, ids.ben!, unpaid, '2026-11-16', '2026-11-18', { half_first_day: true, half_last_day: true }); // ½ + 1 + ½
    await leave(school, ids.cy!, unpaid, '2026-11-19', '2026-11-23'); // Thu, the holiday, the weekend, Mon: 2 days
    await leave(school, ids.dee!, unpaid, '2026-11-30', '2026-12-02'); // 1 day in November, 2 in December
    await leave(school, ids.eve!, paid, '2026-11-09', '2026-11-13'); // paid: nothing taken
    await leave(school, ids.fay!, unpaid, '2026-11-09', '2026-11-09', { status: 'Refused' });
    await leave(school, ids.fay!, unpaid, '2026-11-10', '2026-11-10', { status: 'Requested' });
    await leave(school, ids.fay!, unpaid, '2026-11-11', '2026-11-11', { status: 'Cancelled' });
    await leave(school, ids.gus!, unpaid, '2026-11-02', '2026-11-03'); // 2 days, and a deduction that needs the rest
    const deduction = await t.api.post('/api/employees/deductions', {
      token: school.token,
      body: { employee_id: ids.gus, amount: 290_000, from_month: '2026-11', to_month: '2026-11', reason: 'Laptop' },
    });
    expect(deduction.status, JSON.stringify(deduction.body)).toBe(201);
    // Hired on the 23rd, on leave all month: only the 6 school days employed count, and never more than the 8 days earned.
    await leave(school, ids.hal!, unpaid, '2026-11-02', '2026-11-30');
    await leave(school, ids.ivy!, unpaid, '2026-10-26', '2026-10-30'); // October only
    runId = await generated(school.token, '2026-11');
  });

  it('takes base × days ÷ school days from the prorated pay, rounded half up, and stores it on the slip', async () => {
    const r = await run(school.token, runId);
    expect(figures(r, ids.ada!)).toEqual([2, 30_000, 270_000, 270_000]);
    expect(figures(r, ids.ben!)).toEqual([2.5, 37_500, 262_500, 262_500]);
    expect(figures(r, ids.cy!)).toEqual([2, 30_000, 270_000, 270_000]);
    expect(figures(r, ids.dee!)).toEqual([1, 15_000, 285_000, 285_000]);
    expect(figures(r, ids.ivy!)).toEqual([0, 0, 300_000, 300_000]);
    expect(r.out_of_date).toBeNull();
  });

  it('deducts neither paid leave nor requests that are not approved', async () => {
    const r = await run(school.token, runId);
    expect(figures(r, ids.eve!)).toEqual([0, 0, 300_000, 300_000]);
    expect(figures(r, ids.fay!)).toEqual([0, 0, 300_000, 300_000]);
  });

  it('never takes more than was earned, and the net-pay floor still holds after it', async () => {
    const r = await run(school.token, runId);
    const hal = slipOf(r, ids.hal!);
    expect([hal.days_worked, hal.unpaid_days, hal.unpaid_amount, hal.gross, hal.net]).toEqual([8, 6, 80_000, 0, 0]);
    const gus = slipOf(r, ids.gus!);
    expect([gus.unpaid_amount, gus.gross, gus.net]).toEqual([30_000, 270_000, 0]);
    expect(gus.items.map((i) => [i.kind, i.amount, i.deferred])).toEqual([['deduction', 270_000, 20_000]]);
    expect(r.warnings.map((w) => w.employee_id)).toEqual([ids.gus]);
  });

  it('sums the unpaid leave in the run totals, and prints it on the payslip', async () => {
    const r = await run(school.token, runId);
    expect(r.unpaid_leave).toBe(30_000 + 37_500 + 30_000 + 15_000 + 30_000 + 80_000);
    expect(r.gross).toBe(r.payslips.reduce((s, p) => s + p.gross, 0));
    const printed = (await t.api.get(`/api/monthly_payroll/${runId}/payslips?employee_id=${ids.ben}`, { token: school.token })).body as PrintedPayslips;
    expect(printed.payslips.map((p) => [p.unpaid_days, p.unpaid_amount, p.gross])).toEqual([[2.5, 37_500, 262_500]]);
  });

  it('counts leave across two months in each, for the days that fall there', async () => {
    const december = await run(school.token, await generated(school.token, '2026-12'));
    // December 2026 has 23 weekdays: 300,000 × 2 ÷ 23 = 26,086.95… → 26,087.
    expect(figures(december, ids.dee!)).toEqual([2, 26_087, 273_913, 273_913]);
    expect(figures(december, ids.ada!)).toEqual([0, 0, 300_000, 300_000]);
  });

  it('posts the reduced gross: the approval entry balances and Salary expense is Σ gross', async () => {
    const r = await run(school.token, runId);
    const res = await approve(school.token, runId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: school.token })).body as JournalEntry;
    const total = (side: 'debit' | 'credit') => entry.lines.reduce((s, l) => s + l[side], 0);
    expect(total('debit')).toBe(total('credit'));
    expect(entry.lines.filter((l) => l.account_code === '5000').reduce((s, l) => s + l.debit, 0)).toBe(r.gross);
    expect(entry.lines.find((l) => l.employee_id === ids.ada && l.account_code === '5000')?.debit).toBe(270_000);
  });

  it('shows the unpaid leave as a column of the payroll report', async () => {
    const res = await t.api.get('/api/employees/payroll?from=2026-11&to=2026-11', { token: school.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as PayrollReport;
    expect(report.rows.map((row) => [row.month, row.employee_type, row.unpaid_leave])).toEqual([['2026-11', 'teacher', 222_500]]);
    expect(report.total.unpaid_leave).toBe(222_500);
  });
});

describe('unpaid leave priced at a 30th of the base', () => {
  it('takes base × days ÷ 30 whatever the month, halves included', async () => {
    const school = await newSchool('thirty');
    await seedHoliday(t.ctx, school.schoolId, school.yearId, '2026-11-20');
    const unpaid = await leaveType(school, false);
    const [ada, ben] = [await addEmployee(school.token), await addEmployee(school.token, { base_salary: 310_000 })];
    await leave(school, ada, unpaid, '2026-11-09', '2026-11-10');
    await leave(school, ben, unpaid, '2026-11-19', '2026-11-23', { half_last_day: true }); // Thu, (holiday), Mon morning: 1½
    const r = await run(school.token, await generated(school.token, '2026-11'));
    expect(figures(r, ada)).toEqual([2, 20_000, 280_000, 280_000]);
    expect(figures(r, ben)).toEqual([1.5, 15_500, 294_500, 294_500]);
  });
});

describe('a run made before unpaid leave was approved', () => {
  it('says it is out of date until it is regenerated, and tells an approved run what to do', async () => {
    const school = await newSchool();
    const [unpaid, paid] = [await leaveType(school, false), await leaveType(school, true)];
    const ada = await addEmployee(school.token);
    const id = await generated(school.token, '2026-11');
    expect((await run(school.token, id)).out_of_date).toBeNull();

    // Paid leave, another month's unpaid leave and a request still waiting change nothing.
    await leave(school, ada, paid, '2026-11-09', '2026-11-10', { approvedAt: 'now' });
    await leave(school, ada, unpaid, '2026-12-07', '2026-12-08', { approvedAt: 'now' });
    await leave(school, ada, unpaid, '2026-11-16', '2026-11-16', { status: 'Requested' });
    expect((await run(school.token, id)).out_of_date).toBeNull();

    await leave(school, ada, unpaid, '2026-11-30', '2026-12-01', { approvedAt: 'now' }); // touches November by one day
    const stale = await run(school.token, id);
    expect(stale.out_of_date).toMatch(/^Leave without pay was approved after this payroll was generated on \d{1,2} [A-Z][a-z]{2} \d{4}: regenerate it to take it into account\.$/);
    expect(figures(stale, ada)).toEqual([0, 0, 300_000, 300_000]);

    expect(await generated(school.token, '2026-11')).toBe(id);
    const fresh = await run(school.token, id);
    expect(fresh.out_of_date).toBeNull();
    // November has 21 school days here (no holiday): 300,000 ÷ 21 = 14,285.71… → 14,286.
    expect(figures(fresh, ada)).toEqual([1, 14_286, 285_714, 285_714]);

    expect((await approve(school.token, id)).status).toBe(201);
    // Approved, then cancelled after the run was made: the run was still made without it standing.
    await leave(school, ada, unpaid, '2026-11-24', '2026-11-24', { status: 'Cancelled', approvedAt: 'now' });
    const approved = await run(school.token, id);
    expect(approved.status).toBe('Approved');
    expect(approved.out_of_date).toMatch(/: the approved run does not include it, so the leave needs a deduction, or the run cancelled and generated again\.$/);
  });
});

describe('tenancy', () => {
  it("never lets another school's leave reach this school's run", async () => {
    const school = await newSchool();
    const ada = await addEmployee(school.token);
    const id = await generated(school.token, '2026-11');
    // School B: its own unpaid type, and an employee on unpaid leave approved after this school's run was made.
    const other: School = { schoolId: t.schoolB.schoolId, yearId: t.schoolB.academicYearId, token: t.adminB };
    const otherType = await leaveType(other, false);
    const bob = await addEmployee(t.adminB);
    await leave(other, bob, otherType, '2026-11-02', '2026-11-13', { approvedAt: 'now' });
    const ours = await run(school.token, id);
    expect(ours.out_of_date).toBeNull();
    expect(await generated(school.token, '2026-11')).toBe(id);
    expect(figures(await run(school.token, id), ada)).toEqual([0, 0, 300_000, 300_000]);
    // B's own run does take it: 10 school days of November's 21.
    const theirs = await run(t.adminB, await generated(t.adminB, '2026-11'));
    expect(figures(theirs, bob)).toEqual([10, 142_857, 157_143, 157_143]);
    expect((await t.api.get(`/api/monthly_payroll/${id}`, { token: t.adminB })).status).toBe(404);
  });
});
