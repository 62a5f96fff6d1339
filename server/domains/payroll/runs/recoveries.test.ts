import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, type Account, type RecoveryDetail } from '@contract';
import { eq } from 'drizzle-orm';
import { employees, payrollRuns, payslipItems, payslips } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const ids: Record<string, number> = {};
let keyNo = 0;
const newKey = () => `recovery-${++keyNo}-${Date.now()}`;

type Kind = 'advances' | 'loans';
const pay = (kind: Kind, body: Record<string, unknown>, key = newKey(), token = t.adminA) =>
  t.api.post(`/api/employees/${kind}`, { token, headers: { [IDEMPOTENCY_HEADER]: key }, body });
const detail = async (kind: Kind, id: number) => (await t.api.get(`/api/employees/${kind}/${id}`, { token: t.adminA })).body as RecoveryDetail;
const balances = async () => {
  const data = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[];
  return Object.fromEntries(['1000', '1200', '1210'].map((code) => [code, data.find((a) => a.code === code)!.balance]));
};
const advance = (extra: Record<string, unknown> = {}) => ({ employee_id: ids.ada, date: '2026-11-05', amount: 100_000, reason: 'School fees for her son', instalments: 3, first_month: '2026-12', ...extra });
const loan = (extra: Record<string, unknown> = {}) => ({ employee_id: ids.ada, date: '2026-11-06', amount: 250_000, instalment: 60_000, reason: 'Motorbike repair', first_month: '2026-11', ...extra });
/** A schedule adds up to the amount, and no month is asked for two instalments. */
const expectWhole = (r: RecoveryDetail) => {
  expect(r.schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(r.amount);
  expect(new Set(r.schedule.map((i) => i.month)).size).toBe(r.schedule.length);
};

/** A run as the payroll run would leave it: one slip whose lines recover the given instalments. */
async function seedRun(month: string, status: string, employeeId: number, lines: { kind: 'advance' | 'loan'; recoveryId: number; instalmentId: number; amount: number; deferred?: number }[]) {
  const db = t.ctx.database.db;
  const schoolId = t.schoolA.schoolId;
  const [run] = await db.insert(payrollRuns).values({ schoolId, month: `${month}-01`, status }).returning({ id: payrollRuns.id });
  const [slip] = await db.insert(payslips).values({ schoolId, runId: run!.id, employeeId, baseSalary: 500_000, daysWorked: 30, daysInMonth: 30, gross: 500_000, net: 100_000 }).returning({ id: payslips.id });
  await db.insert(payslipItems).values(lines.map((l) => ({ schoolId, payslipId: slip!.id, label: 'Recovery', ...l })));
  return run!.id;
}

beforeAll(async () => {
  Object.assign(ids, {
    ada: (await seedEmployee(t.ctx, t.schoolA.schoolId)).id,
    gone: (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff', 'Inactive')).id,
    theirs: (await seedEmployee(t.ctx, t.schoolB.schoolId)).id,
  });
});

describe('advances and loans (/api/employees/advances, /loans)', () => {
  it('pays an advance out: Dr Employee advances, Cr Cash, recovered in equal instalments', async () => {
    const before = await balances();
    const res = await pay('advances', advance());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'The advance has been paid out', id: expect.any(Number), entry_id: expect.any(Number) });
    ids.advance = res.body.id;
    expect(await balances()).toEqual({ ...before, '1000': before['1000']! - 100_000, '1200': before['1200']! + 100_000 });
    const a = await detail('advances', ids.advance!);
    expect(a).toMatchObject({ kind: 'advance', amount: 100_000, instalment: 33_334, recovered: 0, remaining: 100_000, status: 'Active', next_month: '2026-12', last_month: '2027-02', account_name: 'Cash', paid_on: '2026-11-05' });
    expect(a.schedule.map((i) => [i.seq, i.month, i.amount, i.status])).toEqual([[1, '2026-12', 33_334, 'Planned'], [2, '2027-01', 33_334, 'Planned'], [3, '2027-02', 33_332, 'Planned']]);
  });

  it('pays a loan out on Employee loans; its last instalment takes what is left', async () => {
    const before = await balances();
    const res = await pay('loans', loan());
    expect([res.status, res.body.message]).toEqual([201, 'The loan has been paid out']);
    ids.loan = res.body.id;
    expect(await balances()).toEqual({ ...before, '1000': before['1000']! - 250_000, '1210': before['1210']! + 250_000 });
    const l = await detail('loans', ids.loan!);
    expect(l.schedule.map((i) => i.amount)).toEqual([60_000, 60_000, 60_000, 60_000, 10_000]);
    expect([l.next_month, l.last_month]).toEqual(['2026-11', '2027-03']);
    expectWhole(l);
    expect((await t.api.get(`/api/employees/advances/${ids.loan}`, { token: t.adminA })).status).toBe(404);
    const loans = (await t.api.get('/api/employees/loans', { token: t.adminA })).body;
    expect(loans.data.map((r: RecoveryDetail) => r.id)).toEqual([ids.loan]);
  });

  it('answers a retry with the first payout, and refuses the key for another request', async () => {
    const key = newKey();
    const first = await pay('advances', advance({ amount: 5_000, instalments: 1 }), key);
    const before = await balances();
    const again = await pay('advances', advance({ amount: 5_000, instalments: 1 }), key);
    expect([again.status, again.headers.get(REPLAYED_HEADER)]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    const other = await pay('advances', advance({ amount: 6_000, instalments: 1 }), key);
    expect([other.status, other.body.issues?.[0]?.path]).toEqual([409, IDEMPOTENCY_HEADER]);
    expect(await balances()).toEqual(before);
  });

  it('refuses bad input by field and writes nothing', async () => {
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-09' } })).status).toBe(201);
    const expense = ((await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[]).find((a) => a.code === '5000')!;
    const before = await balances();
    const count = (await t.api.get('/api/employees/advances', { token: t.adminA })).body.total;
    const cases: [Kind, Record<string, unknown>, number, string][] = [
      ['advances', advance({ employee_id: undefined }), 400, 'employee_id'],
      ['advances', advance({ amount: '100' }), 400, 'amount'],
      ['advances', advance({ amount: -5 }), 400, 'amount'],
      ['advances', advance({ amount: 0 }), 400, 'amount'],
      ['advances', advance({ amount: 1e13 }), 400, 'amount'],
      ['advances', advance({ reason: 'Bad\u0000reason' }), 400, 'reason'],
      ['advances', advance({ reason: 'x'.repeat(201) }), 400, 'reason'],
      ['advances', advance({ instalments: 0 }), 400, 'instalments'],
      ['advances', advance({ first_month: '2026-13' }), 400, 'first_month'],
      ['advances', advance({ employee_id: '1; drop table recoveries' }), 400, 'employee_id'],
      ['loans', loan({ instalment: 250_001 }), 400, 'instalment'],
      ['loans', loan({ instalment: undefined }), 400, 'instalment'],
      ['advances', advance({ first_month: '2026-10' }), 422, 'first_month'],
      ['advances', advance({ employee_id: ids.gone }), 422, 'employee_id'],
      ['advances', advance({ employee_id: ids.theirs }), 422, 'employee_id'],
      ['loans', loan({ account_id: expense.id }), 422, 'account_id'],
      ['advances', advance({ date: '2026-09-15' }), 422, 'date'],
    ];
    for (const [kind, body, status, field] of cases) {
      const res = await pay(kind, body);
      expect([res.status, res.body.issues?.map((i: { path: string }) => i.path)], JSON.stringify(body)).toEqual([status, expect.arrayContaining([field])]);
    }
    for (const body of [[], 'advance', null]) expect((await pay('advances', body as never)).status).toBe(400);
    const unkeyed = await t.api.post('/api/employees/advances', { token: t.adminA, body: advance() });
    expect([unkeyed.status, unkeyed.body.issues?.[0]?.path]).toEqual([400, IDEMPOTENCY_HEADER]);
    expect(await balances()).toEqual(before);
    expect((await t.api.get('/api/employees/advances', { token: t.adminA })).body.total).toBe(count);
  });

  it('skips a month: its instalment moves after the last, and no month doubles', async () => {
    const before = await detail('advances', ids.advance!);
    const res = await t.api.post(`/api/employees/advances/${ids.advance}/skip`, { token: t.adminA, body: { month: '2026-12' } });
    expect(res.status).toBe(200);
    const after = await detail('advances', ids.advance!);
    expect(after.schedule.map((i) => [i.seq, i.month])).toEqual([[2, '2027-01'], [3, '2027-02'], [1, '2027-03']]);
    expect([after.next_month, after.last_month, after.version]).toEqual(['2027-01', '2027-03', before.version + 1]);
    expectWhole(after);
    const none = await t.api.post(`/api/employees/advances/${ids.advance}/skip`, { token: t.adminA, body: { month: '2026-12' } });
    expect([none.status, none.body.issues?.[0]?.path]).toEqual([422, 'month']);
    expect((await t.api.post(`/api/employees/advances/${ids.advance}/skip`, { token: t.adminA, body: { month: 'December' } })).status).toBe(400);
  });

  it('re-plans what is left: new instalments after the last, still adding up to the principal', async () => {
    const { version } = await detail('loans', ids.loan!);
    const put = (body: Record<string, unknown>) => t.api.put(`/api/employees/loans/${ids.loan}`, { token: t.adminA, body: { version, reason: 'Motorbike repair and tyres', instalment: 70_000, first_month: '2027-01', ...body } });
    const refused: [Record<string, unknown>, number, string][] = [
      [{ instalment: 250_001 }, 422, 'instalment'],
      [{ instalment: 0 }, 400, 'instalment'],
      [{ first_month: '2026-10' }, 422, 'first_month'],
      [{ reason: '' }, 400, 'reason'],
    ];
    for (const [body, status, field] of refused) {
      const res = await put(body);
      expect([res.status, res.body.issues?.[0]?.path], JSON.stringify(body)).toEqual([status, field]);
    }
    expect((await put({})).status).toBe(200);
    const l = await detail('loans', ids.loan!);
    expect(l).toMatchObject({ reason: 'Motorbike repair and tyres', instalment: 70_000, version: version + 1, next_month: '2027-01', last_month: '2027-04' });
    expect(l.schedule.map((i) => [i.seq, i.month, i.amount])).toEqual([[6, '2027-01', 70_000], [7, '2027-02', 70_000], [8, '2027-03', 70_000], [9, '2027-04', 40_000]]);
    expectWhole(l);
    expect((await put({})).status).toBe(409);
  });

  it('lists by employee, status and remaining', async () => {
    const other = await seedEmployee(t.ctx, t.schoolA.schoolId);
    await pay('advances', advance({ employee_id: other.id, amount: 900_000, instalments: 1 }));
    const list = async (q: string) => (await t.api.get(`/api/employees/advances?${q}`, { token: t.adminA })).body;
    expect((await list('sort=remaining&order=desc')).data[0]).toMatchObject({ employee_id: other.id, remaining: 900_000 });
    expect((await list(`employee_id=${other.id}`)).total).toBe(1);
    expect((await list('status=Repaid')).total).toBe(0);
    expect((await list('status=Active')).total).toBe((await list('')).total);
    expect((await t.api.get('/api/employees/advances?sort=balance', { token: t.adminA })).status).toBe(400);
  });

  it('keeps each school to its own, and each action to its privilege', async () => {
    const b = { token: t.adminB };
    expect((await t.api.get(`/api/employees/advances/${ids.advance}`, b)).status).toBe(404);
    expect((await t.api.put(`/api/employees/advances/${ids.advance}`, { ...b, body: { reason: 'Taken over', instalment: 1_000, first_month: '2027-05' } })).status).toBe(404);
    expect((await t.api.post(`/api/employees/advances/${ids.advance}/skip`, { ...b, body: { month: '2027-01' } })).status).toBe(404);
    expect((await t.api.get('/api/employees/advances', b)).body.total).toBe(0);
    expect((await pay('advances', advance(), newKey(), t.adminB)).status).toBe(422);
    const viewer = await seedUser(t.ctx, t.schoolA.schoolId, ['loan']);
    const token = await t.api.login(viewer.username, viewer.password);
    expect((await t.api.get('/api/employees/loans', { token })).status).toBe(200);
    expect((await pay('loans', loan(), newKey(), token)).status).toBe(403);
    expect((await t.api.put(`/api/employees/loans/${ids.loan}`, { token, body: { reason: 'Mine now', instalment: 1_000, first_month: '2027-05' } })).status).toBe(403);
    expect((await t.api.get('/api/employees/advances', { token })).status).toBe(403);
  });

  it('reads what payroll recovered: approved lines recover, a pending run holds the plan, a repaid advance stays repaid', async () => {
    const cy = (await seedEmployee(t.ctx, t.schoolA.schoolId)).id;
    const made = await pay('loans', loan({ employee_id: cy, date: '2026-11-10', amount: 30_000, instalment: 10_000, first_month: '2026-11' }));
    const small = await pay('advances', advance({ employee_id: cy, amount: 5_000, instalments: 1, first_month: '2026-11' }));
    const [nov, dec] = (await detail('loans', made.body.id)).schedule;
    const [only] = (await detail('advances', small.body.id)).schedule;
    await seedRun('2026-11', 'Approved', cy, [{ kind: 'loan', recoveryId: made.body.id, instalmentId: nov!.id, amount: 10_000 }, { kind: 'advance', recoveryId: small.body.id, instalmentId: only!.id, amount: 5_000 }]);
    const pending = await seedRun('2026-12', 'Pending', cy, [{ kind: 'loan', recoveryId: made.body.id, instalmentId: dec!.id, amount: 10_000 }]);
    const l = await detail('loans', made.body.id);
    expect(l).toMatchObject({ recovered: 10_000, remaining: 20_000, status: 'Active', next_month: '2026-12' });
    expect(l.schedule.map((i) => i.status)).toEqual(['Recovered', 'Pending', 'Planned']);
    expect(await detail('advances', small.body.id)).toMatchObject({ recovered: 5_000, remaining: 0, status: 'Repaid', next_month: null });
    expect((await t.api.get(`/api/employees/advances?status=Repaid`, { token: t.adminA })).body.data.map((r: RecoveryDetail) => r.id)).toEqual([small.body.id]);
    const replan = (kind: Kind, id: number, body: Record<string, unknown>) => t.api.put(`/api/employees/${kind}/${id}`, { token: t.adminA, body: { reason: 'Re-planned', instalment: 5_000, first_month: '2027-01', ...body } });
    const held = await replan('loans', made.body.id, {});
    expect([held.status, held.body.issues?.[0]]).toEqual([422, { path: 'instalment', message: 'The pending payroll for December 2026 recovers from this loan: approve or cancel it first.' }]);
    expect((await t.api.post(`/api/employees/loans/${made.body.id}/skip`, { token: t.adminA, body: { month: '2026-12' } })).status).toBe(422);
    expect([(await replan('advances', small.body.id, { instalment: 1_000 })).body.message]).toEqual(['This advance is repaid.']);
    // The pending run is cancelled: its line lets go, and the plan is the bursar's again.
    await t.ctx.database.db.update(payrollRuns).set({ status: 'Cancelled' }).where(eq(payrollRuns.id, pending));
    await t.ctx.database.db.update(payslipItems).set({ released: true }).where(eq(payslipItems.instalmentId, dec!.id));
    expect((await replan('loans', made.body.id, { first_month: '2026-11' })).body.issues?.[0]?.path).toBe('first_month');
    expect((await replan('loans', made.body.id, { first_month: '2026-12' })).status).toBe(200);
    const after = await detail('loans', made.body.id);
    expect(after.schedule.map((i) => [i.seq, i.month, i.amount, i.status])).toEqual([[1, '2026-11', 10_000, 'Recovered'], [4, '2026-12', 5_000, 'Planned'], [5, '2027-01', 5_000, 'Planned'], [6, '2027-02', 5_000, 'Planned'], [7, '2027-03', 5_000, 'Planned']]);
    expectWhole(after);
    // A run that deferred an instalment in full still names it: a re-plan moves that row, never deletes it.
    await seedRun('2026-12', 'Approved', cy, [{ kind: 'loan', recoveryId: made.body.id, instalmentId: after.schedule[1]!.id, amount: 0, deferred: 5_000 }]);
    expect((await replan('loans', made.body.id, { instalment: 10_000 })).status).toBe(200);
    const moved = await detail('loans', made.body.id);
    expect(moved.schedule.map((i) => [i.id, i.seq, i.month, i.amount])).toEqual([[nov!.id, 1, '2026-11', 10_000], [after.schedule[1]!.id, 8, '2027-01', 10_000], [expect.any(Number), 9, '2027-02', 10_000]]);
  });

  it('hands a generated pending run the first instalment, and refuses a re-plan until it is settled', async () => {
    const dee = (await seedEmployee(t.ctx, t.schoolA.schoolId)).id;
    await t.ctx.database.db.update(employees).set({ baseSalary: 400_000 }).where(eq(employees.id, dee));
    const made = await pay('loans', loan({ employee_id: dee, amount: 90_000, instalment: 30_000, first_month: '2027-04', date: '2026-11-20' }));
    expect((await t.api.post('/api/monthly_payroll', { token: t.adminA, body: { month: '2027-04' } })).status).toBe(201);
    const l = await detail('loans', made.body.id);
    expect(l.schedule.map((i) => i.status)).toEqual(['Pending', 'Planned', 'Planned']);
    const res = await t.api.put(`/api/employees/loans/${made.body.id}`, { token: t.adminA, body: { reason: 'Slower', instalment: 10_000, first_month: '2027-05' } });
    expect([res.status, res.body.issues?.[0]?.message]).toEqual([422, 'The pending payroll for April 2027 recovers from this loan: approve or cancel it first.']);
  });
});
