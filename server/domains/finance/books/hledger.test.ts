import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDebitNormal, type Account, type BalanceSheet, type IncomeStatement } from '@contract';
import type { Actor } from '../../../lib/actor';
import { postOnce, writeEntry, type LedgerLine } from '../ledger/ledger';
import type { SessionRecord } from '../../../lib/session';
import { twoSchools } from '../../../test/schools';
import { hledgerAmount, hledgerJournal } from './hledger.service';

/**
 * An independent check of the ledger (issue 11): the export must satisfy hledger's strict
 * checks, total zero, and give every account the balance our own API reports.
 */
const t = twoSchools();
const dir = mkdtempSync(path.join(tmpdir(), 'schooldesk-hledger-'));
let chart: Account[];
let journal: string;
const file = path.join(dir, 'school.journal');
const code = (c: string) => chart.find((a) => a.code === c)!;
const hledger = (...args: string[]) => execFileSync('hledger', ['-f', file, ...args], { encoding: 'utf8' });
let keyNo = 0;

/** Entries the fee, payment and check screens will post, written through the same ledger service. */
async function post(kind: 'fee' | 'payment' | 'check' | 'adjustment', date: string, lines: LedgerLine[], memo: string) {
  const actor = { id: t.schoolA.adminId, schoolId: t.schoolA.schoolId, requestId: `hledger-${++keyNo}`, module: 'finance' } as SessionRecord & Actor;
  const claim = { key: `hledger-test-${keyNo}`, request: { kind, date, lines } };
  return postOnce(t.ctx.database.db, actor, claim, (tx) => writeEntry(tx, actor, claim, { date, kind, memo, lines }));
}

/** Payroll (issue 12) in the ledger too: an advance paid from the bank, February's run approved and paid from the bank. */
async function payFebruary() {
  const token = t.adminA;
  const send = async (path: string, body: object, key?: string) => {
    const res = await t.api.post(path, { token, body, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body as { id: number };
  };
  const employee = await send('/api/employees', { first_name: 'Pat', last_name: 'Payroll', gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-06', base_salary: 300_000 });
  const bank = code('1010').id;
  await send('/api/employees/advances', { employee_id: employee.id, date: '2026-02-03', amount: 50_000, reason: 'Rent deposit', instalments: 1, first_month: '2026-02', account_id: bank }, 'hledger-advance-1');
  const run = await send('/api/monthly_payroll', { month: '2026-02' });
  await send(`/api/monthly_payroll/${run.id}/approve`, {}, 'hledger-approve-1');
  await send(`/api/monthly_payroll/${run.id}/pay`, { date: '2026-02-28', account_id: bank }, 'hledger-pay-1');
}

beforeAll(async () => {
  chart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data;
  await post('adjustment', '2026-01-02', [{ accountId: code('1010').id, debit: 5_000_000 }, { accountId: code('3000').id, credit: 5_000_000 }], 'Opening balance; "bank": 2 spaces  here');
  await post('fee', '2026-01-05', [{ accountId: code('1100').id, debit: 1_250_050 }, { accountId: code('4000').id, credit: 1_250_050 }], 'January tuition');
  await post('payment', '2026-01-09', [{ accountId: code('1000').id, debit: 750_025 }, { accountId: code('1100').id, credit: 750_025 }], 'Receipt 1');
  await post('check', '2026-01-12', [{ accountId: code('5100').id, debit: 99_999 }, { accountId: code('5300').id, debit: 1 }, { accountId: code('1010').id, credit: 100_000 }], 'Check 1001: power, water');
  const moved = await t.api.post('/api/account/tran', {
    token: t.adminA,
    headers: { 'Idempotency-Key': 'hledger-transfer-1' },
    body: { from_account_id: code('1000').id, to_account_id: code('1010').id, amount: 500_000, date: '2026-01-15', memo: 'Banked: fees' },
  });
  await t.api.post(`/api/finance/entries/${moved.body.entry_id}/reverse`, {
    token: t.adminA,
    headers: { 'Idempotency-Key': 'hledger-reversal-1' },
    body: { date: '2026-01-16', reason: 'Deposit slip returned' },
  });
  await t.api.post('/api/account/tran', {
    token: t.adminA,
    headers: { 'Idempotency-Key': 'hledger-transfer-2' },
    body: { from_account_id: code('1000').id, to_account_id: code('1010').id, amount: 400_000, date: '2026-01-17' },
  });
  await payFebruary();
  chart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data;
  const res = await t.api.get('/api/finance/journal.hledger', { token: t.adminA });
  expect(res.status).toBe(200);
  journal = res.body as string;
  writeFileSync(file, journal);
  if (process.env.KEEP_JOURNAL) writeFileSync(process.env.KEEP_JOURNAL, journal);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every account's balance as hledger's balance sheet with equity and income statement give it, in minor units. */
function hledgerBalances() {
  const balances = new Map<string, number>();
  for (const report of ['bse', 'is']) {
    for (const row of hledger(report, '--flat', '-N', '-O', 'csv').trim().split('\n')) {
      const [name, amount] = row.split('","').map((cell) => cell.replace(/"/g, ''));
      const match = /^(\d{4}) /.exec(name ?? '');
      if (match && amount) balances.set(match[1]!, Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100));
    }
  }
  return balances;
}

describe('the ledger exported for hledger', () => {
  it('declares every account with its type, one transaction per entry, two spaces before each amount', () => {
    expect(journal).toContain('account 1000 Cash  ; type: A');
    expect(journal).toContain('account 3000 Opening equity  ; type: E');
    expect(journal).toContain('account 4000 Tuition income  ; type: R');
    expect(journal).toContain('account 5100 General expense  ; type: X');
    expect(journal).toContain('account 2000 Salaries payable  ; type: L');
    const postings = journal.split('\n').filter((l) => l.startsWith('    '));
    // January's seven entries, then February's payroll: the advance, the approval (Dr salary, Cr advances, Cr payable) and the payment.
    expect(postings.length).toBe(2 + 2 + 2 + 3 + 2 + 2 + 2 + (2 + 3 + 2));
    expect(postings.every((l) => /\S {2,}USD -?\d+\.\d\d/.test(l))).toBe(true);
    expect(journal.match(/^2026-01-\d\d \(\d+\) /gm)).toHaveLength(7);
    // A memo's own semicolon and spaces cannot start a comment or end a name.
    expect(journal).toContain('Opening balance "bank": 2 spaces here');
  });

  it("passes hledger's strict checks and totals zero", () => {
    expect(() => hledger('check', '-s')).not.toThrow();
    const total = hledger('bal', '-O', 'csv').trim().split('\n').at(-1);
    expect(total).toBe('"total","0"');
  });

  it("gives every account the balance our own chart reports (hledger bse and is, in minor units)", () => {
    const balances = hledgerBalances();
    const ours = chart.filter((a) => a.balance !== 0);
    expect(ours.length).toBeGreaterThan(5);
    for (const account of ours) {
      // hledger shows credit-normal accounts' balances as positive in bse and is, as we do.
      expect(balances.get(account.code), account.name).toBe(account.balance);
      expect(isDebitNormal(account.type) || account.balance > 0).toBe(true);
    }
    expect(code('1000').balance).toBe(750_025 - 500_000 + 500_000 - 400_000);
  });

  it('agrees with our balance sheet and income statement, account by account', async () => {
    const sheet = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-12-31', { token: t.adminA })).body as BalanceSheet;
    const income = (await t.api.get('/api/finance/reports/income-statement?from=2026-01-01&to=2026-12-31', { token: t.adminA })).body as IncomeStatement;
    const ours = new Map([...sheet.assets, ...sheet.liabilities, ...sheet.equity, ...income.income, ...income.expenses].map((a) => [a.code, a.amount]));
    const theirs = hledgerBalances();
    expect(ours.size).toBeGreaterThan(5);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries([...theirs].filter(([, amount]) => amount !== 0)));
    expect(sheet.balanced).toBe(true);
    expect(sheet.current_earnings).toBe(income.net);
  });

  it('writes minor units without a float', () => {
    expect(hledgerAmount(123_450)).toBe('1234.50');
    expect(hledgerAmount(-5)).toBe('-0.05');
    expect(hledgerAmount(100_000_000_000_001)).toBe('1000000000000.01');
  });

  it("needs report-account, exports only the school's own ledger and a date range", async () => {
    expect((await t.api.get('/api/finance/journal.hledger', { token: t.adminB })).body as string).not.toContain('(');
    const january = (await t.api.get('/api/finance/journal.hledger?from=2026-01-10&to=2026-01-16', { token: t.adminA })).body as string;
    expect(january.match(/^2026-01-\d\d \(/gm)).toHaveLength(3);
    expect((await t.api.get('/api/finance/journal.hledger?from=2026-13-01', { token: t.adminA })).status).toBe(400);
  });

  it('is the same file byte for byte whatever the page it is read in: each entry once, in order (issue 30)', async () => {
    const user = { id: t.schoolA.adminId, schoolId: t.schoolA.schoolId } as SessionRecord;
    const read = async (perRead: number, range = {}) => {
      let text = '';
      for await (const chunk of hledgerJournal(t.ctx.database.db, user, range, perRead)) text += chunk;
      return text;
    };
    const whole = await read(1_000_000);
    expect(whole).toBe(journal);
    for (const perRead of [1, 2, 3]) expect(await read(perRead), `${perRead} entries a read`).toBe(whole);
    const range = { from: '2026-01-10', to: '2026-01-16' };
    expect(await read(1, range)).toBe(await read(1_000_000, range));
  });
});
