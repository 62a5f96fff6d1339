import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountLines, AccountSummary, BalanceSheet, IncomeStatement } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { buildLedger, OCTOBER, range, type Ledger } from './reports.fixtures';

const t = twoSchools();
let L: Ledger;
const get = async <T>(path: string, token = t.adminA) => {
  const res = await t.api.get<T>(`/api/finance/reports/${path}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const byCode = (s: AccountSummary) => Object.fromEntries(s.rows.map((r) => [r.code, [r.opening, r.debits, r.credits, r.closing]]));
const amounts = (rows: { code: string; amount: number }[]) => rows.map((r) => [r.code, r.amount]);

beforeAll(async () => {
  L = await buildLedger(t);
});

describe('account summary (/api/finance/reports/accounts)', () => {
  it("lists every account by code, with the range's opening, movements and closing in each account's own direction", async () => {
    const s = await get<AccountSummary>(`accounts?${OCTOBER}`);
    expect([s.from, s.to]).toEqual(['2026-10-01', '2026-10-31']);
    expect(s.rows.map((r) => r.code)).toEqual([...s.rows.map((r) => r.code)].sort());
    expect(s.rows).toHaveLength(18);
    expect(byCode(s)).toMatchObject({
      '1000': [14_000, 20_000, 9_000, 25_000],
      '1010': [0, 6_000, 2_000, 4_000],
      '1100': [21_000, 38_000, 30_000, 29_000],
      '4000': [35_000, 10_000, 35_000, 60_000],
      '5300': [0, 1_500, 0, 1_500],
      '5400': [0, 500, 0, 500],
      '3000': [0, 0, 0, 0],
      '4100': [0, 0, 0, 0],
    });
    expect(s.totals).toEqual({ debits: 76_000, credits: 76_000 });
    expect(s.rows.find((r) => r.code === '4000')).toMatchObject({ name: 'Tuition income', type: 'income', account_id: L.accounts['4000'] });
  });

  it('moves with the range: September alone, and everything to November', async () => {
    const sep = byCode(await get<AccountSummary>(`accounts?${range('2026-09-01', '2026-09-30')}`));
    expect(sep['1100']).toEqual([0, 35_000, 14_000, 21_000]);
    expect(sep['1000']).toEqual([0, 14_000, 0, 14_000]);
    const toNov = byCode(await get<AccountSummary>(`accounts?${range('2026-09-01', '2026-11-30')}`));
    expect(toNov['1100']).toEqual([0, 98_000, 64_000, 34_000]);
    expect(toNov['1000']).toEqual([0, 54_000, 9_000, 45_000]);
  });

  it('drills into one account: its lines in the range with the balance after each', async () => {
    const a = await get<AccountLines>(`accounts/${L.accounts['1100']}?${OCTOBER}`);
    expect(a.account).toEqual({ id: L.accounts['1100'], code: '1100', name: 'Students receivable', type: 'asset' });
    expect([a.opening, a.closing]).toEqual([21_000, 29_000]);
    expect(a.lines).toHaveLength(9);
    let running = a.opening;
    for (const line of a.lines) {
      running += line.debit - line.credit;
      expect(line.balance).toBe(running);
    }
    expect(running).toBe(a.closing);
    expect(a.lines.map((l) => [l.date, l.kind, l.debit, l.credit, l.student_name])).toEqual([
      ['2026-10-01', 'fee', 10_000, 0, 'Amina Kamau'],
      ['2026-10-01', 'fee', 10_000, 0, 'Brian Kamau'],
      ['2026-10-01', 'fee', 10_000, 0, 'Esther Kamau'],
      ['2026-10-01', 'fee', 5_000, 0, 'Chloe Kamau'],
      ['2026-10-05', 'payment', 0, 5_000, 'Amina Kamau'],
      ['2026-10-08', 'payment', 0, 12_000, 'Chloe Kamau'],
      ['2026-10-09', 'payment', 0, 3_000, 'Brian Kamau'],
      ['2026-10-15', 'reversal', 3_000, 0, 'Brian Kamau'],
      ['2026-10-20', 'reversal', 0, 10_000, 'Esther Kamau'],
    ]);
    expect(a.lines.at(-1)).toMatchObject({ date: '2026-10-20', kind: 'reversal', memo: 'Left the school', reference: 'tuition:2026-10', credit: 10_000 });
    // A credit-normal account runs the other way: income grows with credits.
    const income = await get<AccountLines>(`accounts/${L.accounts['4000']}?${OCTOBER}`);
    expect([income.opening, income.lines[0]!.balance, income.closing]).toEqual([35_000, 45_000, 60_000]);
    const cash = await get<AccountLines>(`accounts/${L.accounts['1000']}?${OCTOBER}`);
    expect(cash.lines.find((l) => l.kind === 'transfer')).toMatchObject({ credit: 6_000, student_name: null, memo: null });
  });

  it("answers 404 for another school's account or none, and 400 naming a bad id", async () => {
    expect((await t.api.get(`/api/finance/reports/accounts/${L.otherAccount}`, { token: t.adminA })).status).toBe(404);
    expect((await t.api.get('/api/finance/reports/accounts/99999999', { token: t.adminA })).status).toBe(404);
    const bad = await t.api.get('/api/finance/reports/accounts/abc', { token: t.adminA });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('id');
  });
});

describe('income statement and balance sheet', () => {
  it("shows the range's income and expenses by code, only accounts that moved, and what is left", async () => {
    const s = await get<IncomeStatement>(`income-statement?${OCTOBER}`);
    expect(amounts(s.income)).toEqual([['4000', 25_000]]);
    expect(amounts(s.expenses)).toEqual([
      ['5300', 1_500],
      ['5400', 500],
    ]);
    expect(s.income[0]).toMatchObject({ account_id: L.accounts['4000'], name: 'Tuition income' });
    expect([s.total_income, s.total_expenses, s.net]).toEqual([25_000, 2_000, 23_000]);
    const sep = await get<IncomeStatement>(`income-statement?${range('2026-09-01', '2026-09-30')}`);
    expect([amounts(sep.income), sep.expenses, sep.net]).toEqual([[['4000', 35_000]], [], 35_000]);
  });

  it('holds Assets = Liabilities + Equity + (Income − Expenses) at every cutoff, with current earnings', async () => {
    const oct = await get<BalanceSheet>('balance-sheet?on=2026-10-31');
    expect(oct.on).toBe('2026-10-31');
    expect(amounts(oct.assets)).toEqual([
      ['1000', 25_000],
      ['1010', 4_000],
      ['1100', 29_000],
    ]);
    expect([oct.liabilities, oct.equity]).toEqual([[], []]);
    expect(oct).toMatchObject({ current_earnings: 58_000, total_assets: 58_000, total_liabilities: 0, total_equity: 58_000, balanced: true });
    const sep = await get<BalanceSheet>('balance-sheet?on=2026-09-30');
    expect(amounts(sep.assets)).toEqual([
      ['1000', 14_000],
      ['1100', 21_000],
    ]);
    expect(sep).toMatchObject({ current_earnings: 35_000, total_assets: 35_000, balanced: true });
    for (const on of ['2026-08-31', '2026-10-09', '2026-10-15', '2026-10-27', '2026-11-03', '2099-12-31']) {
      const b = await get<BalanceSheet>(`balance-sheet?on=${on}`);
      expect(b.balanced, on).toBe(true);
      expect(b.total_assets, on).toBe(b.total_liabilities + b.total_equity);
      // The same identity, read from the account summary's closings to that day.
      const rows = (await get<AccountSummary>(`accounts?${range('1900-01-01', on)}`)).rows;
      const sum = (type: string) => rows.filter((r) => r.type === type).reduce((n, r) => n + r.closing, 0);
      expect(sum('asset'), on).toBe(sum('liability') + sum('equity') + sum('income') - sum('expense'));
      expect(sum('asset'), on).toBe(b.total_assets);
    }
    expect((await get<BalanceSheet>('balance-sheet?on=2026-08-31')).assets).toEqual([]);
  });

  it("defaults to today and this month, in the school's time zone", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await get<BalanceSheet>('balance-sheet')).on).toBe(today);
    const s = await get<IncomeStatement>('income-statement');
    expect([s.from, s.to]).toEqual([`${today.slice(0, 7)}-01`, today]);
    const a = await get<AccountSummary>('accounts?to=2026-10-20');
    expect([a.from, a.to]).toEqual(['2026-10-01', '2026-10-20']);
  });

  it("never counts another school's postings", async () => {
    const b = await get<BalanceSheet>('balance-sheet?on=2026-12-31', t.adminB);
    expect(amounts(b.assets)).toEqual([['1100', 7_000]]);
    expect(b).toMatchObject({ current_earnings: 7_000, balanced: true });
    expect(amounts((await get<IncomeStatement>(`income-statement?${OCTOBER}`, t.adminB)).income)).toEqual([['4000', 7_000]]);
  });
});

describe('refusals', () => {
  it('answers 400 naming the field for a bad date, an end before the start, and a start after today', async () => {
    const cases: [string, string][] = [
      ['accounts?from=2026-13-01', 'from'],
      ['accounts?from=2026-10-31&to=2026-10-01', 'to'],
      ['income-statement?to=yesterday', 'to'],
      ['income-statement?from=2999-01-01', 'from'],
      ['balance-sheet?on=2026-02-30', 'on'],
      [`accounts/${L.accounts['1000']}?from=2026-10-02&to=2026-10-01`, 'to'],
    ];
    for (const [path, field] of cases) {
      const res = await t.api.get(`/api/finance/reports/${path}`, { token: t.adminA });
      expect(res.status, path).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path), path).toEqual([field]);
    }
  });

  it('needs each report\'s own privilege', async () => {
    const paths: [string, string][] = [
      ['accounts', 'report-account'],
      [`accounts/${L.accounts['1000']}`, 'report-account'],
      ['income-statement', 'income-statement'],
      ['balance-sheet', 'balance-sheet'],
    ];
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account', 'fee-student-report']);
    const token = await t.api.login(reader.username, reader.password);
    for (const [path, privilege] of paths) {
      expect((await t.api.get(`/api/finance/reports/${path}`, { token })).status, path).toBe(403);
      const holder = await seedUser(t.ctx, t.schoolA.schoolId, [privilege as 'report-account']);
      expect((await t.api.get(`/api/finance/reports/${path}`, { token: await t.api.login(holder.username, holder.password) })).status, path).toBe(200);
    }
  });
});
