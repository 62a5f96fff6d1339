import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type BusReport, type StudentStatement } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedRiders, setCategoryFee } from './test-data';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedRiders>>;
let keyNo = 0;
const newKey = () => `bus-report-${++keyNo}-${Date.now()}`;

const report = async (month: string, token = t.adminA) => {
  const res = await t.api.get(`/api/bus/report?month=${month}`, { token });
  expect(res.status).toBe(200);
  return res.body as BusReport;
};
const figures = (r: { riders: number; billed: number; paid: number; outstanding: number }) => [r.riders, r.billed, r.paid, r.outstanding];
const byName = <T extends Record<K, string>, K extends string>(rows: T[], key: K) => Object.fromEntries(rows.map((r) => [r[key].split(' ')[0], figures(r as never)]));
const generate = async (month: string) => {
  const res = await t.api.post('/api/bus/fees/generate', { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: { month } });
  expect(res.status).toBe(201);
  return res.body as { billed: number; amount: number };
};
const pay = async (studentId: number, amount: number, date: string) => {
  const res = await t.api.post('/api/finance/payments', { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: { student_id: studentId, amount, date } });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  s = await seedRiders(t.ctx, t.schoolA.schoolId);
  expect(await generate('2026-10')).toEqual(expect.objectContaining({ billed: 4, amount: 13_800 }));
});

describe('bus report (/api/bus/report)', () => {
  it('counts riders per bus and zone, gives billed, paid and outstanding, and checks the month against the ledger', async () => {
    const r = await report('2026-10');
    expect(r.proration).toBe('month');
    // Brian rode B1 until the 15th and B2 after: a rider of both, billed on B2 (his last bus).
    expect(r.buses.map((b) => [b.bus_number, b.capacity, ...figures(b)])).toEqual([
      ['B1', 30, 2, 3_000, 0, 3_000],
      ['B2', 20, 3, 10_800, 0, 10_800],
    ]);
    expect(byName(r.zones, 'zone_name')).toEqual({ North: [2, 4_800, 0, 4_800], South: [2, 9_000, 0, 9_000] });
    expect(byName(r.students, 'student_name')).toEqual({
      Amina: [1, 3_000, 0, 3_000],
      Brian: [1, 1_800, 0, 1_800],
      Chloe: [1, 4_500, 0, 4_500],
      Dan: [1, 4_500, 0, 4_500],
    });
    expect(r.students.find((x) => x.student_id === s.kids.Brian)).toMatchObject({ bus_number: 'B2', zone_name: 'North' });
    expect(figures(r.totals)).toEqual([4, 13_800, 0, 13_800]);
    expect(r.check).toEqual({ expected: 13_800, ledger: 13_800, difference: 0, unbilled_students: 0 });
  });

  it("puts the bus fee on the student's statement with tuition, and a payment at the counter moves paid and outstanding", async () => {
    const statement = await t.api.get(`/api/finance/reports/students/${s.kids.Amina}?from=2026-10-01&to=2026-10-31`, { token: t.adminA });
    expect(statement.status).toBe(200);
    expect((statement.body as StudentStatement).lines).toEqual([expect.objectContaining({ kind: 'fee', memo: 'Bus fee, October 2026', reference: 'bus:2026-10', charge: 3_000, payment: 0, balance: 3_000 })]);
    await pay(s.kids.Amina, 2_000, '2026-10-20');
    const r = await report('2026-10');
    expect(byName(r.students, 'student_name').Amina).toEqual([1, 3_000, 2_000, 1_000]);
    expect(figures(r.buses.find((b) => b.bus_number === 'B1')!)).toEqual([2, 3_000, 2_000, 1_000]);
    expect(byName(r.zones, 'zone_name').North).toEqual([2, 4_800, 2_000, 2_800]);
    expect(figures(r.totals)).toEqual([4, 13_800, 2_000, 11_800]);
  });

  it('lets money paid ahead cover the next month as soon as it is billed', async () => {
    await pay(s.kids.Dan, 9_000, '2026-10-25');
    expect(byName((await report('2026-10')).students, 'student_name').Dan).toEqual([1, 4_500, 4_500, 0]);
    expect(await generate('2026-11')).toEqual(expect.objectContaining({ billed: 3, amount: 9_300 }));
    const nov = await report('2026-11');
    expect(byName(nov.students, 'student_name')).toEqual({ Amina: [1, 3_000, 0, 3_000], Brian: [1, 1_800, 0, 1_800], Dan: [1, 4_500, 4_500, 0] });
    expect(nov.check).toEqual({ expected: 9_300, ledger: 9_300, difference: 0, unbilled_students: 0 });
  });

  it('shows a difference when rates change after billing, or when a bus fee is reversed, until the month is billed again', async () => {
    await setCategoryFee(t.ctx, s.cat.northOne, 2_000);
    expect((await report('2026-10')).check).toEqual({ expected: 14_000, ledger: 13_800, difference: 200, unbilled_students: 0 });
    await setCategoryFee(t.ctx, s.cat.northOne, 1_800);
    const [entry] = await readRows(
      t.ctx.database.db,
      v.object({ id: int8 }),
      sql`select e.id from journal_entries e join bus_charges bc on bc.entry_id = e.id where bc.student_id = ${s.kids.Amina} and e.reference = 'bus:2026-10'`,
    );
    const reversed = await t.api.post(`/api/finance/entries/${entry!.id}/reverse`, { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: { date: '2026-10-28', reason: 'Billed on the wrong zone' } });
    expect(reversed.status).toBe(201);
    const r = await report('2026-10');
    expect(r.check).toEqual({ expected: 13_800, ledger: 10_800, difference: 3_000, unbilled_students: 1 });
    expect(byName(r.students, 'student_name').Amina).toEqual([1, 0, 0, 0]);
    expect(figures(r.totals)).toEqual([4, 10_800, 4_500, 6_300]);
    expect(await generate('2026-10')).toEqual(expect.objectContaining({ billed: 1, amount: 3_000 }));
    const again = await report('2026-10');
    expect(again.check).toEqual({ expected: 13_800, ledger: 13_800, difference: 0, unbilled_students: 0 });
    // Her payment, freed by the reversal, went to her oldest open charge then: November's.
    expect(byName(again.students, 'student_name').Amina).toEqual([1, 3_000, 0, 3_000]);
    expect(byName((await report('2026-11')).students, 'student_name').Amina).toEqual([1, 3_000, 2_000, 1_000]);
  });

  it('shows a class-bound user only the students of their classes, in the list and in every figure', async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['report'], { classIds: [s.classes.grade3] });
    const token = await t.api.login(teacher.username, teacher.password);
    const r = await report('2026-10', token);
    expect(Object.keys(byName(r.students, 'student_name'))).toEqual(['Amina', 'Brian', 'Chloe']);
    expect(r.buses.map((b) => [b.bus_number, ...figures(b)])).toEqual([
      ['B1', 2, 3_000, 0, 3_000],
      ['B2', 2, 6_300, 0, 6_300],
    ]);
    expect(figures(r.totals)).toEqual([3, 9_300, 0, 9_300]);
    expect(r.check).toEqual({ expected: 9_300, ledger: 9_300, difference: 0, unbilled_students: 0 });
  });

  it('needs report, refuses a bad month, and shows one school nothing of another', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['generate']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await t.api.get('/api/bus/report?month=2026-10', { token })).status).toBe(403);
    for (const path of ['/api/bus/report', '/api/bus/report?month=2026-1', '/api/bus/report?month=10-2026']) {
      const res = await t.api.get(path, { token: t.adminA });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['month']);
    }
    const theirs = await report('2026-10', t.adminB);
    expect([theirs.buses, theirs.zones, theirs.students]).toEqual([[], [], []]);
    expect(figures(theirs.totals)).toEqual([0, 0, 0, 0]);
    expect(theirs.check).toEqual({ expected: 0, ledger: 0, difference: 0, unbilled_students: 0 });
  });
});
