import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX, type Account, type JournalEntry, type PayerAccount } from '@contract';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

const t = twoSchools();
let keyNo = 0;
const newKey = () => `journal-${++keyNo}-${Date.now()}`;
const A: Record<string, number> = {};
const B: Record<string, number> = {};
let student: number;
let otherStudent: number;
let employee: number;
let otherEmployee: number;

const chart = async (token: string) => (await t.api.get('/api/finance/accounts?limit=500', { token })).body.data as Account[];
const post = (body: Record<string, unknown>, key: string | null = newKey(), token = t.adminA) =>
  t.api.post('/api/finance/journal', { token, headers: key === null ? {} : { 'Idempotency-Key': key }, body });
const count = async (query: ReturnType<typeof sql>) => Number((await readRows(t.ctx.database.db, v.object({ n: int8 }), query))[0]!.n);
const entriesOf = (schoolId: number) => count(sql`select count(*) as n from journal_entries where school_id = ${schoolId}`);
const linesOf = (schoolId: number) => count(sql`select count(*) as n from journal_lines where school_id = ${schoolId}`);

/** Dr General expense 1,000.00 / Cr Bank 1,000.00 on a day of March. */
const simple = (memo = 'Bank charges for March', amount = 100_000) => ({
  date: '2026-03-31',
  memo,
  lines: [
    { account_id: A['5100'], debit: amount },
    { account_id: A['1010'], credit: amount },
  ],
});

beforeAll(async () => {
  for (const a of await chart(t.adminA)) A[a.code] = a.id;
  for (const b of await chart(t.adminB)) B[b.code] = b.id;
  const year = await activeYear(t.ctx, t.schoolA.schoolId);
  const klass = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 4');
  const section = await seedSection(t.ctx, t.schoolA.schoolId, year.id, klass, 'A');
  student = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: section, firstName: 'Jomo', lastName: 'Journal' });
  otherStudent = await seedStudent(t.ctx, t.schoolB.schoolId, { firstName: 'Bea', lastName: 'Elsewhere' });
  employee = (await seedEmployee(t.ctx, t.schoolA.schoolId, 'staff')).id;
  otherEmployee = (await seedEmployee(t.ctx, t.schoolB.schoolId, 'staff')).id;
});

describe('general journal (POST /api/finance/journal)', () => {
  it('posts a balanced entry whole, with its lines, people and memo, as an adjustment the reports show', async () => {
    const res = await post({
      date: '2026-03-10',
      memo: 'Uniform sold on account; a staff welfare payment',
      lines: [
        { account_id: A['1100'], debit: 4_500, student_id: student },
        { account_id: A['5100'], debit: 2_000, employee_id: employee },
        { account_id: A['4900'], credit: 4_500 },
        { account_id: A['1000'], credit: 2_000 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The journal entry has been posted');
    const entry = (await t.api.get(`/api/finance/entries/${res.body.entry_id}`, { token: t.adminA })).body as JournalEntry;
    expect(entry).toMatchObject({ id: res.body.entry_id, date: '2026-03-10', kind: 'adjustment', memo: 'Uniform sold on account; a staff welfare payment', reverses_id: null, reversed_by_id: null });
    expect(entry.lines.map((l) => [l.account_code, l.debit, l.credit, l.student_name, l.employee_id])).toEqual([
      ['1100', 4_500, 0, 'Jomo Journal', null],
      ['5100', 2_000, 0, null, employee],
      ['4900', 0, 4_500, null, null],
      ['1000', 0, 2_000, null, null],
    ]);
    expect(entry.lines[1]!.employee_name).toBeTruthy();

    // The account summary's drill-down lists the line (linking to the entry), and the balance sheet holds.
    const other = (await t.api.get(`/api/finance/reports/accounts/${A['4900']}?from=2026-03-01&to=2026-03-31`, { token: t.adminA })).body;
    expect(other.lines.map((l: { entry_id: number; kind: string; credit: number; memo: string }) => [l.entry_id, l.kind, l.credit, l.memo])).toEqual([
      [res.body.entry_id, 'adjustment', 4_500, 'Uniform sold on account; a staff welfare payment'],
    ]);
    const sheet = (await t.api.get('/api/finance/reports/balance-sheet?on=2026-03-31', { token: t.adminA })).body;
    expect(sheet.balanced).toBe(true);
    expect(sheet.assets.find((a: { code: string }) => a.code === '1100').amount).toBe(4_500);
    // The student now owes it, as a charge of their account.
    const payer = (await t.api.get(`/api/finance/payers/${student}`, { token: t.adminA })).body as PayerAccount;
    expect(payer.balance).toBe(4_500);
  });

  it.each([
    ['unbalanced', { lines: [{ debit: 1_000, account: '5100' }, { credit: 999, account: '1010' }] }, 400, 'lines'],
    ['one line', { lines: [{ debit: 1_000, account: '5100' }] }, 400, 'lines'],
    ['a zero line', { lines: [{ debit: 0, account: '5100' }, { credit: 0, account: '1010' }] }, 400, 'lines.0.debit'],
    ['a negative amount', { lines: [{ debit: -500, account: '5100' }, { credit: -500, account: '1010' }] }, 400, 'lines.0.debit'],
    ['a fraction', { lines: [{ debit: 10.5, account: '5100' }, { credit: 10.5, account: '1010' }] }, 400, 'lines.0.debit'],
    ['an oversized amount', { lines: [{ debit: MONEY_MAX + 1, account: '5100' }, { credit: MONEY_MAX + 1, account: '1010' }] }, 400, 'lines.0.debit'],
    ['a debit and a credit on one line', { lines: [{ debit: 500, credit: 500, account: '5100' }, { credit: 0, debit: 0, account: '1010' }] }, 400, 'lines.0.debit'],
    ['an unknown account', { lines: [{ debit: 500, account: '5100' }, { credit: 500, account_id: 99_999_999 }] }, 422, 'lines.1.account_id'],
    ["another school's account", { lines: [{ debit: 500, account: '5100' }, { credit: 500, account_id: 'B1010' }] }, 422, 'lines.1.account_id'],
    ['Employee advances (owned by recoveries)', { lines: [{ debit: 500, account: '1200', employee: true }, { credit: 500, account: '1000' }] }, 422, 'lines.0.account_id'],
    ['Employee loans (owned by recoveries)', { lines: [{ debit: 500, account: '5100' }, { credit: 500, account: '1210' }] }, 422, 'lines.1.account_id'],
    ['Students receivable without a student', { lines: [{ debit: 500, account: '1100' }, { credit: 500, account: '4900' }] }, 422, 'lines.0.student_id'],
    ['a student on an income line', { lines: [{ debit: 500, account: '1100', student: true }, { credit: 500, account: '4900', student: true }] }, 422, 'lines.1.student_id'],
    ["a credit to a student's account", { lines: [{ debit: 500, account: '5100' }, { credit: 500, account: '1100', student: true }] }, 422, 'lines.1.credit'],
    ["another school's student", { lines: [{ debit: 500, account: '1100', student_id: 'other' }, { credit: 500, account: '4900' }] }, 422, 'lines.0.student_id'],
    ['an unknown student', { lines: [{ debit: 500, account: '1100', student_id: 99_999_999 }, { credit: 500, account: '4900' }] }, 422, 'lines.0.student_id'],
    ["another school's employee", { lines: [{ debit: 500, account: '5100', employee_id: 'other' }, { credit: 500, account: '1000' }] }, 422, 'lines.0.employee_id'],
    ['an unknown employee', { lines: [{ debit: 500, account: '5100' }, { credit: 500, account: '1000', employee_id: 99_999_999 }] }, 422, 'lines.1.employee_id'],
    ['a student and an employee on one line', { lines: [{ debit: 500, account: '1100', student: true, employee: true }, { credit: 500, account: '4900' }] }, 400, 'lines.0.employee_id'],
  ])('refuses %s, naming the field, and writes nothing', async (_name, spec, status, path) => {
    const lines = (spec.lines as Record<string, unknown>[]).map((l) => {
      const accountId = l.account_id === 'B1010' ? B['1010'] : (l.account_id ?? A[l.account as string]);
      const studentId = l.student_id === 'other' ? otherStudent : (l.student_id ?? (l.student ? student : undefined));
      const employeeId = l.employee_id === 'other' ? otherEmployee : (l.employee_id ?? (l.employee ? employee : undefined));
      return { account_id: accountId, debit: l.debit, credit: l.credit, student_id: studentId, employee_id: employeeId };
    });
    const [entries, allLines] = [await entriesOf(t.schoolA.schoolId), await linesOf(t.schoolA.schoolId)];
    const res = await post({ date: '2026-03-12', memo: 'Should not post', lines });
    expect(res.status).toBe(status);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect([await entriesOf(t.schoolA.schoolId), await linesOf(t.schoolA.schoolId)]).toEqual([entries, allLines]);
  });

  it('refuses an inactive account, a closed month, a blank memo and a missing key', async () => {
    const added = await t.api.post('/api/account/add', { token: t.adminA, body: { code: '5900', name: 'Old costs', type: 'expense', status: 'Inactive' } });
    const inactive = await post({ ...simple(), lines: [{ account_id: added.body.id, debit: 500 }, { account_id: A['1010'], credit: 500 }] });
    expect(inactive.status).toBe(422);
    expect(inactive.body.issues[0].path).toBe('lines.0.account_id');
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2025-06' } })).status).toBe(201);
    const closed = await post({ ...simple(), date: '2025-06-30' });
    expect(closed.status).toBe(422);
    expect(closed.body.issues[0]).toMatchObject({ path: 'date', message: expect.stringContaining('June 2025 is closed') });
    const blank = await post({ ...simple(), memo: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.issues[0].path).toBe('memo');
    const keyless = await post(simple(), null);
    expect(keyless.status).toBe(400);
    expect(keyless.body.issues[0].path).toBe('Idempotency-Key');
    expect(await count(sql`select count(*) as n from journal_entries where school_id = ${t.schoolA.schoolId} and entry_date = '2025-06-30'`)).toBe(0);
  });

  it('posts once per Idempotency-Key: a retry answers the first entry, another body under the key is 409', async () => {
    const key = newKey();
    const first = await post(simple('Once only'), key);
    expect(first.status).toBe(201);
    const before = await entriesOf(t.schoolA.schoolId);
    const again = await post(simple('Once only'), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.entry_id).toBe(first.body.entry_id);
    const other = await post(simple('Once only', 200_000), key);
    expect(other.status).toBe(409);
    expect(other.body.issues[0].path).toBe('Idempotency-Key');
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    const audited = await count(sql`select count(*) as n from audit_log where school_id = ${t.schoolA.schoolId} and entity = 'journal-entry' and entity_ids @> ${JSON.stringify([first.body.entry_id])}::jsonb`);
    expect(audited).toBe(1);
  });

  it('needs both add-account and transfer-account (or Admin)', async () => {
    const login = async (privileges: Parameters<typeof seedUser>[2]) => {
      const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges);
      return t.api.login(u.username, u.password);
    };
    const before = await entriesOf(t.schoolA.schoolId);
    expect((await post(simple(), newKey(), await login(['add-account']))).status).toBe(403);
    expect((await post(simple(), newKey(), await login(['transfer-account', 'list-account', 'update-account']))).status).toBe(403);
    expect(await entriesOf(t.schoolA.schoolId)).toBe(before);
    expect((await post(simple('By a bursar'), newKey(), await login(['add-account', 'transfer-account']))).status).toBe(201);
  });

  it("keeps each school's entries to itself", async () => {
    const mine = await post(simple('School A only'));
    expect(mine.status).toBe(201);
    expect((await t.api.get(`/api/finance/entries/${mine.body.entry_id}`, { token: t.adminB })).status).toBe(404);
    const theirs = (await t.api.get(`/api/finance/reports/accounts/${B['5100']}?from=2026-03-01&to=2026-03-31`, { token: t.adminB })).body;
    expect(theirs.lines).toEqual([]);
    expect((await chart(t.adminB)).every((a) => a.balance === 0)).toBe(true);
    // School B naming A's accounts is refused at the line.
    const cross = await post({ ...simple(), lines: [{ account_id: A['5100'], debit: 500 }, { account_id: B['1010'], credit: 500 }] }, newKey(), t.adminB);
    expect(cross.status).toBe(422);
    expect(cross.body.issues[0].path).toBe('lines.0.account_id');
  });

  it('is reversed like any entry, and the student owes nothing again', async () => {
    const charge = await post({
      date: '2026-04-02',
      memo: 'Library fine',
      lines: [
        { account_id: A['1100'], debit: 700, student_id: student },
        { account_id: A['4900'], credit: 700 },
      ],
    });
    expect(charge.status).toBe(201);
    const owed = async () => ((await t.api.get(`/api/finance/payers/${student}`, { token: t.adminA })).body as PayerAccount).balance;
    const before = await owed();
    const reversed = await t.api.post(`/api/finance/entries/${charge.body.entry_id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-04-03', reason: 'Book returned' },
    });
    expect(reversed.status).toBe(201);
    expect(await owed()).toBe(before - 700);
    const entry = (await t.api.get(`/api/finance/entries/${charge.body.entry_id}`, { token: t.adminA })).body as JournalEntry;
    expect(entry.reversed_by_id).toBe(reversed.body.entry_id);
    const reversal = (await t.api.get(`/api/finance/entries/${reversed.body.entry_id}`, { token: t.adminA })).body as JournalEntry;
    expect(reversal).toMatchObject({ kind: 'reversal', reverses_id: charge.body.entry_id, memo: 'Book returned' });
    expect(reversal.lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1100', 0, 700],
      ['4900', 700, 0],
    ]);
  });
});
