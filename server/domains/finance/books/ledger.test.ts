import { constraintOf } from '../../../lib/errors';
import { sqlStateOf } from '../../../lib/log-error';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows, readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@contract';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
let cash: Account;
let bank: Account;
let keyNo = 0;
const newKey = () => `ledger-test-${++keyNo}-${Date.now()}`;

const chart = async (token: string) => (await t.api.get('/api/finance/accounts?limit=500', { token })).body.data as Account[];
const account = async (token: string, code: string) => (await chart(token)).find((a) => a.code === code)!;
const transfer = (body: Record<string, unknown>, key = newKey(), token = t.adminA) =>
  t.api.post('/api/account/tran', { token, headers: { 'Idempotency-Key': key }, body });

const count = async (query: ReturnType<typeof sql>) => Number((await readRows(t.ctx.database.db, v.object({ n: int8 }), query))[0]!.n);

/** Every balance of the school from the postings: the trial balance must be zero. */
async function trialBalance(schoolId: number) {
  const [row] = await readRows(t.ctx.database.db, v.object({ d: int8, c: int8 }), sql`select coalesce(sum(debit), 0) as d, coalesce(sum(credit), 0) as c from journal_lines where school_id = ${schoolId}`);
  return Number(row!.d) - Number(row!.c);
}

beforeAll(async () => {
  cash = await account(t.adminA, '1000');
  bank = await account(t.adminA, '1010');
});

describe('the ledger', () => {
  it('posts a transfer between two cash accounts as one balanced entry, and the balances follow', async () => {
    const res = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 12_550, date: '2026-02-03', memo: 'Float for the fee counter' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The transfer has been posted');
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).body;
    expect(entry).toMatchObject({ kind: 'transfer', date: '2026-02-03', memo: 'Float for the fee counter', reverses_id: null, reversed_by_id: null });
    expect(entry.lines).toEqual([
      expect.objectContaining({ account_code: '1000', debit: 12_550, credit: 0 }),
      expect.objectContaining({ account_code: '1010', debit: 0, credit: 12_550 }),
    ]);
    expect((await account(t.adminA, '1000')).balance).toBe(12_550);
    expect((await account(t.adminA, '1010')).balance).toBe(-12_550);
    expect(await trialBalance(t.schoolA.schoolId)).toBe(0);
  });

  it('refuses a transfer to the same account, from a non-cash account, or of no money, and writes nothing', async () => {
    const before = (await chart(t.adminA)).map((a) => a.balance);
    const same = await transfer({ from_account_id: cash.id, to_account_id: cash.id, amount: 100, date: '2026-02-03' });
    expect(same.status).toBe(400);
    expect(same.body.issues[0].path).toBe('to_account_id');
    const income = await account(t.adminA, '4000');
    const notCash = await transfer({ from_account_id: income.id, to_account_id: cash.id, amount: 100, date: '2026-02-03' });
    expect(notCash.status).toBe(422);
    expect(notCash.body.issues[0].path).toBe('from_account_id');
    const bad = await transfer({ from_account_id: 'x', to_account_id: cash.id, amount: 1.5, date: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['amount', 'date', 'from_account_id']);
    const zero = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 0, date: '2026-02-03' });
    expect(zero.status).toBe(400);
    const theirs = await account(t.adminB, '1000');
    const crossSchool = await transfer({ from_account_id: bank.id, to_account_id: theirs.id, amount: 100, date: '2026-02-03' });
    expect(crossSchool.status).toBe(422);
    expect((await chart(t.adminA)).map((a) => a.balance)).toEqual(before);
    expect((await chart(t.adminB)).every((a) => a.balance === 0)).toBe(true);
  });

  it('answers a replay with the first entry, and refuses the same key with another body (409)', async () => {
    const key = newKey();
    const body = { from_account_id: bank.id, to_account_id: cash.id, amount: 700, date: '2026-02-04' };
    const first = await transfer(body, key);
    const again = await transfer(body, key);
    expect(again.status).toBe(201);
    expect(again.body.entry_id).toBe(first.body.entry_id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await transfer({ ...body, amount: 800 }, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    const missing = await t.api.post('/api/account/tran', { token: t.adminA, body });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toBe('Idempotency-Key');
    // Another school may use the same key for its own submission.
    const cashB = await account(t.adminB, '1000');
    const bankB = await account(t.adminB, '1010');
    expect((await transfer({ ...body, from_account_id: bankB.id, to_account_id: cashB.id }, key, t.adminB)).status).toBe(201);
  });

  it('makes exactly one entry of ten concurrent duplicates', async () => {
    const key = newKey();
    const body = { from_account_id: bank.id, to_account_id: cash.id, amount: 333, date: '2026-02-05' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => transfer(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.entry_id)).size).toBe(1);
    expect(await count(sql`select count(*)::int as n from journal_entries where idempotency_key = ${key}`)).toBe(1);
  });

  it('reverses an entry once, with a reason, linked both ways', async () => {
    const posted = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 4_000, date: '2026-02-06' });
    const balance = (await account(t.adminA, '1000')).balance;
    const reversed = await t.api.post(`/api/finance/entries/${posted.body.entry_id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-02-07', reason: 'Typed the wrong amount' },
    });
    expect(reversed.status).toBe(201);
    expect((await account(t.adminA, '1000')).balance).toBe(balance - 4_000);
    const original = (await t.api.get(`/api/finance/entries/${posted.body.entry_id}`, { token: t.adminA })).body;
    const reversal = (await t.api.get(`/api/finance/entries/${reversed.body.entry_id}`, { token: t.adminA })).body;
    expect(original.reversed_by_id).toBe(reversed.body.entry_id);
    expect(reversal).toMatchObject({ kind: 'reversal', reverses_id: posted.body.entry_id, memo: 'Typed the wrong amount' });
    expect(reversal.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit])).toEqual([[0, 4_000], [4_000, 0]]);
    const twice = await t.api.post(`/api/finance/entries/${posted.body.entry_id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-02-07', reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    const early = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 10, date: '2026-02-06' });
    const beforeIt = await t.api.post(`/api/finance/entries/${early.body.entry_id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-02-01', reason: 'Too early' },
    });
    expect(beforeIt.status).toBe(422);
    expect(await trialBalance(t.schoolA.schoolId)).toBe(0);
  });

  it('refuses entries dated in a month an Admin has closed, and only an Admin closes one', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account', 'transfer-account', 'update-account']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await t.api.post('/api/finance/periods', { token, body: { month: '2026-01' } })).status).toBe(403);
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-13' } })).status).toBe(400);
    const closed = await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-01' } });
    expect(closed.status).toBe(201);
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-01' } })).status).toBe(409);
    expect((await t.api.get('/api/finance/periods', { token })).body.map((p: { month: string }) => p.month)).toEqual(['2026-01-01']);
    const inClosed = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 100, date: '2026-01-31' }, newKey(), token);
    expect(inClosed.status).toBe(422);
    expect(inClosed.body.issues[0]).toEqual({ path: 'date', message: 'January 2026 is closed. Date the entry in an open month.' });
    expect((await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 100, date: '2026-02-01' }, newKey(), token)).status).toBe(201);
    // School B's January is still open.
    const cashB = await account(t.adminB, '1000');
    const bankB = await account(t.adminB, '1010');
    expect((await transfer({ from_account_id: bankB.id, to_account_id: cashB.id, amount: 5, date: '2026-01-15' }, newKey(), t.adminB)).status).toBe(201);
  });

  it('needs transfer-account to move money and a finance privilege to read an entry; schools stay apart', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 1, date: '2026-02-08' }, newKey(), token)).status).toBe(403);
    const posted = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 1, date: '2026-02-08' });
    expect((await t.api.get(`/api/finance/entries/${posted.body.entry_id}`, { token })).status).toBe(403);
    expect((await t.api.get(`/api/finance/entries/${posted.body.entry_id}`, { token: t.adminB })).status).toBe(404);
    const stolen = await t.api.post(`/api/finance/entries/${posted.body.entry_id}/reverse`, {
      token: t.adminB,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-02-09', reason: 'Not ours' },
    });
    expect(stolen.status).toBe(404);
  });
});

describe('the database keeps the ledger whole, whatever the code does', () => {
  it('refuses UPDATE and DELETE on posted lines and entries', async () => {
    const posted = await transfer({ from_account_id: bank.id, to_account_id: cash.id, amount: 900, date: '2026-02-10' });
    const db = t.ctx.database.db;
    await expect(db.execute(sql`update journal_lines set debit = debit + 1 where entry_id = ${posted.body.entry_id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_lines where entry_id = ${posted.body.entry_id}`)).rejects.toThrow();
    await expect(db.execute(sql`update journal_entries set memo = 'edited' where id = ${posted.body.entry_id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries where id = ${posted.body.entry_id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate journal_lines`)).rejects.toThrow();
    const entry = (await t.api.get(`/api/finance/entries/${posted.body.entry_id}`, { token: t.adminA })).body;
    expect(entry.lines.map((l: { debit: number }) => l.debit)).toEqual([900, 0]);
  });

  it('refuses an entry that does not balance, or a line on another school\'s account, and keeps none of it', async () => {
    const db = t.ctx.database.db;
    const theirs = await account(t.adminB, '1000');
    const unbalanced = db.transaction(async (tx) => {
      const [{ id }] = (await queryRows<{ id: number }>(tx, sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash) values (${t.schoolA.schoolId}, '2026-02-11', 'adjustment', 'raw-unbalanced', 'x') returning id`)) as [{ id: number }];
      await tx.execute(sql`insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, debit) values (${t.schoolA.schoolId}, ${id}, '2026-02-11', 1, ${cash.id}, 100)`);
      await tx.execute(sql`insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, credit) values (${t.schoolA.schoolId}, ${id}, '2026-02-11', 2, ${bank.id}, 90)`);
    });
    await expect(unbalanced).rejects.toSatisfy((err) => sqlStateOf(err) === 'SD422');
    const foreign = db.transaction(async (tx) => {
      const [{ id }] = (await queryRows<{ id: number }>(tx, sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash) values (${t.schoolA.schoolId}, '2026-02-11', 'adjustment', 'raw-foreign', 'x') returning id`)) as [{ id: number }];
      await tx.execute(sql`insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, debit) values (${t.schoolA.schoolId}, ${id}, '2026-02-11', 1, ${cash.id}, 100)`);
      await tx.execute(sql`insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, credit) values (${t.schoolA.schoolId}, ${id}, '2026-02-11', 2, ${theirs.id}, 100)`);
    });
    await expect(foreign).rejects.toSatisfy((err) => constraintOf(err) === 'journal_lines_account_fk');
    const empty = db.execute(sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash) values (${t.schoolA.schoolId}, '2026-02-11', 'adjustment', 'raw-empty', 'x')`);
    await expect(empty).rejects.toThrow();
    expect(await count(sql`select count(*)::int as n from journal_entries where idempotency_key like 'raw-%'`)).toBe(0);
    expect(await trialBalance(t.schoolA.schoolId)).toBe(0);
  });
});
