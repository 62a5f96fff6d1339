import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, Check } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const ids: Record<string, number> = {};
let keyNo = 0;
const newKey = () => `check-${++keyNo}-${Date.now()}`;

const write = (body: Record<string, unknown>, key = newKey(), token = t.adminA) => t.api.post('/api/finance/checks', { token, headers: { 'Idempotency-Key': key }, body });
const voidIt = (id: number, body: Record<string, unknown>, key = newKey()) => t.api.post(`/api/finance/checks/${id}/void`, { token: t.adminA, headers: { 'Idempotency-Key': key }, body });
const accounts = async (token = t.adminA) => (await t.api.get('/api/finance/accounts?limit=500', { token })).body.data as Account[];
const balance = async (code: string) => (await accounts()).find((a) => a.code === code)!.balance;
const check = async (id: number) => (await t.api.get(`/api/finance/checks/${id}`, { token: t.adminA })).body as Check;
const rent = (number: string, extra: Record<string, unknown> = {}) => ({
  bank_account_id: ids.bank,
  number,
  payee: 'City Water',
  date: '2026-10-12',
  memo: 'October water and supplies',
  lines: [
    { account_id: ids.utilities, amount: 45_000 },
    { account_id: ids.supplies, amount: 5_000 },
  ],
  ...extra,
});

beforeAll(async () => {
  const byCode = new Map((await accounts()).map((a) => [a.code, a.id]));
  Object.assign(ids, { bank: byCode.get('1010'), cash: byCode.get('1000'), utilities: byCode.get('5300'), supplies: byCode.get('5400'), tuition: byCode.get('4000') });
});

describe('write check (/api/finance/checks)', () => {
  it('posts Dr each expense line, Cr the bank for the total, and shows the voucher', async () => {
    const res = await write(rent('100201'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Check 100201 has been written' });
    ids.first = res.body.check_id;
    expect(await balance('1010')).toBe(-50_000);
    expect(await balance('5300')).toBe(45_000);
    const voucher = await check(ids.first!);
    expect(voucher).toMatchObject({ number: '100201', payee: 'City Water', amount: 50_000, status: 'Issued', bank_account_name: 'Bank', memo: 'October water and supplies', date: '2026-10-12' });
    expect(voucher.lines.map((l) => [l.account_name, l.amount])).toEqual([['Utilities', 45_000], ['Supplies', 5_000]]);
  });

  it('keeps check numbers unique per bank account, answers a retry with the first check', async () => {
    const dup = await write(rent('100201'));
    expect([dup.status, dup.body.issues[0].path]).toEqual([409, 'number']);
    expect((await write(rent('100201', { bank_account_id: ids.cash }))).status).toBe(201);
    const key = newKey();
    const first = await write(rent('100202'), key);
    const again = await write(rent('100202'), key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await write(rent('100203'), key)).status).toBe(409);
  });

  it('lists the register and marks a check cleared, once, not before it was written', async () => {
    const page = (await t.api.get('/api/finance/checks?status=Issued', { token: t.adminA })).body;
    expect(page.data.map((c: Check) => c.number)).toContain('100201');
    expect((await t.api.post(`/api/finance/checks/${ids.first}/clear`, { token: t.adminA, body: { date: '2026-10-01' } })).status).toBe(422);
    expect((await t.api.post(`/api/finance/checks/${ids.first}/clear`, { token: t.adminA, body: { date: '2026-10-20' } })).status).toBe(200);
    expect(await check(ids.first!)).toMatchObject({ status: 'Cleared', cleared_on: '2026-10-20' });
    expect((await t.api.post(`/api/finance/checks/${ids.first}/clear`, { token: t.adminA, body: { date: '2026-10-21' } })).status).toBe(409);
    expect((await voidIt(ids.first!, { date: '2026-10-22', reason: 'Lost' })).status).toBe(409);
  });

  it('voids an issued check by a dated reversal: the bank gets its money back, nothing is edited', async () => {
    const written = await write(rent('100210'));
    const before = await balance('1010');
    const key = newKey();
    const voided = await voidIt(written.body.check_id, { date: '2026-10-25', reason: 'Payee refused it' }, key);
    expect(voided.status).toBe(201);
    expect(await balance('1010')).toBe(before + 50_000);
    expect(await check(written.body.check_id)).toMatchObject({ status: 'Voided', voided_on: '2026-10-25', void_entry_id: voided.body.entry_id });
    const again = await voidIt(written.body.check_id, { date: '2026-10-25', reason: 'Payee refused it' }, key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect((await voidIt(written.body.check_id, { date: '2026-10-26', reason: 'Twice' })).status).toBe(409);
    expect((await t.api.post(`/api/finance/checks/${written.body.check_id}/clear`, { token: t.adminA, body: { date: '2026-10-27' } })).status).toBe(409);
  });

  it('refuses bad input by field and writes nothing', async () => {
    const before = await balance('1010');
    const cases: [Record<string, unknown>, number, string][] = [
      [rent('', {}), 400, 'number'],
      [rent('12 34'), 400, 'number'],
      [rent('100300', { payee: '' }), 400, 'payee'],
      [rent('100300', { lines: [] }), 400, 'lines'],
      [rent('100300', { lines: [{ account_id: ids.utilities, amount: -5 }] }), 400, 'lines.0.amount'],
      [rent('100300', { lines: Array.from({ length: 21 }, () => ({ account_id: ids.utilities, amount: 1 })) }), 400, 'lines'],
      [rent('100300', { lines: [{ account_id: ids.utilities, amount: 5 }, { account_id: ids.tuition, amount: 5 }] }), 422, 'lines.1.account_id'],
      [rent('100300', { bank_account_id: ids.utilities }), 422, 'bank_account_id'],
      [rent('100300', { date: '2026-13-01' }), 400, 'date'],
      [rent('100300', { payee: 'Bad\u0000payee' }), 400, 'payee'],
      [rent('100300', { payee: 'x'.repeat(81) }), 400, 'payee'],
      [rent('100300', { memo: '<script>'.repeat(40) }), 400, 'memo'],
      [rent('1'.repeat(21)), 400, 'number'],
      [rent('100300', { lines: [{ account_id: ids.utilities, amount: 1e13 }] }), 400, 'lines.0.amount'],
      [rent('100300', { lines: [{ account_id: '1; drop table checks', amount: 5 }] }), 400, 'lines.0.account_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await write(body);
      expect([res.status, res.body.issues?.map((i: { path: string }) => i.path)], JSON.stringify(body)).toEqual([status, expect.arrayContaining([field])]);
    }
    for (const body of [[], 'check', null]) expect((await write(body as never)).status, JSON.stringify(body)).toBe(400);
    const theirBank = (await accounts(t.adminB)).find((a) => a.code === '1010')!;
    expect((await write(rent('100300', { bank_account_id: theirBank.id }))).status).toBe(422);
    expect(await balance('1010')).toBe(before);
  });

  it('is for holders of write-check, within their school', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await write(rent('100400'), newKey(), token)).status).toBe(403);
    expect((await t.api.get('/api/finance/checks', { token })).status).toBe(403);
    expect((await t.api.get(`/api/finance/checks/${ids.first}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.post(`/api/finance/checks/${ids.first}/clear`, { token: t.adminB, body: { date: '2026-10-20' } })).status).toBe(404);
    expect((await t.api.get('/api/finance/checks', { token: t.adminB })).body.total).toBe(0);
  });
});
