import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, type Account, type BusFeePreview } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { day, int4, int8, numeric } from '../../../db/row-fields';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { endAssignment, seedRiders, setCategoryFee, setProration } from './test-data';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedRiders>>;
let keyNo = 0;
const newKey = () => `bus-run-${++keyNo}-${Date.now()}`;

const preview = async (month: string, token = t.adminA) => {
  const res = await t.api.get(`/api/bus/fees/preview?month=${month}`, { token });
  expect(res.status).toBe(200);
  return res.body as BusFeePreview;
};
const generate = (body: Record<string, unknown>, key = newKey(), token = t.adminA) => t.api.post('/api/bus/fees/generate', { token, headers: { [IDEMPOTENCY_HEADER]: key }, body });
const balance = async (code: string) =>
  ((await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[]).find((a) => a.code === code)!.balance;
const states = (p: BusFeePreview): Record<string, [string, number, number | null]> => Object.fromEntries(p.rows.map((r) => [r.student_name.split(' ')[0], [r.state, r.amount, r.billed]]));
const charges = () =>
  readRows(
    t.ctx.database.db,
    v.object({ student_id: int8, bus_id: int8, category_id: int8, days: int4, month: day, debit: numeric }),
    sql`select bc.student_id, bc.bus_id, bc.category_id, bc.days, bc.month::text as month, (select sum(debit) from journal_lines l where l.entry_id = bc.entry_id) as debit
        from bus_charges bc where bc.school_id = ${t.schoolA.schoolId} order by bc.month, bc.student_id`,
  );

beforeAll(async () => {
  s = await seedRiders(t.ctx, t.schoolA.schoolId);
});

describe('bus fees (/api/bus/fees)', () => {
  it("previews every rider of the month under the school's setting, Inactive students for the days they rode", async () => {
    const p = await preview('2026-10');
    expect(p).toMatchObject({ month: '2026-10', proration: 'month', days_in_month: 31 });
    expect(p.rows.map((r) => [r.student_name, r.bus_number, r.zone_name, r.category_name, r.rate, r.days, r.amount, r.state])).toEqual([
      ['Amina Rider', 'B1', 'North', 'Both ways', 3_000, 31, 3_000, 'new'],
      ['Brian Rider', 'B2', 'North', 'One way', 1_800, 31, 1_800, 'new'],
      ['Chloe Rider', 'B2', 'South', 'Both ways', 4_500, 10, 4_500, 'new'],
      ['Dan Rider', 'B2', 'South', 'Both ways', 4_500, 12, 4_500, 'new'],
    ]);
    expect(p.rows[0]!.class_name).toMatch(/^Grade 3/);
    expect(p.totals).toEqual({ new: { students: 4, amount: 13_800 }, billed: { students: 0, amount: 0 }, changed: { students: 0, amount: 0 } });
  });

  it('prorates by days (each part at its rate) or charges only whole months, as the school chooses', async () => {
    await setProration(t.ctx, t.schoolA.schoolId, 'days');
    const days = await preview('2026-10');
    expect(days.proration).toBe('days');
    // Brian: 15 days at 3,000 and 16 at 1,800 of 31 = 2,380.6; Chloe 10 days of 4,500 = 1,451.6; Dan 12 days = 1,741.9.
    expect(states(days)).toEqual({ Amina: ['new', 3_000, null], Brian: ['new', 2_381, null], Chloe: ['new', 1_452, null], Dan: ['new', 1_742, null] });
    await setProration(t.ctx, t.schoolA.schoolId, 'none');
    expect(states(await preview('2026-10'))).toEqual({ Amina: ['new', 3_000, null], Brian: ['new', 1_800, null] });
    expect(states(await preview('2026-12'))).toEqual({ Amina: ['new', 3_000, null], Brian: ['new', 1_800, null], Dan: ['new', 4_500, null] });
    await setProration(t.ctx, t.schoolA.schoolId, 'month');
    expect(states(await preview('2026-12'))).toMatchObject({ Femi: ['new', 3_000, null] });
  });

  it('posts one balanced entry and one charge row per rider, once: a replay says the same, another key bills nothing new', async () => {
    const before = await preview('2026-10');
    const key = newKey();
    const first = await generate({ month: '2026-10' }, key);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Billed 4 students for October 2026: USD 138.00 in all.', billed: 4, amount: 13_800 });
    expect(first.body.amount).toBe(before.totals.new.amount);
    expect([await balance('1100'), await balance('4100')]).toEqual([13_800, 13_800]);
    const replay = await generate({ month: '2026-10' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(replay.body).toEqual(first.body);
    const reused = await generate({ month: '2026-10', date: '2026-10-05' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.issues[0].path).toBe(IDEMPOTENCY_HEADER);
    const again = await generate({ month: '2026-10' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: 'Nothing new to bill: every rider is already billed for October 2026.', billed: 0, amount: 0 });
    expect(await balance('1100')).toBe(13_800);
    expect(states(await preview('2026-10'))).toEqual({
      Amina: ['billed', 3_000, 3_000],
      Brian: ['billed', 1_800, 1_800],
      Chloe: ['billed', 4_500, 4_500],
      Dan: ['billed', 4_500, 4_500],
    });
    const entries = await readRows(
      t.ctx.database.db,
      v.object({ kind: v.string(), memo: v.string(), date: day, lines: v.string() }),
      sql`select e.kind, e.memo, e.entry_date::text as date, string_agg(a.code || ':' || l.debit || ':' || l.credit || ':' || (l.student_id = ${s.kids.Brian}), ' ' order by l.line_no) as lines
          from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
          where e.school_id = ${t.schoolA.schoolId} and e.reference = 'bus:2026-10' group by e.school_id, e.id order by e.id`,
    );
    expect(entries).toHaveLength(4);
    expect(entries.every((e) => e.kind === 'fee' && e.memo === 'Bus fee, October 2026')).toBe(true);
    // Dan first rode on 20 October: his charge is dated from that day, the others' from the 1st.
    expect(entries.map((e) => e.date)).toEqual(['2026-10-01', '2026-10-01', '2026-10-01', '2026-10-20']);
    expect(entries.map((e) => e.lines)).toContain('1100:1800:0:true 4100:0:1800:true');
    expect((await charges()).map((c) => [Number(c.student_id), Number(c.bus_id), Number(c.category_id), c.days, c.month, Number(c.debit)])).toEqual([
      [s.kids.Amina, s.bus.b1, s.cat.northBoth, 31, '2026-10-01', 3_000],
      [s.kids.Brian, s.bus.b2, s.cat.northOne, 31, '2026-10-01', 1_800],
      [s.kids.Chloe, s.bus.b2, s.cat.southBoth, 10, '2026-10-01', 4_500],
      [s.kids.Dan, s.bus.b2, s.cat.southBoth, 12, '2026-10-01', 4_500],
    ]);
  });

  it('keeps a billed month as billed when rates or the setting change: changed rows show, nothing is billed twice', async () => {
    await setCategoryFee(t.ctx, s.cat.northOne, 2_000);
    expect(states(await preview('2026-10')).Brian).toEqual(['changed', 2_000, 1_800]);
    await setProration(t.ctx, t.schoolA.schoolId, 'none');
    // Under "none" Chloe and Dan would owe nothing for October, yet they are billed: shown as changed.
    const p = await preview('2026-10');
    expect(states(p)).toEqual({ Amina: ['billed', 3_000, 3_000], Brian: ['changed', 2_000, 1_800], Chloe: ['changed', 0, 4_500], Dan: ['changed', 0, 4_500] });
    expect(p.totals).toEqual({ new: { students: 0, amount: 0 }, billed: { students: 1, amount: 3_000 }, changed: { students: 3, amount: 10_800 } });
    expect((await generate({ month: '2026-10' })).body.billed).toBe(0);
    await setProration(t.ctx, t.schoolA.schoolId, 'month');
    await setCategoryFee(t.ctx, s.cat.northOne, 1_800);
  });

  it('dates the charges on the day asked (a later first ride from that day), and bills each rider once when two runs go at once', async () => {
    const [one, two] = await Promise.all([generate({ month: '2026-12', date: '2026-12-02' }), generate({ month: '2026-12', date: '2026-12-02' })]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect([one.body.billed, two.body.billed].sort()).toEqual([0, 4]);
    const [dates] = await readRows(t.ctx.database.db, v.object({ dates: v.string() }), sql`select string_agg(distinct entry_date::text, ',') as dates from journal_entries where reference = 'bus:2026-12'`);
    // Femi first rides on 10 December, so his charge is not dated before it.
    expect(dates!.dates).toBe('2026-12-02,2026-12-10');
    expect(Object.values(states(await preview('2026-12'))).map((r) => r[0])).toEqual(['billed', 'billed', 'billed', 'billed']);
  });

  it('shows a student billed for a month they no longer ride as changed, with the bus they were billed on', async () => {
    const [open] = await readRows(t.ctx.database.db, v.object({ id: int8 }), sql`select id from bus_assignments where student_id = ${s.kids.Amina} and to_date is null`);
    await endAssignment(t.ctx, Number(open!.id), '2026-11-30');
    const amina = (await preview('2026-12')).rows.find((r) => r.student_id === s.kids.Amina);
    expect(amina).toMatchObject({ bus_number: 'B1', zone_name: 'North', category_name: 'Both ways', rate: 3_000, days: 0, amount: 0, billed: 3_000, state: 'changed' });
    // The old charge, to open and reverse.
    const [charge] = await readRows(
      t.ctx.database.db,
      v.object({ id: int8 }),
      sql`select e.id from journal_entries e join journal_lines l on l.entry_id = e.id where e.reference = 'bus:2026-12' and l.student_id = ${s.kids.Amina} and l.debit > 0`,
    );
    expect(amina!.billed_entry_id).toBe(Number(charge!.id));
    expect((await generate({ month: '2026-12' })).body.billed).toBe(0);
  });

  it('refuses a missing or garbled month, a date outside the month, a missing key and a closed month, and writes nothing', async () => {
    const [ledger, rows] = [await balance('1100'), (await charges()).length];
    for (const path of ['/api/bus/fees/preview', '/api/bus/fees/preview?month=2026-13', '/api/bus/fees/preview?month=abc']) {
      const res = await t.api.get(path, { token: t.adminA });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['month']);
    }
    const garbled = await generate({ month: 'November' });
    expect(garbled.status).toBe(400);
    expect(garbled.body.issues.map((i: { path: string }) => i.path)).toEqual(['month']);
    const outside = await generate({ month: '2026-11', date: '2026-12-01' });
    expect(outside.status).toBe(400);
    expect(outside.body.issues).toEqual([{ path: 'date', message: 'Date the charges within the month they are for.' }]);
    const keyless = await t.api.post('/api/bus/fees/generate', { token: t.adminA, body: { month: '2026-11' } });
    expect(keyless.status).toBe(400);
    expect(keyless.body.issues[0].path).toBe(IDEMPOTENCY_HEADER);
    expect((await t.api.post('/api/finance/periods', { token: t.adminA, body: { month: '2026-09' } })).status).toBe(201);
    const closed = await generate({ month: '2026-09' });
    expect(closed.status).toBe(422);
    expect(closed.body.issues[0]).toEqual({ path: 'date', message: 'September 2026 is closed. Date the entry in an open month.' });
    expect([await balance('1100'), (await charges()).length]).toEqual([ledger, rows]);
  });

  it('needs generate, and one school never sees or bills another\'s riders', async () => {
    const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['report', 'list-bus']);
    const token = await t.api.login(reader.username, reader.password);
    expect((await t.api.get('/api/bus/fees/preview?month=2026-11', { token })).status).toBe(403);
    expect((await generate({ month: '2026-11' }, newKey(), token)).status).toBe(403);
    const theirs = await preview('2026-11', t.adminB);
    expect(theirs.rows).toEqual([]);
    const run = await generate({ month: '2026-11' }, newKey(), t.adminB);
    expect(run.body).toMatchObject({ billed: 0 });
    expect(Object.values(states(await preview('2026-11'))).map((r) => r[0])).toEqual(['new', 'new', 'new']);
  });

  it('lets a class-bound user preview and bill only the riders of their classes', async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['generate'], { classIds: [s.classes.grade3] });
    const token = await t.api.login(teacher.username, teacher.password);
    expect(Object.keys(states(await preview('2026-11', token)))).toEqual(['Amina', 'Brian']);
    expect((await generate({ month: '2026-11' }, newKey(), token)).body).toMatchObject({ billed: 2, amount: 4_800 });
    expect(states(await preview('2026-11'))).toEqual({ Amina: ['billed', 3_000, 3_000], Brian: ['billed', 1_800, 1_800], Dan: ['new', 4_500, null] });
  });
});
