import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, JournalEntry, Payer, PayerAccount, Receipt } from '@contract';
import { readRows } from '../../../db/client';
import { int4 } from '../../../db/row-fields';
import { classes, parents, students } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

const t = twoSchools();
const kids: Record<string, number> = {};
let classA: number;
let keyNo = 0;
const newKey = () => `pay-${++keyNo}-${Date.now()}`;

const pay = (body: Record<string, unknown>, key = newKey(), token = t.adminA) => t.api.post('/api/finance/payments', { token, headers: { 'Idempotency-Key': key }, body });
const bill = (month: string) =>
  t.api.post('/api/finance/fees/generate', { token: t.adminA, headers: { 'Idempotency-Key': newKey() }, body: { month, class_ids: [classA] } });
const account = async (id: number, token = t.adminA) => (await t.api.get(`/api/finance/payers/${id}`, { token })).body as PayerAccount;
const balanceOf = async (code: string) =>
  ((await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[]).find((a) => a.code === code)!.balance;

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  classA = await seedClass(t.ctx, school, 'Grade 6');
  await t.ctx.database.db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, classA));
  const section = await seedSection(t.ctx, school, year.id, classA, 'A');
  for (const name of ['Amina', 'Brian', 'Chidi']) kids[name] = await seedStudent(t.ctx, school, { sectionId: section, firstName: name, lastName: 'Payer' });
  const [amina] = await t.ctx.database.db.select({ parentId: students.parentId }).from(students).where(eq(students.id, kids.Amina!));
  await t.ctx.database.db.update(parents).set({ phone: '+254 711 555 123' }).where(eq(parents.id, amina!.parentId));
  await bill('2026-09');
  await bill('2026-10');
});

describe('receive payment (/api/finance/payments)', () => {
  it('finds a student by name, admission number or parent phone, with what they owe', async () => {
    const byName = (await t.api.get('/api/finance/payers?q=amina', { token: t.adminA })).body as Payer[];
    expect(byName.map((p) => [p.name, p.balance, p.class_name])).toEqual([['Amina Payer', 20_000, 'Grade 6']]);
    const byPhone = (await t.api.get('/api/finance/payers?q=0711555123', { token: t.adminA })).body as Payer[];
    expect(byPhone.map((p) => p.id)).toEqual([kids.Amina]);
    expect((await t.api.get('/api/finance/payers?q=', { token: t.adminA })).status).toBe(400);
    expect((await t.api.get('/api/finance/payers?q=amina', { token: t.adminB })).body).toEqual([]);
  });

  it('takes a partial payment: a gap-free receipt number, the oldest charge covered first, the balance from the ledger', async () => {
    const first = await pay({ student_id: kids.Amina, amount: 12_500, date: '2026-10-05', method: 'Cash', payer: 'Mrs Payer' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Receipt 1 has been issued', receipt_no: 1 });
    const after = await account(kids.Amina!);
    expect(after.balance).toBe(7_500);
    expect(after.charges.map((c) => [c.memo, c.amount, c.paid])).toEqual([
      ['Tuition, September 2026', 10_000, 10_000],
      ['Tuition, October 2026', 10_000, 2_500],
    ]);
    const receipt = (await t.api.get('/api/finance/receipts/1', { token: t.adminA })).body as Receipt;
    expect(receipt).toMatchObject({ number: 1, amount: 12_500, method: 'Cash', payer: 'Mrs Payer', account_name: 'Cash', balance_after: 7_500, voided: false, unallocated: 0 });
    expect(receipt.student).toMatchObject({ name: 'Amina Payer', class_name: 'Grade 6', section_name: 'A' });
    expect(receipt.allocations.map((a) => a.amount)).toEqual([10_000, 2_500]);
    const second = await pay({ student_id: kids.Brian, amount: 10_000, date: '2026-10-05' });
    expect(second.body.receipt_no).toBe(2);
  });

  it('keeps a prepayment and matches it to the next fee the run posts', async () => {
    await pay({ student_id: kids.Chidi, amount: 35_000, date: '2026-10-06' });
    const ahead = await account(kids.Chidi!);
    expect([ahead.balance, ahead.unallocated]).toEqual([-15_000, 15_000]);
    await bill('2026-11');
    const billed = await account(kids.Chidi!);
    expect([billed.balance, billed.unallocated]).toEqual([-5_000, 5_000]);
    expect(billed.charges.every((c) => c.paid === c.amount)).toBe(true);
  });

  it('answers a retry with the first receipt, refuses the key for another payment, and makes one payment of ten at once', async () => {
    const key = newKey();
    const body = { student_id: kids.Brian, amount: 1_000, date: '2026-10-07' };
    const first = await pay(body, key);
    const again = await pay(body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await pay({ ...body, amount: 2_000 }, key)).status).toBe(409);
    const burstKey = newKey();
    const burst = await Promise.all(Array.from({ length: 10 }, () => pay({ ...body, amount: 700 }, burstKey)));
    expect(new Set(burst.map((r) => r.body.receipt_no)).size).toBe(1);
    const [n] = await readRows(t.ctx.database.db, v.object({ n: int4 }), sql`select count(*)::int as n from journal_entries where idempotency_key = ${burstKey}`);
    expect(n!.n).toBe(1);
  });

  it('numbers receipts without a gap when payments fail or arrive together', async () => {
    await pay({ student_id: kids.Amina, amount: 100, date: '2026-10-08', account_id: 999_999 });
    await Promise.all(['Amina', 'Brian', 'Chidi'].map((k) => pay({ student_id: kids[k], amount: 100, date: '2026-10-08' })));
    const numbers = await readRows(t.ctx.database.db, v.object({ number: int4 }), sql`select number from receipts where school_id = ${t.schoolA.schoolId} order by number`);
    expect(numbers.map((r) => r.number)).toEqual(numbers.map((_, i) => i + 1));
    const other = await pay({ student_id: 0 + (await seedStudent(t.ctx, t.schoolB.schoolId)), amount: 100, date: '2026-10-08' }, newKey(), t.adminB);
    expect(other.body.receipt_no).toBe(1);
  });

  it('refuses bad input by field, and writes nothing', async () => {
    const before = await balanceOf('1000');
    const cases: [Record<string, unknown>, string][] = [
      [{ student_id: kids.Amina, amount: 0, date: '2026-10-09' }, 'amount'],
      [{ student_id: kids.Amina, amount: 10.5, date: '2026-10-09' }, 'amount'],
      [{ student_id: kids.Amina, amount: '100', date: '2026-10-09' }, 'amount'],
      [{ student_id: kids.Amina, amount: 100, date: '2026-02-30' }, 'date'],
      [{ student_id: kids.Amina, amount: 100, date: '2026-10-09', method: 'Gold' }, 'method'],
      [{ student_id: kids.Amina, amount: 100, date: '2026-10-09', memo: 'x'.repeat(201) }, 'memo'],
      [{ amount: 100, date: '2026-10-09' }, 'student_id'],
      [{ student_id: kids.Amina, amount: 100, date: '2026-10-09', payer: 'Mrs\u0000X' }, 'payer'],
      [{ student_id: kids.Amina, amount: 1e13, date: '2026-10-09' }, 'amount'],
      [{ student_id: '1 or 1=1', amount: 100, date: '2026-10-09' }, 'student_id'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    for (const body of [[], 'pay', null]) expect((await pay(body as never)).status, JSON.stringify(body)).toBe(400);
    expect((await t.api.get(`/api/finance/payers?q=${'x'.repeat(81)}`, { token: t.adminA })).status).toBe(400);
    const theirs = await seedStudent(t.ctx, t.schoolB.schoolId);
    const foreign = await pay({ student_id: theirs, amount: 100, date: '2026-10-09' });
    expect([foreign.status, foreign.body.issues[0].path]).toEqual([422, 'student_id']);
    const tuition = ((await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[]).find((a) => a.code === '4000')!;
    const notCash = await pay({ student_id: kids.Amina, amount: 100, date: '2026-10-09', account_id: tuition.id });
    expect([notCash.status, notCash.body.issues[0].path]).toEqual([422, 'account_id']);
    expect((await t.api.post('/api/finance/payments', { token: t.adminA, body: { student_id: kids.Amina, amount: 100, date: '2026-10-09' } })).status).toBe(400);
    expect(await balanceOf('1000')).toBe(before);
  });

  it('holds to privileges and the class scope', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await pay({ student_id: kids.Amina, amount: 100, date: '2026-10-09' }, newKey(), token)).status).toBe(403);
    expect((await t.api.get('/api/finance/payers?q=amina', { token })).status).toBe(403);
    const other = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 9');
    const cashier = await seedUser(t.ctx, t.schoolA.schoolId, ['receive-payment'], { classIds: [other] });
    const cashierToken = await t.api.login(cashier.username, cashier.password);
    expect((await t.api.get('/api/finance/payers?q=amina', { token: cashierToken })).body).toEqual([]);
    expect((await t.api.get(`/api/finance/payers/${kids.Amina}`, { token: cashierToken })).status, 'account').toBe(404);
    expect((await t.api.get('/api/finance/receipts/1', { token: cashierToken })).status, 'receipt').toBe(404);
    expect((await pay({ student_id: kids.Amina, amount: 100, date: '2026-10-09' }, newKey(), cashierToken)).status).toBe(422);
    // School B has a receipt 1 of its own, and no 2.
    expect((await t.api.get('/api/finance/receipts/2', { token: t.adminB })).status).toBe(404);
    expect((await t.api.get('/api/finance/receipts/99999999999', { token: t.adminA })).status).toBe(404);
  });

  it('voids a receipt by reversing its payment: the charges it covered open again, the number stays', async () => {
    const paid = await pay({ student_id: kids.Brian, amount: 5_000, date: '2026-10-10' });
    const before = await account(kids.Brian!);
    const reversed = await t.api.post(`/api/finance/entries/${paid.body.entry_id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-10-11', reason: 'Bounced check' },
    });
    expect(reversed.status).toBe(201);
    const receipt = (await t.api.get(`/api/finance/receipts/${paid.body.receipt_no}`, { token: t.adminA })).body as Receipt;
    expect(receipt.voided).toBe(true);
    // The receipt says which entry reversed it, when and why, and what is owed now.
    expect(receipt.reversal).toEqual({ entry_id: reversed.body.entry_id, date: '2026-10-11', reason: 'Bounced check' });
    expect(receipt.balance_now).toBe(before.balance + 5_000);
    // The payment's entry names its pupil, not a bare number.
    const entry = (await t.api.get(`/api/finance/entries/${paid.body.entry_id}`, { token: t.adminA })).body as JournalEntry;
    expect(entry.lines.find((l) => l.student_id === kids.Brian)).toMatchObject({ student_name: 'Brian Payer', employee_name: null });
    const after = await account(kids.Brian!);
    expect(after.balance).toBe(before.balance + 5_000);
    const open = after.charges.reduce((sum, c) => sum + c.amount - c.paid, 0);
    expect(open - after.unallocated).toBe(after.balance);
    const book = (await t.api.get(`/api/finance/receipts?student_id=${kids.Brian}`, { token: t.adminA })).body;
    expect(book.data[0]).toMatchObject({ number: paid.body.receipt_no, voided: true, amount: 5_000 });
    // A reprint shows what was owed just after that payment (dated 10 October), not today's
    // figure: November's fee, dated later, is not in it.
    expect(receipt.balance_after).toBe(before.balance - 10_000);
    const found = (await t.api.get('/api/finance/receipts?search=brian', { token: t.adminA })).body;
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((r: { student_name: string }) => r.student_name === 'Brian Payer')).toBe(true);
    expect(found.total).toBe(found.data.length);
  });

  it('pages the receipt book: every receipt once, the total counted with the same filters (issue 30)', async () => {
    type Book = { data: { number: number; date: string }[]; total: number };
    const read = async (query: string) => (await t.api.get(`/api/finance/receipts?${query}`, { token: t.adminA })).body as Book;
    const whole = await read('limit=100');
    expect(whole.total).toBeGreaterThan(2);
    expect(whole.data).toHaveLength(whole.total);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const part = await read(`limit=2&page=${page}`);
      expect(part.total).toBe(whole.total);
      paged.push(...part.data.map((r) => r.number));
    }
    expect(paged).toEqual(whole.data.map((r) => r.number));
    const day = whole.data.at(-1)!.date;
    const dated = await read(`limit=100&from=${day}&to=${day}`);
    expect(dated.total).toBe(whole.data.filter((r) => r.date === day).length);
    expect(dated.data).toHaveLength(dated.total);
    expect((await read('limit=100&search=no-such-pupil')).total).toBe(0);
  });
});
