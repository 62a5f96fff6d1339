import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, type Account, type BalanceSheet, type PayrollRun, type RecoveryDetail } from '@contract';
import { eq } from 'drizzle-orm';
import { auditLog, employees, recoveries, recoveryInstalments } from '../../../db/schema';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

/**
 * Loans and advances brought forward (issue 32): an outstanding balance and its remaining
 * schedule, no cash moved, recovered by payroll exactly like one paid out here.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
let keyNo = 0;
const newKey = () => `opening-${++keyNo}-${Date.now()}`;

type Kind = 'advances' | 'loans';
const post = (path: string, body: unknown, key: string | null = newKey(), token = t.adminA) =>
  t.api.post(`/api/employees/${path}`, { token, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {}, body });
const bring = (kind: Kind, body: unknown, key?: string | null, token?: string) => post(`${kind}/opening`, body, key, token);
const reverse = (kind: Kind, id: number, body: unknown, key?: string | null, token?: string) => post(`${kind}/${id}/reverse`, body, key, token);
const detail = async (kind: Kind, id: number) => (await t.api.get(`/api/employees/${kind}/${id}`, { token: t.adminA })).body as RecoveryDetail;
const balances = async () => {
  const data = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[];
  return Object.fromEntries(['1000', '1010', '1200', '1210', '3000'].map((code) => [code, data.find((a) => a.code === code)!.balance]));
};
const recoveryCount = async () => (await t.ctx.database.db.select({ id: recoveries.id }).from(recoveries)).length;
const openingLoan = (extra: Record<string, unknown> = {}) => ({ employee_id: ids.bf, date: '2026-11-02', amount: 100_000, instalment: 25_000, reason: 'Loan from before the move', first_month: '2026-12', ...extra });
const openingAdvance = (extra: Record<string, unknown> = {}) => ({ employee_id: ids.bf, date: '2026-11-02', amount: 30_000, instalments: 2, reason: 'Advance from before the move', first_month: '2026-12', ...extra });

beforeAll(async () => {
  const db = t.ctx.database.db;
  Object.assign(ids, {
    bf: (await seedEmployee(t.ctx, t.schoolA.schoolId)).id,
    paid: (await seedEmployee(t.ctx, t.schoolA.schoolId)).id,
    gone: (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff', 'Inactive')).id,
    theirs: (await seedEmployee(t.ctx, t.schoolB.schoolId)).id,
  });
  for (const id of [ids.bf!, ids.paid!]) await db.update(employees).set({ baseSalary: 400_000 }).where(eq(employees.id, id));
});

describe('loans and advances brought forward (/api/employees/{loans,advances}/opening)', () => {
  it('brings a loan forward: its outstanding balance and schedule, Dr Employee loans / Cr Opening equity, no cash', async () => {
    const before = await balances();
    const res = await bring('loans', openingLoan());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: 'The loan has been brought forward', id: expect.any(Number), entry_id: expect.any(Number) });
    ids.loan = res.body.id;
    expect(await balances()).toEqual({ ...before, '1210': before['1210']! + 100_000, '3000': before['3000']! + 100_000 });
    const l = await detail('loans', ids.loan!);
    expect(l).toMatchObject({ kind: 'loan', origin: 'brought-forward', reversed_on: null, paid_on: '2026-11-02', amount: 100_000, instalment: 25_000, recovered: 0, remaining: 100_000, status: 'Active', next_month: '2026-12', last_month: '2027-03', account_name: 'Opening equity' });
    expect(l.schedule.map((i) => [i.seq, i.month, i.amount, i.status])).toEqual([[1, '2026-12', 25_000, 'Planned'], [2, '2027-01', 25_000, 'Planned'], [3, '2027-02', 25_000, 'Planned'], [4, '2027-03', 25_000, 'Planned']]);
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).body;
    expect(entry.lines.map((x: { account_code: string; debit: number; credit: number; employee_id: number | null }) => [x.account_code, x.debit, x.credit, x.employee_id])).toEqual([['1210', 100_000, 0, ids.bf], ['3000', 0, 100_000, null]]);
    const audited = await t.ctx.database.db.select({ action: auditLog.action, ids: auditLog.entityIds }).from(auditLog).where(eq(auditLog.entity, 'journal-entry'));
    expect(audited).toContainEqual({ action: 'post', ids: [res.body.entry_id] });
    // A payout reads as one: its origin says so.
    const paid = await post('loans', { ...openingLoan({ employee_id: ids.paid }), date: '2026-11-03', reason: 'Loan paid out here' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    ids.paidLoan = paid.body.id;
    expect(await detail('loans', ids.paidLoan!)).toMatchObject({ origin: 'payout', account_name: 'Cash' });
  });

  it('brings an advance forward on Employee advances, in equal instalments', async () => {
    const before = await balances();
    const res = await bring('advances', openingAdvance());
    expect([res.status, res.body.message]).toEqual([201, 'The advance has been brought forward']);
    ids.advance = res.body.id;
    expect(await balances()).toEqual({ ...before, '1200': before['1200']! + 30_000, '3000': before['3000']! + 30_000 });
    const a = await detail('advances', ids.advance!);
    expect(a.schedule.map((i) => [i.month, i.amount])).toEqual([['2026-12', 15_000], ['2027-01', 15_000]]);
  });

  it('is recovered by the next payroll run exactly like a loan paid out here', async () => {
    const generated = await t.api.post('/api/monthly_payroll', { token: t.adminA, body: { month: '2026-12' } });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const run = (await t.api.get(`/api/monthly_payroll/${generated.body.id}`, { token: t.adminA })).body as PayrollRun;
    const slip = (id: number) => run.payslips.find((p) => p.employee_id === id)!;
    const loanLine = (id: number) => slip(id).items.filter((i) => i.kind === 'loan').map(({ recovery_id: _r, ...i }) => i);
    expect(loanLine(ids.bf!)).toEqual(loanLine(ids.paid!));
    expect(loanLine(ids.bf!)).toEqual([{ kind: 'loan', label: 'Staff loan 1 of 4', amount: 25_000, deferred: 0, deduction_id: null }]);
    expect(slip(ids.bf!).items.find((i) => i.kind === 'advance')).toMatchObject({ amount: 15_000 });
    expect((await detail('loans', ids.loan!)).schedule.map((i) => i.status)).toEqual(['Pending', 'Planned', 'Planned', 'Planned']);
    const before = await balances();
    const approved = await t.api.post(`/api/monthly_payroll/${generated.body.id}/approve`, { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(await balances()).toMatchObject({ '1210': before['1210']! - 50_000, '1200': before['1200']! - 15_000, '3000': before['3000'] });
    const [bf, paid] = [await detail('loans', ids.loan!), await detail('loans', ids.paidLoan!)];
    expect(bf).toMatchObject({ recovered: 25_000, remaining: 75_000, status: 'Active', next_month: '2027-01' });
    expect(bf.schedule.map((i) => i.status)).toEqual(paid.schedule.map((i) => i.status));
  });

  it('shows on the balance sheet as Employee loans against Opening equity, with no cash moved', async () => {
    const sheet = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-11-30', { token: t.adminA })).body as BalanceSheet;
    const amount = (rows: { code: string; amount: number }[], code: string) => rows.find((r) => r.code === code)?.amount ?? 0;
    expect(amount(sheet.assets, '1210')).toBe(200_000);
    expect(amount(sheet.assets, '1200')).toBe(30_000);
    expect(amount(sheet.equity, '3000')).toBe(130_000);
    expect(amount(sheet.assets, '1000')).toBe(-100_000); // the one loan paid out here, not the brought-forward ones
    expect(sheet.balanced).toBe(true);
  });

  it('posts once for the same Idempotency-Key, and refuses the key for another request', async () => {
    const key = newKey();
    const body = openingLoan({ amount: 9_000, instalment: 3_000, first_month: '2027-01' });
    const first = await bring('loans', body, key);
    expect(first.status).toBe(201);
    const [before, count] = [await balances(), await recoveryCount()];
    const again = await bring('loans', body, key);
    expect([again.status, again.headers.get(REPLAYED_HEADER)]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    const other = await bring('loans', { ...body, amount: 9_001 }, key);
    expect([other.status, other.body.issues?.[0]?.path]).toEqual([409, IDEMPOTENCY_HEADER]);
    expect([await balances(), await recoveryCount()]).toEqual([before, count]);
    ids.small = first.body.id;
  });

  it('refuses bad input by field and writes nothing', async () => {
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-09' } })).status).toBe(201);
    const [before, count] = [await balances(), await recoveryCount()];
    const cases: [Kind, unknown, number, string][] = [
      ['loans', openingLoan({ employee_id: undefined }), 400, 'employee_id'],
      ['loans', openingLoan({ amount: undefined }), 400, 'amount'],
      ['loans', openingLoan({ amount: -5 }), 400, 'amount'],
      ['loans', openingLoan({ amount: 0 }), 400, 'amount'],
      ['loans', openingLoan({ instalment: 0 }), 400, 'instalment'],
      ['loans', openingLoan({ instalment: -1 }), 400, 'instalment'],
      ['loans', openingLoan({ instalment: undefined }), 400, 'instalment'],
      ['loans', openingLoan({ instalment: 100_001 }), 400, 'instalment'],
      ['loans', openingLoan({ date: undefined }), 400, 'date'],
      ['loans', openingLoan({ first_month: '2026-13' }), 400, 'first_month'],
      ['loans', openingLoan({ reason: '' }), 400, 'reason'],
      ['advances', openingAdvance({ instalments: 0 }), 400, 'instalments'],
      ['loans', openingLoan({ first_month: '2026-10' }), 422, 'first_month'],
      ['loans', openingLoan({ employee_id: 999_999_999 }), 422, 'employee_id'],
      ['loans', openingLoan({ employee_id: ids.theirs }), 422, 'employee_id'],
      ['loans', openingLoan({ employee_id: ids.gone }), 422, 'employee_id'],
      ['loans', openingLoan({ date: '2026-09-15', first_month: '2026-10' }), 422, 'date'],
      ['advances', openingAdvance({ date: '2026-09-15', first_month: '2026-10' }), 422, 'date'],
    ];
    for (const [kind, body, status, field] of cases) {
      const res = await bring(kind, body);
      expect([res.status, res.body.issues?.map((i: { path: string }) => i.path)], JSON.stringify(body)).toEqual([status, expect.arrayContaining([field])]);
    }
    for (const body of [[], 'loan', null]) expect((await bring('loans', body)).status).toBe(400);
    const unkeyed = await bring('loans', openingLoan(), null);
    expect([unkeyed.status, unkeyed.body.issues?.[0]?.path]).toEqual([400, IDEMPOTENCY_HEADER]);
    expect([await balances(), await recoveryCount()]).toEqual([before, count]);
  });

  it('keeps to the privilege and the school', async () => {
    const viewer = await seedUser(t.ctx, t.schoolA.schoolId, ['loan', 'advanced']);
    const token = await t.api.login(viewer.username, viewer.password);
    const count = await recoveryCount();
    expect((await bring('loans', openingLoan(), newKey(), token)).status).toBe(403);
    expect((await bring('advances', openingAdvance(), newKey(), token)).status).toBe(403);
    expect((await reverse('loans', ids.small!, { date: '2026-11-20', reason: 'Wrong balance' }, newKey(), token)).status).toBe(403);
    const lender = await seedUser(t.ctx, t.schoolA.schoolId, ['loan', 'add-loan']);
    const lenderToken = await t.api.login(lender.username, lender.password);
    expect((await bring('advances', openingAdvance(), newKey(), lenderToken)).status).toBe(403);
    expect((await reverse('loans', ids.small!, { date: '2026-11-20', reason: 'Wrong balance' }, newKey(), t.adminB)).status).toBe(404);
    expect((await bring('loans', openingLoan(), newKey(), t.adminB)).status).toBe(422);
    expect(await recoveryCount()).toBe(count);
    const ok = await bring('loans', openingLoan({ amount: 4_000, instalment: 4_000 }), newKey(), lenderToken);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('reverses: the balance is undone and the schedule cancelled; no run recovers it again', async () => {
    const before = await balances();
    const refused = await reverse('loans', ids.small!, { date: '2026-09-20', reason: 'Wrong balance' });
    expect([refused.status, refused.body.issues?.[0]?.path]).toEqual([422, 'date']);
    const key = newKey();
    const res = await reverse('loans', ids.small!, { date: '2026-11-20', reason: 'Wrong balance' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: 'The loan brought forward has been reversed', id: ids.small, entry_id: expect.any(Number) });
    const replay = await reverse('loans', ids.small!, { date: '2026-11-20', reason: 'Wrong balance' }, key);
    expect([replay.status, replay.headers.get(REPLAYED_HEADER), replay.body.entry_id]).toEqual([201, 'true', res.body.entry_id]);
    expect(await balances()).toEqual({ ...before, '1210': before['1210']! - 9_000, '3000': before['3000']! - 9_000 });
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).body;
    expect(entry).toMatchObject({ kind: 'reversal', reverses_id: (await detail('loans', ids.small!)).entry_id });
    const l = await detail('loans', ids.small!);
    expect(l).toMatchObject({ status: 'Reversed', reversed_on: '2026-11-20', remaining: 0, next_month: null, schedule: [] });
    expect(await t.ctx.database.db.select().from(recoveryInstalments).where(eq(recoveryInstalments.recoveryId, ids.small!))).toEqual([]);
    expect((await reverse('loans', ids.small!, { date: '2026-11-21', reason: 'Again' })).status).toBe(409);
    const active = (await t.api.get('/api/employees/loans?status=Active&limit=100', { token: t.adminA })).body.data as RecoveryDetail[];
    expect(active.map((r) => r.id)).not.toContain(ids.small);
    const report = (await t.api.get('/api/employees/loan-report', { token: t.adminA })).body;
    expect(report.rows.map((r: RecoveryDetail) => r.id)).not.toContain(ids.small);
    // The January run recovers the others' instalments, none of the reversed loan's.
    const jan = await t.api.post('/api/monthly_payroll', { token: t.adminA, body: { month: '2027-01' } });
    expect(jan.status, JSON.stringify(jan.body)).toBe(201);
    const run = (await t.api.get(`/api/monthly_payroll/${jan.body.id}`, { token: t.adminA })).body as PayrollRun;
    const recovered = run.payslips.flatMap((p) => p.items.map((i) => i.recovery_id));
    expect(recovered).not.toContain(ids.small);
    expect(recovered).toContain(ids.loan);
  });

  it('refuses to reverse once payroll holds or recovered an instalment, and never a payout', async () => {
    const held = await reverse('loans', ids.loan!, { date: '2027-01-31', reason: 'Wrong balance' });
    expect([held.status, held.body.message]).toEqual([422, 'Payroll has recovered from this loan (or a run holds an instalment): it can no longer be reversed.']);
    const payout = await reverse('loans', ids.paidLoan!, { date: '2027-01-31', reason: 'Wrong' });
    expect(payout.status).toBe(422);
    // The journal does not reverse a brought-forward entry behind the schedule's back.
    const entryId = (await detail('loans', ids.loan!)).entry_id;
    const viaJournal = await t.api.post(`/api/finance/entries/${entryId}/reverse`, { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: { date: '2027-01-31', reason: 'Wrong' } });
    expect(viaJournal.status).toBe(422);
  });
});
