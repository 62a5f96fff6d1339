import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, type Account, type JournalEntry, type PayrollRun, type RecoveryDetail } from '@contract';
import { readRows } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { deductions, employees, payrollRuns, recoveries, recoveryInstalments } from '../../../db/schema';
import { toActor } from '../../../lib/actor';
import { defaultAccount, writeEntries } from '../../finance/public';
import { loadSession } from '../../../lib/session';
import { seedUser } from '../../../test/fixtures';
import { seedSchool, unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';

/**
 * The monthly run through the API: generate (proration, instalments, the floor), approve,
 * pay, cancel, and who may do what. Each test that needs a clean payroll makes its own school,
 * since every run pays every employee of its school.
 */
const t = twoSchools();
let keyNo = 0;
const newKey = () => `run-${++keyNo}-${Date.now()}`;

async function newSchool() {
  const school = await seedSchool(t.ctx);
  return { schoolId: school.schoolId, token: await t.api.login(school.adminUsername, school.adminPassword) };
}

const employeeBody = (extra: object) => ({
  first_name: 'Grace',
  last_name: unique('Hopper'),
  gender: 'Female',
  job_title: 'Mathematics teacher',
  type: 'teacher',
  hire_date: '2020-09-01',
  base_salary: 300_000,
  ...extra,
});
async function addEmployee(token: string, extra: object = {}) {
  const res = await t.api.post('/api/employees', { token, body: employeeBody(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const money = (token: string, path: string, body: object, key: string | null = newKey()) =>
  t.api.post(`/api/${path}`, { token, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {}, body });
async function payOut(token: string, kind: 'advances' | 'loans', body: object) {
  const res = await money(token, `employees/${kind}`, { reason: 'For the family', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function deduct(token: string, body: object) {
  const res = await t.api.post('/api/employees/deductions', { token, body: { reason: 'Pension', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const generate = (token: string, month: string) => t.api.post('/api/monthly_payroll', { token, body: { month } });
async function generated(token: string, month: string) {
  const res = await generate(token, month);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function run(token: string, id: number) {
  const res = await t.api.get(`/api/monthly_payroll/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as PayrollRun;
}
const approve = (token: string, id: number, body: object = {}, key: string | null = newKey()) => money(token, `monthly_payroll/${id}/approve`, body, key);
const pay = (token: string, id: number, body: object, key: string | null = newKey()) => money(token, `monthly_payroll/${id}/pay`, body, key);
const cancel = (token: string, id: number, body: object, key: string | null = newKey()) => money(token, `monthly_payroll/${id}/cancel`, { reason: 'Wrong figures', ...body }, key);
async function balances(token: string) {
  const data = (await t.api.get('/api/finance/accounts?limit=500', { token })).body.data as Account[];
  return Object.fromEntries(data.map((a) => [a.code, a.balance]));
}
const slipOf = (r: PayrollRun, employeeId: number) => r.payslips.find((p) => p.employee_id === employeeId)!;
const schedule = async (token: string, kind: 'advances' | 'loans', id: number) => (await t.api.get(`/api/employees/${kind}/${id}`, { token })).body as RecoveryDetail;

describe('a full month', () => {
  const ids: Record<string, number> = {};
  let token = '';
  let runId = 0;

  beforeAll(async () => {
    ({ token } = await newSchool());
    ids.ada = await addEmployee(token, { base_salary: 300_000 });
    ids.newcomer = await addEmployee(token, { hire_date: '2026-10-16', base_salary: 310_000 });
    ids.leaver = await addEmployee(token, { base_salary: 310_000 });
    ids.later = await addEmployee(token, { hire_date: '2026-11-02' });
    ids.unpaid = await addEmployee(token, { base_salary: 0 });
    ids.gone = await addEmployee(token);
    expect((await t.api.post(`/api/employees/${ids.leaver}/deactivate`, { token, body: { left_on: '2026-10-10' } })).status).toBe(200);
    expect((await t.api.post(`/api/employees/${ids.gone}/deactivate`, { token, body: { left_on: '2026-09-30' } })).status).toBe(200);
    ids.advance = await payOut(token, 'advances', { employee_id: ids.ada, date: '2026-09-20', amount: 60_000, instalments: 3, first_month: '2026-10' });
    ids.loan = await payOut(token, 'loans', { employee_id: ids.ada, date: '2026-09-25', amount: 100_000, instalment: 25_000, first_month: '2026-10' });
    ids.deduction = await deduct(token, { employee_id: ids.ada, amount: 5_000, from_month: '2026-10', to_month: '2026-12' });
  });

  it('generates a slip per employee paid that month, prorated by hire and leaving date, every line shown', async () => {
    const res = await generate(token, '2026-10');
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^October 2026 payroll generated: 3 employees, net pay/);
    runId = res.body.id;
    const r = await run(token, runId);
    expect(r).toMatchObject({ month: '2026-10', status: 'Pending', employees: 3, warnings: [], entry_id: null, approved_on: null, generated_by: expect.any(String) });
    expect(r.payslips.map((p) => p.employee_id).sort()).toEqual([ids.ada, ids.newcomer, ids.leaver].sort());
    const ada = slipOf(r, ids.ada!);
    expect(ada).toMatchObject({ base_salary: 300_000, days_worked: 31, days_in_month: 31, gross: 300_000, deductions: 50_000, net: 250_000, paid_on: null });
    expect(ada.items.map((i) => [i.kind, i.label, i.amount, i.deferred])).toEqual([
      ['advance', 'Salary advance (Sep 2026), 1 of 3', 20_000, 0],
      ['loan', 'Staff loan 1 of 4', 25_000, 0],
      ['deduction', 'Pension', 5_000, 0],
    ]);
    expect(slipOf(r, ids.newcomer!)).toMatchObject({ days_worked: 16, gross: 160_000, net: 160_000, items: [] });
    expect(slipOf(r, ids.leaver!)).toMatchObject({ days_worked: 10, gross: 100_000, net: 100_000 });
    expect(r).toMatchObject({ gross: 560_000, advances: 20_000, loans: 25_000, deductions: 5_000, net: 510_000, paid: 0 });
    const list = await t.api.get('/api/monthly_payroll', { token });
    expect(list.body).toMatchObject({ total: 1, data: [{ id: runId, month: '2026-10', status: 'Pending', net: 510_000 }] });
  });

  it('approves once: one balanced entry, Salary expense = Σ gross, Salaries payable = Σ net; a retry answers the same', async () => {
    const before = await balances(token);
    const key = newKey();
    const res = await approve(token, runId, {}, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token })).body as JournalEntry;
    expect(entry).toMatchObject({ date: '2026-10-31', kind: 'payroll', reference: 'payroll:2026-10', memo: 'Payroll October 2026' });
    const sum = (code: string, side: 'debit' | 'credit') => entry.lines.filter((l) => l.account_code === code).reduce((s, l) => s + l[side], 0);
    expect(sum('5000', 'debit')).toBe(560_000);
    expect([sum('1200', 'credit'), sum('1210', 'credit'), sum('2200', 'credit'), sum('2000', 'credit')]).toEqual([20_000, 25_000, 5_000, 510_000]);
    expect(entry.lines.every((l) => l.employee_id !== null && l.debit + l.credit > 0)).toBe(true);
    const after = await balances(token);
    expect(after['5000']! - before['5000']!).toBe(560_000);
    expect(after['2000']! - before['2000']!).toBe(510_000);
    expect(after['1200']! - before['1200']!).toBe(-20_000);
    const replay = await approve(token, runId, {}, key);
    expect([replay.status, replay.body.entry_id, replay.headers.get(REPLAYED_HEADER)]).toEqual([201, res.body.entry_id, 'true']);
    expect(await balances(token)).toEqual(after);
    // Another key is another approval: refused.
    expect((await approve(token, runId)).status).toBe(409);
    expect((await generate(token, '2026-10')).body).toMatchObject({ message: 'October 2026 payroll is already approved.', issues: [{ path: 'month' }] });
    // The run says the day it was approved on: the client dates a payment no earlier.
    expect(await run(token, runId)).toMatchObject({ status: 'Approved', approved_on: '2026-10-31' });
    expect((await schedule(token, 'loans', ids.loan!))).toMatchObject({ recovered: 25_000, remaining: 75_000 });
  });

  it('pays one employee, then the rest: the run is Paid and the cash is down by Σ net', async () => {
    const before = await balances(token);
    const one = await pay(token, runId, { date: '2026-11-02', employee_ids: [ids.ada] });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    let r = await run(token, runId);
    expect(r).toMatchObject({ status: 'Approved', paid: 250_000 });
    expect(slipOf(r, ids.ada!).paid_on).toBe('2026-11-02');
    const twice = await pay(token, runId, { date: '2026-11-02', employee_ids: [ids.ada] });
    expect(twice.body.issues).toEqual([{ path: 'employee_ids', message: expect.stringContaining('already been paid') }]);
    expect((await pay(token, runId, { date: '2026-11-02', employee_ids: [ids.later] })).status).toBe(422);
    expect((await pay(token, runId, { date: '2026-10-30' })).body.issues[0].path).toBe('date');
    const rest = await pay(token, runId, { date: '2026-11-03' });
    expect(rest.status).toBe(201);
    r = await run(token, runId);
    expect(r).toMatchObject({ status: 'Paid', paid: 510_000 });
    const after = await balances(token);
    expect(before['1000']! - after['1000']!).toBe(510_000);
    expect(after['2000']).toBe(before['2000']! - 510_000);
    expect((await pay(token, runId, { date: '2026-11-03' })).status).toBe(409);
    expect((await cancel(token, runId, {})).body.message).toBe('Some employees have been paid: the run cannot be cancelled.');
  });

  it('prints the slips with the school and the year to date', async () => {
    const res = await t.api.get(`/api/monthly_payroll/${runId}/payslips?employee_id=${ids.ada}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({ name: expect.any(String), currency: expect.any(String) });
    expect(res.body.payslips).toHaveLength(1);
    expect(res.body.payslips[0]).toMatchObject({ month: '2026-10', status: 'Paid', gross: 300_000, net: 250_000, ytd: { gross: 300_000, deductions: 50_000, net: 250_000 } });
    // November, still pending, counts itself on top of October.
    const nov = await generated(token, '2026-11');
    const printed = (await t.api.get(`/api/monthly_payroll/${nov}/payslips`, { token })).body;
    const ada = printed.payslips.find((p: { employee_id: number }) => p.employee_id === ids.ada);
    expect(ada.items.map((i: { label: string }) => i.label)).toEqual(['Salary advance (Sep 2026), 2 of 3', 'Staff loan 2 of 4', 'Pension']);
    expect(ada.ytd).toEqual({ gross: 600_000, deductions: 100_000, net: 500_000 });
    expect(printed.payslips.map((p: { employee_id: number }) => p.employee_id)).toContain(ids.later);
    expect((await t.api.get(`/api/monthly_payroll/${nov}/payslips?employee_id=${ids.gone}`, { token })).status).toBe(404);
  });
});

describe('the net-pay floor', () => {
  it('cuts the newest recovery so net is zero, warns, and after approval appends the rest to the schedule', async () => {
    const { token } = await newSchool();
    const emp = await addEmployee(token, { base_salary: 100_000 });
    const advance = await payOut(token, 'advances', { employee_id: emp, date: '2026-08-05', amount: 80_000, instalments: 1, first_month: '2026-10' });
    const loan = await payOut(token, 'loans', { employee_id: emp, date: '2026-09-05', amount: 90_000, instalment: 30_000, first_month: '2026-10' });
    const id = await generated(token, '2026-10');
    let r = await run(token, id);
    const slip = slipOf(r, emp);
    expect(slip.net).toBe(0);
    expect(slip.items.map((i) => [i.kind, i.amount, i.deferred])).toEqual([
      ['advance', 80_000, 0],
      ['loan', 20_000, 10_000],
    ]);
    expect(r.warnings).toEqual([
      {
        employee_id: emp,
        employee_name: slip.employee_name,
        message: 'Net pay would be −100.00: the loan instalment of 300.00 is cut to 200.00 and 100.00 moves to the end of the schedule (January 2027).',
      },
    ]);
    expect((await approve(token, id)).status).toBe(201);
    const s = await schedule(token, 'loans', loan);
    expect(s.schedule.map((i) => [i.month, i.amount])).toEqual([
      ['2026-10', 20_000],
      ['2026-11', 30_000],
      ['2026-12', 30_000],
      ['2027-01', 10_000],
    ]);
    expect(s.schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(90_000);
    expect(s).toMatchObject({ recovered: 20_000, remaining: 70_000 });
    expect((await schedule(token, 'advances', advance))).toMatchObject({ recovered: 80_000, remaining: 0, status: 'Repaid' });
    r = await run(token, id);
    expect(r.warnings[0]!.message).toContain('100.00 was moved to the end of the schedule.');
  });

  it('moves a fully deferred instalment to the end of its schedule at approval', async () => {
    const { token } = await newSchool();
    const emp = await addEmployee(token, { base_salary: 50_000 });
    await payOut(token, 'advances', { employee_id: emp, date: '2026-08-05', amount: 50_000, instalments: 1, first_month: '2026-10' });
    const loan = await payOut(token, 'loans', { employee_id: emp, date: '2026-09-05', amount: 40_000, instalment: 20_000, first_month: '2026-10' });
    const id = await generated(token, '2026-10');
    expect((await run(token, id)).warnings[0]!.message).toBe(
      'Net pay would be −200.00: the loan instalment of 200.00 moves to the end of the schedule (December 2026).',
    );
    expect((await approve(token, id)).status).toBe(201);
    expect((await schedule(token, 'loans', loan)).schedule.map((i) => [i.seq, i.month, i.amount])).toEqual([
      [2, '2026-11', 20_000],
      [1, '2026-12', 20_000],
    ]);
    // November takes the next one, not two.
    const nov = await run(token, await generated(token, '2026-11'));
    expect(slipOf(nov, emp).items).toMatchObject([{ kind: 'loan', amount: 20_000, label: 'Staff loan 1 of 2' }]);
  });
});

describe('cancelling', () => {
  it('drops a pending run; an approved one is reversed and its instalments are taken again', async () => {
    const { token } = await newSchool();
    const emp = await addEmployee(token, { base_salary: 200_000 });
    const loan = await payOut(token, 'loans', { employee_id: emp, date: '2026-08-05', amount: 60_000, instalment: 20_000, first_month: '2026-09' });
    const first = await generated(token, '2026-09');
    const dropped = await cancel(token, first, {}, null);
    expect([dropped.status, dropped.body.message]).toEqual([200, 'The payroll run has been cancelled']);
    expect((await run(token, first)).status).toBe('Cancelled');
    expect((await cancel(token, first, {}, null)).status).toBe(409);

    const id = await generated(token, '2026-09');
    expect(id).not.toBe(first);
    const before = await balances(token);
    const approved = await approve(token, id);
    expect(approved.status).toBe(201);
    expect((await cancel(token, id, {}, null)).status).toBe(400);
    expect((await cancel(token, id, { date: '2026-09-29' })).body.issues[0].path).toBe('date');
    const key = newKey();
    const res = await cancel(token, id, { date: '2026-10-01' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reversal = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token })).body as JournalEntry;
    expect(reversal).toMatchObject({ kind: 'reversal', reverses_id: approved.body.entry_id, date: '2026-10-01' });
    expect(await balances(token)).toEqual(before);
    // The journal cannot undo the cancellation either: that would post the payroll again behind the run's back.
    expect((await money(token, `finance/entries/${res.body.entry_id}/reverse`, { date: '2026-10-02', reason: 'Undo' })).status).toBe(422);
    expect((await run(token, id))).toMatchObject({ status: 'Cancelled', cancel_entry_id: res.body.entry_id, cancel_reason: 'Wrong figures' });
    const replay = await cancel(token, id, { date: '2026-10-01' }, key);
    expect([replay.status, replay.body.entry_id, replay.headers.get(REPLAYED_HEADER)]).toEqual([201, res.body.entry_id, 'true']);
    expect((await schedule(token, 'loans', loan)).recovered).toBe(0);

    const again = await run(token, await generated(token, '2026-09'));
    expect(slipOf(again, emp).items).toMatchObject([{ kind: 'loan', amount: 20_000, label: 'Staff loan 1 of 3' }]);
    expect((await approve(token, again.id)).status).toBe(201);
    expect((await schedule(token, 'loans', loan)).recovered).toBe(20_000);
  });

  it('refuses to reverse payroll and payouts from the journal', async () => {
    const { token } = await newSchool();
    const emp = await addEmployee(token);
    const advance = await money(token, 'employees/advances', { employee_id: emp, date: '2026-08-05', amount: 10_000, first_month: '2026-09', reason: 'Rent' });
    const id = await generated(token, '2026-09');
    const approved = await approve(token, id);
    const payroll = await money(token, `finance/entries/${approved.body.entry_id}/reverse`, { date: '2026-10-01', reason: 'Undo' });
    expect([payroll.status, payroll.body.message]).toEqual([422, 'Cancel the payroll run instead.']);
    const payout = await money(token, `finance/entries/${advance.body.entry_id}/reverse`, { date: '2026-10-01', reason: 'Undo' });
    expect([payout.status, payout.body.message]).toEqual([422, 'Advances and loans are not reversed here.']);
  });
});

describe('no instalment recovered twice', () => {
  it('regenerating replaces the slips; a missed month is taken once, the next month takes the next instalment', async () => {
    const { token, schoolId } = await newSchool();
    const emp = await addEmployee(token);
    const loan = await payOut(token, 'loans', { employee_id: emp, date: '2026-06-05', amount: 90_000, instalment: 30_000, first_month: '2026-07' });
    // July was never run: August takes July's instalment, one only.
    const aug = await generated(token, '2026-08');
    expect(await generated(token, '2026-08')).toBe(aug);
    const r = await run(token, aug);
    expect(slipOf(r, emp).items).toMatchObject([{ amount: 30_000, label: 'Staff loan 1 of 3' }]);
    // September, generated while August is pending, takes the next one.
    const sep = await run(token, await generated(token, '2026-09'));
    expect(slipOf(sep, emp).items).toMatchObject([{ amount: 30_000, label: 'Staff loan 2 of 3' }]);
    const [held] = await readRows(
      t.ctx.database.db,
      v.object({ n: int4, distinct_n: int4 }),
      sql`select count(*)::int as n, count(distinct i.instalment_id)::int as distinct_n from payslip_items i where i.school_id = ${schoolId} and not i.released and i.amount > 0`,
    );
    expect(held).toEqual({ n: 2, distinct_n: 2 });
    expect((await approve(token, aug)).status).toBe(201);
    expect((await approve(token, sep.id)).status).toBe(201);
    const oct = await run(token, await generated(token, '2026-10'));
    expect(slipOf(oct, emp).items).toMatchObject([{ amount: 30_000, label: 'Staff loan 3 of 3' }]);
    expect((await approve(token, oct.id)).status).toBe(201);
    const nov = await run(token, await generated(token, '2026-11'));
    expect(slipOf(nov, emp).items).toEqual([]);
    expect((await schedule(token, 'loans', loan))).toMatchObject({ recovered: 90_000, remaining: 0 });
  });

  it('two generates of one month at once make one run', async () => {
    const { token, schoolId } = await newSchool();
    await addEmployee(token);
    const [a, b] = await Promise.all([generate(token, '2026-09'), generate(token, '2026-09')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const runs = await t.ctx.database.db.select().from(payrollRuns).where(eq(payrollRuns.schoolId, schoolId));
    expect(runs).toHaveLength(1);
  });
});

describe('refusals', () => {
  let runA = 0;
  beforeAll(async () => {
    await addEmployee(t.adminA);
    runA = await generated(t.adminA, '2026-07');
  });

  it('refuses bad input by field', async () => {
    const bad = async (body: unknown) => (await t.api.post('/api/monthly_payroll', { token: t.adminA, body })).body.issues?.[0]?.path;
    expect(await bad({})).toBe('month');
    expect(await bad({ month: '2026-13' })).toBe('month');
    expect(await bad({ month: 202607 })).toBe('month');
    expect(await bad({ month: "2026-07'; drop table payroll_runs; --" })).toBe('month');
    expect(await bad({ month: 'x'.repeat(100_000) })).toBe('month');
    expect((await t.api.post('/api/monthly_payroll', { token: t.adminA, rawBody: '[1]' })).status).toBe(400);
    expect((await approve(t.adminA, runA, {}, null)).body.issues[0].path).toBe(IDEMPOTENCY_HEADER);
    expect((await approve(t.adminA, runA, { date: '2026-02-30' })).body.issues[0].path).toBe('date');
    expect((await approve(t.adminA, runA, { date: '2026-06-30' })).body.issues[0].path).toBe('date');
    expect((await approve(t.adminA, runA, { version: 99 })).status).toBe(409);
    expect((await pay(t.adminA, runA, { date: '2026-08-01' })).status).toBe(422);
    expect((await pay(t.adminA, runA, { date: '2026-08-01', employee_ids: 'all' })).body.issues[0].path).toBe('employee_ids');
    expect((await cancel(t.adminA, runA, { reason: '' }, null)).body.issues[0].path).toBe('reason');
    expect((await t.api.get('/api/monthly_payroll/abc', { token: t.adminA })).status).toBe(400);
    expect((await t.api.get('/api/monthly_payroll?status=Lost', { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(`/api/monthly_payroll/${runA}/payslips?employee_id=x`, { token: t.adminA })).status).toBe(400);
    expect((await run(t.adminA, runA)).status).toBe('Pending');
  });

  it('keeps each school to its own runs', async () => {
    expect((await t.api.get(`/api/monthly_payroll/${runA}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`/api/monthly_payroll/${runA}/payslips`, { token: t.adminB })).status).toBe(404);
    expect((await approve(t.adminB, runA)).status).toBe(404);
    expect((await pay(t.adminB, runA, { date: '2026-08-01' })).status).toBe(404);
    expect((await cancel(t.adminB, runA, {}, null)).status).toBe(404);
    expect((await t.api.get('/api/monthly_payroll', { token: t.adminB })).body.data.map((r: { id: number }) => r.id)).not.toContain(runA);
    expect((await run(t.adminA, runA)).status).toBe('Pending');
  });

  it('needs generate-payroll to change runs; payroll-report may read them', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['payroll-report']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await generate(token, '2026-07')).status).toBe(403);
    expect((await approve(token, runA)).status).toBe(403);
    expect((await pay(token, runA, { date: '2026-08-01' })).status).toBe(403);
    expect((await cancel(token, runA, {})).status).toBe(403);
    expect((await t.api.get(`/api/monthly_payroll/${runA}`, { token })).status).toBe(200);
    expect((await t.api.get(`/api/monthly_payroll/${runA}/payslips`, { token })).status).toBe(200);
    const nobody = await seedUser(t.ctx, t.schoolA.schoolId, ['list-employee']);
    const other = await t.api.login(nobody.username, nobody.password);
    expect((await t.api.get('/api/monthly_payroll', { token: other })).status).toBe(403);
  });

  it('will not approve a run in which nobody earns anything', async () => {
    const { token } = await newSchool();
    const id = await generated(token, '2026-07');
    expect((await run(token, id)).payslips).toEqual([]);
    expect((await approve(token, id)).status).toBe(422);
  });
});

describe("an employee's last working day", () => {
  it('is recorded on deactivation (today unless given) and cleared on activation', async () => {
    const { token } = await newSchool();
    const id = await addEmployee(token, { hire_date: '2026-03-01' });
    const leftOn = async () => (await t.ctx.database.db.select({ leftOn: employees.leftOn }).from(employees).where(eq(employees.id, id)))[0]!.leftOn;
    expect((await t.api.post(`/api/employees/${id}/deactivate`, { token, body: { left_on: '2026-02-28' } })).body.issues[0].path).toBe('left_on');
    expect((await t.api.post(`/api/employees/${id}/deactivate`, { token, body: { left_on: '2026-13-01' } })).body.issues[0].path).toBe('left_on');
    expect((await t.api.post(`/api/employees/${id}/deactivate`, { token, body: { left_on: '2026-10-15' } })).status).toBe(200);
    expect(await leftOn()).toBe('2026-10-15');
    expect((await t.api.post(`/api/employees/${id}/activate`, { token, body: {} })).status).toBe(200);
    expect(await leftOn()).toBeNull();
    expect((await t.api.post(`/api/employees/${id}/deactivate`, { token, body: {} })).status).toBe(200);
    expect(await leftOn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** Employees in the large run: more than one INSERT's worth of journal lines (ENTRY parts of 1,000). */
const LARGE = Number(process.env.PAYROLL_LARGE_RUN ?? 1_100);

describe(`a run of ${LARGE} employees, each with an advance, a loan and a deduction`, () => {
  it('generates, approves, cancels, regenerates and pays in a few statements each', async () => {
    const school = await seedSchool(t.ctx);
    const token = await t.api.login(school.adminUsername, school.adminPassword);
    const db = t.ctx.database.db;
    const { schoolId } = school;
    const actor = toActor((await loadSession(db, school.adminId))!, 'test', 'payroll');
    const staff = Array.from({ length: LARGE }, (_, i) => ({ schoolId, number: `L${i}`, firstName: 'Staff', lastName: `N${i}`, gender: 'Male', jobTitle: 'Teacher', type: 'teacher', hireDate: '2020-01-01', baseSalary: 100_000 + i }));
    const ids: number[] = [];
    for (let i = 0; i < staff.length; i += 1000) ids.push(...(await db.insert(employees).values(staff.slice(i, i + 1000)).returning({ id: employees.id })).map((r) => r.id));
    const cash = await defaultAccount(db, schoolId, 'receipts', 'x');
    for (const kind of ['advance', 'loan'] as const) {
      const target = await defaultAccount(db, schoolId, kind === 'advance' ? 'advances' : 'loans', 'x');
      const amount = kind === 'advance' ? 30_000 : 60_000;
      const entryIds = await db.transaction((tx) =>
        writeEntries(tx, actor, { key: `large-${kind}`, request: kind }, ids.map((employeeId) => ({ keySuffix: String(employeeId), date: '2026-08-01', kind, lines: [{ accountId: target, debit: amount, employeeId }, { accountId: cash, credit: amount }] })), { action: 'seed', entity: kind }),
      );
      const recs = ids.map((employeeId, i) => ({ schoolId, kind, employeeId, paidOn: '2026-08-01', amount, instalment: amount / 3, reason: 'Seed', accountId: cash, entryId: entryIds[i]! }));
      const recIds: number[] = [];
      for (let i = 0; i < recs.length; i += 1000) recIds.push(...(await db.insert(recoveries).values(recs.slice(i, i + 1000)).returning({ id: recoveries.id })).map((r) => r.id));
      const plan = recIds.flatMap((recoveryId) => [1, 2, 3].map((seq) => ({ schoolId, recoveryId, seq, month: ['2026-08-01', '2026-09-01', '2026-10-01'][seq - 1]!, amount: amount / 3 })));
      for (let i = 0; i < plan.length; i += 1000) await db.insert(recoveryInstalments).values(plan.slice(i, i + 1000));
    }
    const rows = ids.map((employeeId) => ({ schoolId, employeeId, amount: 1_000, reason: 'Pension', fromMonth: '2026-08-01', toMonth: '2026-12-01' }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(deductions).values(rows.slice(i, i + 1000));

    const before = await balances(token);
    const started = performance.now();
    const id = await generated(token, '2026-08');
    const approved = await approve(token, id);
    const took = performance.now() - started;
    console.log(`generate + approve of ${LARGE} employees (${t.ctx.database.kind}): ${took.toFixed(0)} ms`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    const grossTotal = ids.length * 100_000 + (ids.length * (ids.length - 1)) / 2;
    const netTotal = grossTotal - ids.length * (10_000 + 20_000 + 1_000);
    const [entry] = await readRows(
      db,
      v.object({ lines: int4, debits: int8, credits: int8 }),
      sql`select count(*)::int as lines, sum(debit) as debits, sum(credit) as credits from journal_lines where entry_id = ${approved.body.entry_id}`,
    );
    expect(entry).toEqual({ lines: ids.length * 5, debits: String(grossTotal), credits: String(grossTotal) });
    const afterApproval = await balances(token);
    expect(afterApproval['2000']! - before['2000']!).toBe(netTotal);

    const cancelled = await cancel(token, id, { date: '2026-09-01' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    expect(await balances(token)).toEqual(before);

    const again = await generated(token, '2026-08');
    expect((await approve(token, again)).status).toBe(201);
    const paid = await pay(token, again, { date: '2026-09-02' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await run(token, again))).toMatchObject({ status: 'Paid', employees: ids.length, net: netTotal, paid: netTotal, advances: ids.length * 10_000 });
    const after = await balances(token);
    expect([before['1000']! - after['1000']!, after['2000']! - before['2000']!, after['5000']! - before['5000']!]).toEqual([netTotal, 0, grossTotal]);
  }, 300_000);
});
