import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUS_PRORATIONS, IDEMPOTENCY_HEADER, type BusProration } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { int4, int8, numeric } from '../../../db/row-fields';
import { twoSchools } from '../../../test/schools';
import { seedStudent } from '../../../test/students-data';
import { seedAssignment, seedBus, seedCategory, seedZone } from '../../../test/bus-data';
import { setCategoryFee, setProration } from './test-data';

/**
 * Issue 13's property test: random assignment histories (several students, changes of bus and
 * category, gaps, ends, open rows), random part-month settings and rate changes, months billed
 * in any order and again. After every run the ledger is checked against a model written here
 * without the engine, day by day: each student's month is billed once, at Σ(days × rate) ÷ days
 * in the month (days) or one month's rate (month, none) at the rates of the day it was billed;
 * the receivable debits and Bus fee income credits per student and reference say the same; the
 * charge rows name the days; the trial balance is zero. One school lives through every run.
 */
const t = twoSchools();
const RUNS = Number(process.env.BUS_PROPERTY_RUNS ?? (process.env.TEST_DB === 'pg' ? 80 : 40));
const MONTHS = ['2027-12', '2028-01', '2028-02', '2028-03'] as const;
let keyNo = 0;
const newKey = () => `bus-prop-${++keyNo}-${process.pid}`;

/** Days from 2027-11-01, as a date. */
const dayOf = (n: number) => new Date(Date.UTC(2027, 10, 1) + n * 86_400_000).toISOString().slice(0, 10);

const feeArb = fc.constantFrom(0, 1_999, 2_500, 3_001, 4_650);
const segmentArb = fc.record({ length: fc.integer({ min: 1, max: 70 }), gap: fc.integer({ min: 0, max: 15 }), category: fc.nat(), bus: fc.nat() });
const historyArb = fc.record({ start: fc.integer({ min: 0, max: 130 }), segments: fc.array(segmentArb, { minLength: 1, maxLength: 3 }), open: fc.boolean() });
const opArb = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('generate' as const), month: fc.constantFrom(...MONTHS) }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('rerate' as const), category: fc.nat(), fee: fc.option(feeArb, { nil: null }) }), weight: 1 },
);
const runArb = fc.record({
  proration: fc.constantFrom<BusProration>(...BUS_PRORATIONS),
  zoneFee: feeArb,
  categoryFees: fc.array(fc.option(feeArb, { nil: null }), { minLength: 1, maxLength: 3 }),
  students: fc.array(historyArb, { minLength: 1, maxLength: 4 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 4 }),
});

interface ModelRide {
  from: string;
  to: string | null;
  category: number;
}
const zoneFee = new Map<number, number>();
const category = new Map<number, { zone: number; fee: number | null }>();
const rides = new Map<number, ModelRide[]>();
/** student → month → what was billed and for how many days. */
const billed = new Map<number, Map<string, { amount: number; days: number }>>();
let buses: number[] = [];
let proration: BusProration = 'month';

const rateOf = (categoryId: number) => {
  const c = category.get(categoryId)!;
  return c.fee ?? zoneFee.get(c.zone)!;
};

/** The month's charge, counted day by day. */
function modelCharge(month: string, mine: ModelRide[]): { amount: number; days: number } {
  const inMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  let days = 0;
  let sum = 0;
  let last: ModelRide | undefined;
  for (let d = 1; d <= inMonth; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    const ride = mine.find((r) => r.from <= day && (r.to === null || day <= r.to));
    if (!ride) continue;
    days += 1;
    sum += rateOf(ride.category);
    if (!last || ride.from > last.from) last = ride;
  }
  if (!last) return { amount: 0, days: 0 };
  const amount = proration === 'days' ? Math.round(sum / inMonth) : proration === 'month' || days === inMonth ? rateOf(last.category) : 0;
  return { amount, days };
}

type Run = typeof runArb extends fc.Arbitrary<infer R> ? R : never;

async function seedRun(run: Run) {
  const school = t.schoolA.schoolId;
  proration = run.proration;
  await setProration(t.ctx, school, proration);
  const zone = await seedZone(t.ctx, school, run.zoneFee);
  zoneFee.set(zone, run.zoneFee);
  const categories: number[] = [];
  for (const fee of run.categoryFees) {
    const id = await seedCategory(t.ctx, school, zone, fee);
    category.set(id, { zone, fee });
    categories.push(id);
  }
  for (const history of run.students) {
    const studentId = await seedStudent(t.ctx, school, { firstName: 'Prop' });
    const mine: ModelRide[] = [];
    let day = history.start;
    for (const [i, seg] of history.segments.entries()) {
      const open = history.open && i === history.segments.length - 1;
      const ride = { from: dayOf(day), to: open ? null : dayOf(day + seg.length - 1), category: categories[seg.category % categories.length]! };
      await seedAssignment(t.ctx, school, { studentId, busId: buses[seg.bus % buses.length]!, categoryId: ride.category, from: ride.from, to: ride.to });
      mine.push(ride);
      day += seg.length + seg.gap;
    }
    rides.set(studentId, mine);
  }
  return categories;
}

async function generate(month: string) {
  const expected = { billed: 0, amount: 0 };
  for (const [studentId, mine] of rides) {
    const months = billed.get(studentId) ?? new Map();
    billed.set(studentId, months);
    if (months.has(month)) continue;
    const charge = modelCharge(month, mine);
    if (charge.amount === 0) continue;
    months.set(month, charge);
    expected.billed += 1;
    expected.amount += charge.amount;
  }
  const res = await t.api.post('/api/bus/fees/generate', { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: { month } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect({ billed: res.body.billed, amount: res.body.amount }, `${month} under ${proration}`).toEqual(expected);
}

const n = (value: unknown) => Number(value ?? 0);

/** The ledger and the charge rows, per student and month, against the model. */
async function verify() {
  const school = t.schoolA.schoolId;
  const rows = await readRows(
    t.ctx.database.db,
    v.object({ student_id: int8, reference: v.string(), receivable: v.nullable(numeric), income: v.nullable(numeric), days: v.nullable(int4), charges: int8 }),
    sql`select l.student_id, e.reference,
          sum(l.debit) filter (where a.default_for = 'receivable') as receivable, sum(l.credit) filter (where a.default_for = 'bus-fee') as income,
          max(bc.days) as days, count(distinct bc.entry_id) as charges
        from journal_entries e join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
        left join bus_charges bc on bc.entry_id = e.id
        where e.school_id = ${school} and e.reference like 'bus:%' and e.kind = 'fee'
        group by l.student_id, e.reference`,
  );
  const ledger = new Map(rows.map((r) => [`${n(r.student_id)} ${r.reference.slice(4)}`, [n(r.receivable), n(r.income), n(r.days), n(r.charges)]]));
  const model = new Map<string, number[]>();
  for (const [studentId, months] of billed) for (const [month, c] of months) model.set(`${studentId} ${month}`, [c.amount, c.amount, c.days, 1]);
  expect(Object.fromEntries(ledger)).toEqual(Object.fromEntries(model));
  const byReference = await readRows(
    t.ctx.database.db,
    v.object({ reference: v.string(), income: numeric }),
    sql`select e.reference, sum(l.credit - l.debit) as income from journal_entries e join journal_lines l on l.entry_id = e.id
        join accounts a on a.id = l.account_id and a.default_for = 'bus-fee' where e.school_id = ${school} group by e.reference`,
  );
  const perMonth = new Map<string, number>();
  for (const months of billed.values()) for (const [month, c] of months) perMonth.set(`bus:${month}`, (perMonth.get(`bus:${month}`) ?? 0) + c.amount);
  expect(Object.fromEntries(byReference.filter((r) => n(r.income) !== 0).map((r) => [r.reference, n(r.income)]))).toEqual(
    Object.fromEntries([...perMonth].filter(([, amount]) => amount !== 0)),
  );
  const [trial] = await readRows(t.ctx.database.db, v.object({ d: numeric, c: numeric }), sql`select coalesce(sum(debit), 0) as d, coalesce(sum(credit), 0) as c from journal_lines where school_id = ${school}`);
  expect(n(trial!.d)).toBe(n(trial!.c));
}

beforeAll(async () => {
  buses = [await seedBus(t.ctx, t.schoolA.schoolId, 'P1', 200), await seedBus(t.ctx, t.schoolA.schoolId, 'P2', 200)];
});

describe('bus fees against the books (property)', () => {
  it(`bills every student once per month at Σ(days or months in force × rate), and the ledger agrees, over ${RUNS} random histories`, async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        const categories = await seedRun(run);
        for (const o of run.ops) {
          if (o.op === 'generate') await generate(o.month);
          else {
            const id = categories[o.category % categories.length]!;
            await setCategoryFee(t.ctx, id, o.fee);
            category.get(id)!.fee = o.fee;
          }
        }
        await verify();
      }),
      // The database cannot be rolled back between runs, so a shrunk replay would not mean the same thing.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
