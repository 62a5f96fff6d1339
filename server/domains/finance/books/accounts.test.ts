import { describe, expect, it } from 'vitest';
import type { Account } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();

const chart = async (token: string, query = '') => (await t.api.get(`/api/finance/accounts?limit=500${query}`, { token })).body.data as Account[];
const byCode = async (token: string, code: string) => (await chart(token)).find((a) => a.code === code)!;

describe('chart of accounts (/api/finance/accounts, /api/account)', () => {
  it('gives a new school the standard chart with its default accounts, and the Admin the cash account', async () => {
    const accounts = await chart(t.adminA);
    expect(accounts.map((a) => a.name)).toEqual(expect.arrayContaining(['Cash', 'Bank', 'Students receivable', 'Employee advances', 'Employee loans', 'Salaries payable', 'Opening equity', 'Tuition income', 'Bus fee income', 'Other income', 'Salary expense', 'General expense']));
    const defaults = Object.fromEntries(accounts.filter((a) => a.default_for).map((a) => [a.default_for, a.name]));
    expect(defaults).toEqual({
      receipts: 'Cash', checks: 'Bank', receivable: 'Students receivable', tuition: 'Tuition income', 'bus-fee': 'Bus fee income',
      advances: 'Employee advances', loans: 'Employee loans', 'salaries-payable': 'Salaries payable', 'deductions-payable': 'Deductions payable', 'salary-expense': 'Salary expense',
    });
    expect(accounts.every((a) => a.balance === 0 && !a.has_postings)).toBe(true);
    const session = await t.api.get('/api/auth', { token: t.adminA });
    expect(session.body.bus_account_id).toBe((await byCode(t.adminA, '1000')).id);
  });

  it('adds and edits an account under a parent of its type, and refuses what would break the chart', async () => {
    const assets = await byCode(t.adminA, '1010');
    const added = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1011', name: 'Bank - fees account', type: 'asset', parent_id: assets.id, is_cash: true } });
    expect(added.status).toBe(201);
    const account = (await t.api.get(`/api/account/${added.body.id}`, { token: t.adminA })).body as Account;
    expect(account).toMatchObject({ code: '1011', parent_name: 'Bank', is_cash: true, status: 'Active', balance: 0 });
    const saved = await t.api.post(`/api/account/${account.id}`, { token: t.adminA, body: { code: '1011', name: 'Bank - fees', type: 'asset', parent_id: assets.id, is_cash: true, version: account.version } });
    expect(saved.status).toBe(200);
    const stale = await t.api.post(`/api/account/${account.id}`, { token: t.adminA, body: { code: '1011', name: 'Bank - old', type: 'asset', parent_id: assets.id, is_cash: true, version: account.version } });
    expect(stale.status).toBe(409);

    const income = await byCode(t.adminA, '4000');
    const wrongParent = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1012', name: 'Petty cash', type: 'asset', parent_id: income.id } });
    expect(wrongParent.status).toBe(422);
    expect(wrongParent.body.issues[0].path).toBe('parent_id');
    const loop = await t.api.post(`/api/account/${assets.id}`, { token: t.adminA, body: { code: '1010', name: 'Bank', type: 'asset', parent_id: account.id, is_cash: true } });
    expect(loop.status).toBe(422);
    const dupCode = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1000', name: 'Another cash', type: 'asset' } });
    expect(dupCode.status).toBe(409);
    expect(dupCode.body.issues[0].path).toBe('code');
    const dupName = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1099', name: 'CASH', type: 'asset' } });
    expect(dupName.status).toBe(409);
    expect(dupName.body.issues[0].path).toBe('name');
    const bad = await t.api.post('/api/account/add', { token: t.adminA, body: { code: 'a b', name: '', type: 'money', is_cash: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['code', 'is_cash', 'name', 'type']);
    const deactivateDefault = await t.api.post(`/api/account/${(await byCode(t.adminA, '1000')).id}`, { token: t.adminA, body: { code: '1000', name: 'Cash', type: 'asset', is_cash: true, status: 'Inactive' } });
    expect(deactivateDefault.status).toBe(422);
    expect(deactivateDefault.body.issues[0].path).toBe('status');
  });

  it('keeps an account with postings to its type, and lets it be deactivated with its balance kept', async () => {
    const bank = await byCode(t.adminA, '1010');
    const cash = await byCode(t.adminA, '1000');
    const moved = await t.api.post('/api/account/tran', {
      token: t.adminA,
      headers: { 'Idempotency-Key': 'acct-type-test-1' },
      body: { from_account_id: cash.id, to_account_id: bank.id, amount: 500, date: '2026-01-10' },
    });
    expect(moved.status).toBe(201);
    const general = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1020', name: 'Savings', type: 'asset', is_cash: true } });
    await t.api.post('/api/account/tran', {
      token: t.adminA,
      headers: { 'Idempotency-Key': 'acct-type-test-2' },
      body: { from_account_id: bank.id, to_account_id: general.body.id, amount: 200, date: '2026-01-11' },
    });
    const retype = await t.api.post(`/api/account/${general.body.id}`, { token: t.adminA, body: { code: '1020', name: 'Savings', type: 'expense', is_cash: true } });
    expect(retype.status).toBe(422);
    expect(retype.body.issues[0].path).toBe('type');
    const off = await t.api.post(`/api/account/${general.body.id}`, { token: t.adminA, body: { code: '1020', name: 'Savings', type: 'asset', is_cash: true, status: 'Inactive' } });
    expect(off.status).toBe(200);
    expect((await t.api.get(`/api/account/${general.body.id}`, { token: t.adminA })).body).toMatchObject({ status: 'Inactive', balance: 200, has_postings: true });
  });

  it('sets the default accounts (defualt-account) and refuses one of the wrong kind', async () => {
    const added = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '1030', name: 'Front desk cash', type: 'asset', is_cash: true } });
    const set = await t.api.put('/api/account/defaults', { token: t.adminA, body: { receipts: added.body.id } });
    expect(set.status).toBe(200);
    const accounts = await chart(t.adminA);
    expect(accounts.filter((a) => a.default_for === 'receipts').map((a) => a.code)).toEqual(['1030']);
    const income = await byCode(t.adminA, '4900');
    const wrong = await t.api.put('/api/account/defaults', { token: t.adminA, body: { checks: income.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.issues[0].path).toBe('checks');
    const theirs = await byCode(t.adminB, '1000');
    expect((await t.api.put('/api/account/defaults', { token: t.adminA, body: { receipts: theirs.id } })).status).toBe(422);
  });

  it('needs the finance privileges, and keeps schools apart', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.get('/api/finance/accounts', { token })).status).toBe(200);
    expect((await t.api.post('/api/account/add', { token, body: { code: '9', name: 'X', type: 'asset' } })).status).toBe(403);
    expect((await t.api.put('/api/account/defaults', { token, body: {} })).status).toBe(403);
    const cashA = await byCode(t.adminA, '1000');
    expect((await t.api.get(`/api/account/${cashA.id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.post(`/api/account/${cashA.id}`, { token: t.adminB, body: { code: '1000', name: 'Stolen', type: 'asset' } })).status).toBe(404);
    const parentFromA = await t.api.post('/api/account/add', { token: t.adminB, body: { code: '1500', name: 'Sub', type: 'asset', parent_id: cashA.id } });
    expect(parentFromA.status).toBe(422);
    expect((await chart(t.adminB)).some((a) => a.code === '1011')).toBe(false);
  });
});
