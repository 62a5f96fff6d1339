import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, BalanceSheet, JournalEntry, OpeningPreview, PayerAccount, StudentOpeningPreview, StudentStatement, StudentSummary } from '@contract';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

const t = twoSchools();
let keyNo = 0;
const newKey = () => `opening-${++keyNo}-${Date.now()}`;
const A: Record<string, number> = {};
const B: Record<string, number> = {};
const kids: Record<string, number> = {};
let otherKid: number;
let gradeFive: number;

const chart = async (token: string) => (await t.api.get('/api/finance/accounts?limit=500', { token })).body.data as Account[];
const send = (path: string, body: Record<string, unknown>, key: string | null = newKey(), token = t.adminA) =>
  t.api.post(`/api/finance/opening${path}`, { token, headers: key === null ? {} : { 'Idempotency-Key': key }, body });
const count = async (query: ReturnType<typeof sql>) => Number((await readRows(t.ctx.database.db, v.object({ n: int8 }), query))[0]!.n);
const entriesOf = (schoolId: number) => count(sql`select count(*) as n from journal_entries where school_id = ${schoolId}`);
const payer = async (id: number, token = t.adminA) => (await t.api.get(`/api/finance/payers/${id}`, { token })).body as PayerAccount;
const reverse = (id: number, date: string) =>
  t.api.post(`/api/finance/entries/${id}/reverse`, { token: t.adminA, headers: { 'Idempotency-Key': newKey() }, body: { date, reason: 'Entered wrongly' } });
const admission = (name: string) => `OB-${name}`;

beforeAll(async () => {
  for (const a of await chart(t.adminA)) A[a.code] = a.id;
  for (const b of await chart(t.adminB)) B[b.code] = b.id;
  const year = await activeYear(t.ctx, t.schoolA.schoolId);
  const klass = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 5');
  gradeFive = klass;
  const section = await seedSection(t.ctx, t.schoolA.schoolId, year.id, klass, 'B');
  for (const name of ['Owen', 'Paula', 'Quinn', 'Rosa', 'Sami', 'Tara']) {
    kids[name] = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: section, firstName: name, lastName: 'Opening', admissionNo: admission(name) });
  }
  otherKid = await seedStudent(t.ctx, t.schoolB.schoolId, { firstName: 'Bea', lastName: 'Elsewhere', admissionNo: admission('Bea') });
});

describe("accounts' opening balances (POST /api/finance/opening)", () => {
  const body = {
    date: '2026-02-01',
    lines: [
      { account_id: 0, debit: 250_000 }, // Bank
      { account_id: 0, debit: 40_000 }, // Cash
      { account_id: 0, credit: 90_000 }, // Accounts payable
    ],
  };
  const withIds = () => ({ ...body, lines: [{ ...body.lines[0], account_id: A['1010'] }, { ...body.lines[1], account_id: A['1000'] }, { ...body.lines[2], account_id: A['2100'] }] });

  it('previews the entry and the balance sheet it produces, writing nothing', async () => {
    const before = await entriesOf(t.schoolA.schoolId);
    const res = await send('/preview', withIds(), null);
    expect(res.status).toBe(200);
    const preview = res.body as OpeningPreview;
    expect(preview.equity_account).toMatchObject({ code: '3000', name: 'Opening equity' });
    expect(preview.equity).toEqual({ debit: 0, credit: 200_000 });
    expect(preview.lines.map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['1010', 250_000, 0],
      ['1000', 40_000, 0],
      ['2100', 0, 90_000],
    ]);
    expect(preview.sheet).toMatchObject({ on: '2026-02-01', total_assets: 290_000, total_liabilities: 90_000, total_equity: 200_000, balanced: true });
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
  });

  it('posts one balanced entry against Opening balance equity; the balance sheet is the preview; once per key and per school', async () => {
    const preview = (await send('/preview', withIds(), null)).body as OpeningPreview;
    const key = newKey();
    const res = await send('', withIds(), key);
    expect(res.status).toBe(201);
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).body as JournalEntry;
    expect(entry).toMatchObject({ kind: 'adjustment', reference: 'opening:accounts', date: '2026-02-01' });
    expect(entry.lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1010', 250_000, 0],
      ['1000', 40_000, 0],
      ['2100', 0, 90_000],
      ['3000', 0, 200_000],
    ]);
    const sheet = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-02-01', { token: t.adminA })).body as BalanceSheet;
    expect(sheet).toEqual(preview.sheet);
    // The same key replays; another key is refused while the first stands.
    const again = await send('', withIds(), key);
    expect([again.status, again.headers.get('Idempotent-Replayed'), again.body.entry_id]).toEqual([201, 'true', res.body.entry_id]);
    const before = await entriesOf(t.schoolA.schoolId);
    expect((await send('', withIds())).status).toBe(409);
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    const audited = await count(sql`select count(*) as n from audit_log where school_id = ${t.schoolA.schoolId} and entity = 'journal-entry' and entity_ids @> ${JSON.stringify([res.body.entry_id])}::jsonb`);
    expect(audited).toBe(1);

    // Reversed like any entry, it undoes the balances and may be entered again.
    expect((await reverse(res.body.entry_id, '2026-02-02')).status).toBe(201);
    const undone = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-02-02', { token: t.adminA })).body as BalanceSheet;
    expect([undone.total_assets, undone.total_liabilities, undone.total_equity]).toEqual([0, 0, 0]);
    expect((await send('', { ...withIds(), date: '2026-02-03' })).status).toBe(201);
  });

  it('refuses Students receivable, the equity account itself, another school\'s account and a closed month, writing nothing', async () => {
    const before = await entriesOf(t.schoolA.schoolId);
    const one = (account_id: number | undefined) => ({ date: '2026-02-10', lines: [{ account_id, debit: 1_000 }] });
    for (const [accountId, status, path] of [
      [A['1100'], 422, 'lines.0.account_id'],
      [A['3000'], 422, 'lines.0.account_id'],
      [B['1010'], 422, 'lines.0.account_id'],
    ] as const) {
      const res = await send('/preview', one(accountId));
      expect(res.status).toBe(status);
      expect(res.body.issues[0].path).toBe(path);
    }
    const twice = await send('/preview', { date: '2026-02-10', lines: [{ account_id: A['1010'], debit: 1 }, { account_id: A['1010'], credit: 1 }] });
    expect(twice.status).toBe(400);
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2025-07' } })).status).toBe(201);
    const closed = await send('', { ...one(A['1010']), date: '2025-07-15' });
    expect(closed.status).toBe(422);
    expect(closed.body.issues[0]).toMatchObject({ path: 'date', message: expect.stringContaining('July 2025 is closed') });
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
  });

  it('adds Opening balance equity to a chart that lacks it', async () => {
    // School B's 3000 renamed and made a liability stands for a chart without it.
    await t.ctx.database.db.execute(sql`update accounts set type = 'liability', name = 'Old equity' where id = ${B['3000']}`);
    const res = await send('', { date: '2026-02-01', lines: [{ account_id: B['1000'], debit: 5_000 }] }, newKey(), t.adminB);
    expect(res.status).toBe(201);
    const added = (await chart(t.adminB)).find((a) => a.name === 'Opening balance equity')!;
    expect(added).toMatchObject({ type: 'equity', code: '3001', balance: expect.any(Number) });
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminB })).body as JournalEntry;
    expect(entry.lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1000', 5_000, 0],
      ['3001', 0, 5_000],
    ]);
    // School A sees none of it.
    expect((await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).status).toBe(404);
  });
});

describe("students' brought-forward balances (POST /api/finance/opening/students)", () => {
  const date = '2026-03-01';

  it('previews the rows and posts each student their balance against Opening balance equity, on statements and the summary', async () => {
    const rows = [
      { admission_no: admission('Owen'), amount: 30_000 },
      { admission_no: admission('Paula'), amount: -12_000 },
    ];
    const preview = (await send('/students/preview', { date, rows }, null)).body as StudentOpeningPreview;
    expect(preview).toMatchObject({ students: 2, owed: 30_000, paid_ahead: 12_000 });
    expect(preview.rows.map((r) => [r.row, r.student_name, r.amount])).toEqual([
      [1, 'Owen Opening', 30_000],
      [2, 'Paula Opening', -12_000],
    ]);
    const res = await send('/students', { date, rows });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ students: 2, owed: 30_000, paid_ahead: 12_000 });
    expect((await payer(kids.Owen!)).balance).toBe(30_000);
    expect(await payer(kids.Paula!)).toMatchObject({ balance: -12_000, unallocated: 12_000 });

    const statement = (await t.api.get(`/api/finance/reports/students/${kids.Owen}?from=2026-03-01&to=2026-03-31`, { token: t.adminA })).body as StudentStatement;
    expect(statement.lines.map((l) => [l.memo, l.charge, l.payment, l.balance])).toEqual([['Balance brought forward', 30_000, 0, 30_000]]);
    expect(statement.closing).toBe(30_000);
    const summary = (await t.api.get('/api/finance/reports/students?from=2026-03-01&to=2026-03-31', { token: t.adminA })).body as StudentSummary;
    const row = (id: number) => summary.rows.find((r) => r.student_id === id)!;
    expect([row(kids.Owen!).billed, row(kids.Owen!).balance]).toEqual([30_000, 30_000]);
    expect([row(kids.Paula!).paid, row(kids.Paula!).balance]).toEqual([12_000, -12_000]);

    // Receivable and equity move together; the sheet still balances.
    const sheet = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-03-01', { token: t.adminA })).body as BalanceSheet;
    expect(sheet.balanced).toBe(true);
  });

  it('a later payment pays off the brought-forward charge first; paid ahead pays a later fee', async () => {
    const charge = (student: number, amount: number, day: string) =>
      t.api.post('/api/finance/journal', {
        token: t.adminA,
        headers: { 'Idempotency-Key': newKey() },
        body: { date: day, memo: 'Activity fee', lines: [{ account_id: A['1100'], debit: amount, student_id: student }, { account_id: A['4900'], credit: amount }] },
      });
    expect((await charge(kids.Owen!, 5_000, '2026-03-05')).status).toBe(201);
    const paid = await t.api.post('/api/finance/payments', { token: t.adminA, headers: { 'Idempotency-Key': newKey() }, body: { student_id: kids.Owen, amount: 30_000, date: '2026-03-06' } });
    expect(paid.status).toBe(201);
    const owen = await payer(kids.Owen!);
    expect(owen.balance).toBe(5_000);
    expect(owen.charges.map((c) => [c.memo, c.amount, c.paid])).toEqual([
      ['Balance brought forward', 30_000, 30_000],
      ['Activity fee', 5_000, 0],
    ]);

    expect((await charge(kids.Paula!, 8_000, '2026-03-05')).status).toBe(201);
    const paula = await payer(kids.Paula!);
    expect([paula.balance, paula.unallocated]).toEqual([-4_000, 4_000]);
    expect(paula.charges.map((c) => [c.memo, c.amount, c.paid])).toEqual([['Activity fee', 8_000, 8_000]]);
  });

  it('posts the same file once: a replay under its key, and a refusal naming the rows under another', async () => {
    const rows = [{ admission_no: admission('Quinn'), amount: 7_500 }];
    const key = newKey();
    expect((await send('/students', { date, rows }, key)).status).toBe(201);
    const before = await entriesOf(t.schoolA.schoolId);
    const replay = await send('/students', { date, rows }, key);
    expect([replay.status, replay.headers.get('Idempotent-Replayed'), replay.body.students, replay.body.owed]).toEqual([201, 'true', 1, 7_500]);
    const again = await send('/students', { date, rows });
    expect(again.status).toBe(422);
    expect(again.body.issues[0]).toMatchObject({ path: 'rows.0.admission_no', message: expect.stringMatching(/^Row 1: Quinn Opening already has an opening balance/) });
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    expect((await payer(kids.Quinn!)).balance).toBe(7_500);
  });

  it('refuses an unknown admission number, a bad amount and a duplicate row, naming each row, and writes nothing', async () => {
    const before = await entriesOf(t.schoolA.schoolId);
    const rows = [
      { admission_no: admission('Rosa'), amount: 1_000 },
      { admission_no: 'NOPE-1', amount: 1_000 },
      { admission_no: admission('Sami'), amount: 10.5 },
      { admission_no: admission('Tara'), amount: 0 },
      { admission_no: admission('rosa'), amount: 2_000 },
      { admission_no: admission('Bea'), amount: 1_000 },
    ];
    for (const path of ['/students/preview', '/students']) {
      const res = await send(path, { date, rows });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('5 rows need attention; nothing was posted.');
      const issues = res.body.issues as { path: string; message: string }[];
      expect(issues.map((i) => i.path)).toEqual(['rows.1.admission_no', 'rows.2.amount', 'rows.3.amount', 'rows.4.admission_no', 'rows.4.admission_no', 'rows.5.admission_no']);
      expect(issues[0]!.message).toBe('Row 2: No student of this school has admission number NOPE-1.');
      expect(issues[3]!.message).toMatch(/^Row 5: Admission number OB-rosa is also on row 1/);
    }
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    expect((await payer(kids.Rosa!)).balance).toBe(0);
  });

  it('is refused in a closed month and without the privileges; another school never sees or affects it', async () => {
    const rows = [{ admission_no: admission('Sami'), amount: 2_500 }];
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2025-08' } })).status).toBe(201);
    const closed = await send('/students', { date: '2025-08-20', rows });
    expect(closed.status).toBe(422);
    expect(closed.body.issues[0]).toMatchObject({ path: 'date', message: expect.stringContaining('August 2025 is closed') });

    const login = async (privileges: Parameters<typeof seedUser>[2], classIds: number[] = []) => {
      const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges, { classIds });
      return t.api.login(u.username, u.password);
    };
    const clerk = await login(['add-account', 'list-account']);
    for (const path of ['/students/preview', '/students', '/preview', '']) {
      expect((await send(path, { date, rows, lines: [{ account_id: A['1000'], debit: 1 }] }, newKey(), clerk)).status).toBe(403);
    }
    // School B cannot name school A's students, and its own import leaves A alone.
    const cross = await send('/students', { date, rows }, newKey(), t.adminB);
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('rows.0.admission_no');
    const before = await entriesOf(t.schoolA.schoolId);
    expect((await send('/students', { date, rows: [{ admission_no: admission('Bea'), amount: 900 }] }, newKey(), t.adminB)).status).toBe(201);
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    expect((await payer(otherKid, t.adminB)).balance).toBe(900);
    expect((await t.api.get(`/api/finance/payers/${otherKid}`, { token: t.adminA })).status).toBe(404);

    // A bursar reaches the students of their classes (ADR 013), as in the general journal.
    const outOfScope = await send('/students/preview', { date, rows }, null, await login(['add-account', 'transfer-account']));
    expect([outOfScope.status, outOfScope.body.issues[0].path]).toEqual([422, 'rows.0.admission_no']);
    const bursar = await login(['add-account', 'transfer-account'], [gradeFive]);
    expect((await send('/students', { date, rows }, newKey(), bursar)).status).toBe(201);
    expect((await payer(kids.Sami!)).balance).toBe(2_500);
  });

  it('is reversed like any entry, and a new opening balance may then be entered', async () => {
    const res = await send('/students', { date, rows: [{ admission_no: admission('Tara'), amount: -6_000 }] });
    expect(res.status).toBe(201);
    const [entry] = await readRows(
      t.ctx.database.db,
      v.object({ id: int8 }),
      sql`select distinct l.entry_id as id from journal_lines l join journal_entries e on e.id = l.entry_id where l.student_id = ${kids.Tara} and e.reference = 'opening:student'`,
    );
    const entryId = Number(entry!.id);
    expect((await t.api.get(`/api/finance/entries/${entryId}`, { token: t.adminA })).body).toMatchObject({ kind: 'payment', memo: 'Paid ahead, brought forward' });
    expect((await payer(kids.Tara!)).balance).toBe(-6_000);
    expect((await reverse(entryId, '2026-03-02')).status).toBe(201);
    expect(await payer(kids.Tara!)).toMatchObject({ balance: 0, unallocated: 0 });
    expect((await send('/students', { date, rows: [{ admission_no: admission('Tara'), amount: 6_000 }] })).status).toBe(201);
    expect((await payer(kids.Tara!)).balance).toBe(6_000);
  });
});
