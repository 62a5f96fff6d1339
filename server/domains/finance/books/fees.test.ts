import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, FeePreview } from '@contract';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { classes, enrolments, students } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

const t = twoSchools();
let classA: number;
let classB: number;
const kids: Record<string, number> = {};
let keyNo = 0;
const newKey = () => `fee-run-${++keyNo}-${Date.now()}`;

const preview = async (body: Record<string, unknown>, token = t.adminA) => (await t.api.post('/api/finance/fees/preview', { token, body })).body as FeePreview;
const generate = (body: Record<string, unknown>, key = newKey(), token = t.adminA) => t.api.post('/api/finance/fees/generate', { token, headers: { 'Idempotency-Key': key }, body });
const balance = async (code: string) =>
  ((await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[]).find((a) => a.code === code)!.balance;
const states = (p: FeePreview) => Object.fromEntries(p.rows.map((r) => [r.student_name.split(' ')[0], [r.state, r.amount, r.billed]]));

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  classA = await seedClass(t.ctx, school, 'Grade 4');
  classB = await seedClass(t.ctx, school, 'Grade 5');
  await t.ctx.database.db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, classA));
  await t.ctx.database.db.update(classes).set({ monthlyFee: 5_000 }).where(eq(classes.id, classB));
  const a = await seedSection(t.ctx, school, year.id, classA, 'A');
  const b = await seedSection(t.ctx, school, year.id, classB, 'A');
  for (const [name, sectionId, status] of [['Amina', a, 'Active'], ['Brian', a, 'Active'], ['Chloe', a, 'Inactive'], ['Dan', b, 'Active'], ['Esther', a, 'Active'], ['Femi', a, 'Active']] as const) {
    kids[name] = await seedStudent(t.ctx, school, { sectionId, firstName: name, lastName: 'Test', status });
  }
  await t.ctx.database.db.update(students).set({ feeDiscount: 2_500 }).where(eq(students.id, kids.Amina!));
  await t.ctx.database.db.update(students).set({ feeDiscount: 20_000 }).where(eq(students.id, kids.Femi!));
  // Esther left in September: not billed for October.
  await t.ctx.database.db.update(enrolments).set({ outcome: 'transferred', endedOn: '2026-09-15' }).where(and(eq(enrolments.studentId, kids.Esther!)));
});

describe('generate fee (/api/finance/fees)', () => {
  it("previews each actively enrolled student's charge: the class fee less their discount", async () => {
    const p = await preview({ month: '2026-10', class_ids: [classA] });
    expect(states(p)).toEqual({ Amina: ['new', 7_500, null], Brian: ['new', 10_000, null] });
    expect(p.totals.new).toEqual({ students: 2, amount: 17_500 });
    expect(states(await preview({ month: '2026-10', class_ids: [classA, classB] }))).toMatchObject({ Dan: ['new', 5_000, null] });
  });

  it('posts one balanced entry per student, once: a replay says the same, another run adds nothing and says so', async () => {
    const key = newKey();
    const first = await generate({ month: '2026-10', class_ids: [classA] }, key);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Billed 2 students for October 2026: USD 175.00 in all.', billed: 2, amount: 17_500 });
    expect(await balance('1100')).toBe(17_500);
    expect(await balance('4000')).toBe(17_500);
    const replay = await generate({ month: '2026-10', class_ids: [classA] }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await generate({ month: '2026-10', class_ids: [classA, classB] }, key)).status).toBe(409);
    const again = await generate({ month: '2026-10', class_ids: [classA] });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ billed: 0, message: 'Nothing new to bill: every student of these classes is already billed for October 2026.' });
    expect(await balance('1100')).toBe(17_500);
    const p = await preview({ month: '2026-10', class_ids: [classA] });
    expect(states(p)).toEqual({ Amina: ['billed', 7_500, 7_500], Brian: ['billed', 10_000, 10_000] });
    const lines = await readRows(
      t.ctx.database.db,
      v.object({ student_id: int8, debit: int8, credit: int8 }),
      sql`select l.student_id, l.debit, l.credit from journal_lines l join journal_entries e on e.id = l.entry_id where e.reference = 'tuition:2026-10' and e.school_id = ${t.schoolA.schoolId} order by l.student_id, l.line_no`,
    );
    expect(lines.map((l) => [Number(l.student_id), Number(l.debit), Number(l.credit)])).toEqual([
      [kids.Amina, 7_500, 0],
      [kids.Amina, 0, 7_500],
      [kids.Brian, 10_000, 0],
      [kids.Brian, 0, 10_000],
    ]);
  });

  it('shows a changed charge as changed, and bills it anew once the old charge is reversed', async () => {
    await t.ctx.database.db.update(students).set({ feeDiscount: 1_000 }).where(eq(students.id, kids.Brian!));
    expect(states(await preview({ month: '2026-10', class_ids: [classA] })).Brian).toEqual(['changed', 9_000, 10_000]);
    const [entry] = await readRows(
      t.ctx.database.db,
      v.object({ id: int8 }),
      sql`select e.id from journal_entries e join journal_lines l on l.entry_id = e.id where e.reference = 'tuition:2026-10' and l.student_id = ${kids.Brian} limit 1`,
    );
    expect((await preview({ month: '2026-10', class_ids: [classA] })).rows.find((r) => r.student_id === kids.Brian)!.billed_entry_id).toBe(Number(entry!.id));
    const reversed = await t.api.post(`/api/finance/entries/${entry!.id}/reverse`, {
      token: t.adminA,
      headers: { 'Idempotency-Key': newKey() },
      body: { date: '2026-10-20', reason: 'Discount granted late' },
    });
    expect(reversed.status).toBe(201);
    expect(states(await preview({ month: '2026-10', class_ids: [classA] })).Brian).toEqual(['new', 9_000, null]);
    expect((await generate({ month: '2026-10', class_ids: [classA] })).body).toMatchObject({ billed: 1, amount: 9_000 });
    expect(await balance('1100')).toBe(7_500 + 9_000);
  });

  it("never takes one run's key for another that has an underscore where the first has a letter", async () => {
    const first = await generate({ month: '2027-01', class_ids: [classA] }, 'runXone-key');
    expect(first.body.billed).toBe(2);
    const other = await generate({ month: '2027-01', class_ids: [classB] }, 'run_one-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.billed).toBe(1);
  });

  it('bills each student once when two runs go at once', async () => {
    const [one, two] = await Promise.all([generate({ month: '2026-11', class_ids: [classA, classB] }), generate({ month: '2026-11', class_ids: [classA, classB] })]);
    expect([one.body.billed, two.body.billed].sort()).toEqual([0, 3]);
    expect(states(await preview({ month: '2026-11', class_ids: [classA, classB] }))).toEqual({
      Amina: ['billed', 7_500, 7_500],
      Brian: ['billed', 9_000, 9_000],
      Dan: ['billed', 5_000, 5_000],
    });
  });

  it('refuses bad input, other schools\' classes, a date outside the month and a closed month, and posts nothing', async () => {
    const before = await balance('1100');
    const bad = await generate({ month: '2026-1', class_ids: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['class_ids', 'month']);
    const outside = await generate({ month: '2026-12', class_ids: [classA], date: '2027-01-01' });
    expect(outside.status).toBe(400);
    expect(outside.body.issues[0].path).toBe('date');
    const otherClass = await seedClass(t.ctx, t.schoolB.schoolId, 'Theirs');
    const foreign = await generate({ month: '2026-12', class_ids: [classA, otherClass] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues[0].path).toBe('class_ids');
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-09' } })).status).toBe(201);
    const closed = await generate({ month: '2026-09', class_ids: [classA] });
    expect(closed.status).toBe(422);
    expect(closed.body.issues[0]).toEqual({ path: 'date', message: 'September 2026 is closed. Date the entry in an open month.' });
    expect(await balance('1100')).toBe(before);
    expect((await generate({ month: '2026-12', class_ids: [classA] }, 'short')).status).toBe(400);
  });

  it('needs generate-fee, and one school never sees or bills another\'s students', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['list-account']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.post('/api/finance/fees/preview', { token, body: { month: '2026-10', class_ids: [classA] } })).status).toBe(403);
    expect((await generate({ month: '2026-10', class_ids: [classA] }, newKey(), token)).status).toBe(403);
    expect((await t.api.post('/api/finance/fees/preview', { token: t.adminB, body: { month: '2026-10', class_ids: [classA] } })).status).toBe(422);
  });

  it("keeps a non-admin's fee run to their classes: another class, or no class at all, is refused and bills nobody", async () => {
    const limited = await seedUser(t.ctx, t.schoolA.schoolId, ['generate-fee'], { classIds: [classA] });
    const limitedToken = await t.api.login(limited.username, limited.password);
    const none = await seedUser(t.ctx, t.schoolA.schoolId, ['generate-fee']);
    const noneToken = await t.api.login(none.username, none.password);
    const own = await preview({ month: '2027-02', class_ids: [classA] }, limitedToken);
    expect(own.rows.map((r) => r.student_name).sort()).toEqual(['Amina Test', 'Brian Test']);
    const before = await balance('1100');
    for (const [token, classIds] of [[limitedToken, [classB]], [limitedToken, [classA, classB]], [noneToken, [classA]]] as const) {
      const seen = await t.api.post('/api/finance/fees/preview', { token, body: { month: '2027-02', class_ids: classIds } });
      expect(seen.status).toBe(422);
      expect(seen.body.issues).toEqual([{ path: 'class_ids', message: 'Choose classes assigned to you.' }]);
      expect(JSON.stringify(seen.body)).not.toContain('Dan');
      const billed = await generate({ month: '2027-02', class_ids: classIds }, newKey(), token);
      expect(billed.status).toBe(422);
    }
    expect(await balance('1100')).toBe(before);
  });

  it('refuses a month outside the years a date may take (400, not 500), and posts nothing', async () => {
    const before = await balance('1100');
    for (const month of ['0000-01', '1899-12', '3000-01']) {
      const res = await generate({ month, class_ids: [classA] });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'month', message: 'Use a month between the years 1900 and 2999.' }]);
      expect((await t.api.post('/api/finance/fees/preview', { token: t.adminA, body: { month, class_ids: [classA] } })).status).toBe(400);
    }
    expect(await balance('1100')).toBe(before);
  });
});
