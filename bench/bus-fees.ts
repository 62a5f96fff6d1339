/**
 * Budget (issue 13): billing 1,000 riders for a month takes under 1 s on PostgreSQL.
 *
 *   npx tsx bench/bus-fees.ts        (npm run bench:bus)
 *
 * Makes a school in a throwaway PostgreSQL database (bench/throwaway-db.ts) with BENCH_RIDERS
 * (1,000) students in 20 sections, 10 buses, 4 zones and 8 fee categories, each student riding
 * from three months ago; one in ten changes category in the middle of the first month billed
 * and one in twenty stops in the middle of the last, so the month is prorated by days (the
 * school's setting here, the one with the most arithmetic). One in five has paid ahead, so each
 * run also matches payments. Then, for BENCH_RUNS (5) fresh months in turn, it times the
 * services a request runs: the preview, the billing run (`generateBusFees`: one entry and one
 * charge row per rider, payments matched, in one transaction), a second run (nothing new) and
 * the report. Prints the median; exits 1 when the median billing run is over budget.
 */
import { sql } from 'drizzle-orm';
import { addMonths } from '@contract';
import { openDatabase, queryRows, type Db } from '../server/db/client';
import { busAssignments, buses, busFeeCategories, busZones, classes, enrolments, parents, sections, students } from '../server/db/schema';
import { toActor, type Actor } from '../server/lib/actor';
import { defaultAccount } from '../server/domains/finance/ledger/chart';
import { writeEntries } from '../server/domains/finance/ledger/ledger';
import { loadSession } from '../server/lib/session';
import { generateBusFees, previewBusFees } from '../server/domains/bus/fees/bus-fees.service';
import { busReport } from '../server/domains/bus/fees/bus-report';
import { createSchool } from '../server/domains/school/profile/schools.service';
import { throwawayDatabase } from './throwaway-db';

const BUDGET_MS = 1_000;
const RIDERS = Number(process.env.BENCH_RIDERS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const thisMonth = new Date().toISOString().slice(0, 7);
const months = Array.from({ length: RUNS }, (_, i) => addMonths(thisMonth, i + 1));

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function seedRiders(db: Db, schoolId: number, academicYearId: number, actor: Actor) {
  const classIds = ids(await db.insert(classes).values(Array.from({ length: 10 }, (_, i) => ({ schoolId, name: `Grade ${i + 1}`, sortOrder: i }))).returning({ id: classes.id }));
  const sectionRows = await db
    .insert(sections)
    .values(classIds.flatMap((classId) => ['A', 'B'].map((name) => ({ schoolId, academicYearId, classId, name, capacity: 60 }))))
    .returning({ id: sections.id, classId: sections.classId });
  const parentIds = ids(await db.insert(parents).values(Array.from({ length: RIDERS }, (_, i) => ({ schoolId, fullname: `Parent ${i}`, phone: `+2547${String(i).padStart(8, '0')}` }))).returning({ id: parents.id }));
  const studentIds = ids(
    await db
      .insert(students)
      .values(parentIds.map((parentId, i) => ({ schoolId, admissionNo: `BUS${i}`, firstName: `Rider${i}`, lastName: 'Bench', gender: 'Female', dateOfBirth: '2015-01-01', admissionDate: '2020-01-06', parentId })))
      .returning({ id: students.id }),
  );
  await db.insert(enrolments).values(
    studentIds.map((studentId, i) => {
      const section = sectionRows[i % sectionRows.length]!;
      return { schoolId, studentId, academicYearId, classId: section.classId, sectionId: section.id, enrolledOn: '2020-01-06' };
    }),
  );
  const zoneIds = ids(await db.insert(busZones).values([3_000, 4_500, 6_000, 7_500].map((monthlyFee, i) => ({ schoolId, name: `Zone ${i + 1}`, monthlyFee }))).returning({ id: busZones.id }));
  const categoryIds = ids(
    await db
      .insert(busFeeCategories)
      .values(zoneIds.flatMap((zoneId, i) => [{ schoolId, zoneId, name: 'Both ways' }, { schoolId, zoneId, name: 'One way', monthlyFee: 1_800 + i * 900 }]))
      .returning({ id: busFeeCategories.id }),
  );
  const busIds = ids(await db.insert(buses).values(Array.from({ length: 10 }, (_, i) => ({ schoolId, number: `B${i + 1}`, plate: `KBZ ${100 + i}`, capacity: 120 }))).returning({ id: buses.id }));
  const [first, last] = [months[0]!, months[months.length - 1]!];
  const start = `${addMonths(thisMonth, -2)}-01`;
  const rows = studentIds.flatMap((studentId, i) => {
    const ride = { schoolId, studentId, busId: busIds[i % busIds.length]!, categoryId: categoryIds[i % categoryIds.length]! };
    if (i % 10 === 0) return [{ ...ride, fromDate: start, toDate: `${first}-15` }, { ...ride, categoryId: categoryIds[(i + 1) % categoryIds.length]!, fromDate: `${first}-16` }];
    return [{ ...ride, fromDate: start, toDate: i % 20 === 1 ? `${last}-12` : null }];
  });
  await db.insert(busAssignments).values(rows);
  // A fifth of the parents paid well ahead: each run matches their money to the new fee.
  const cash = await defaultAccount(db, schoolId, 'receipts', 'account_id');
  const receivable = await defaultAccount(db, schoolId, 'receivable', 'student_id');
  const payers = studentIds.filter((_, i) => i % 5 === 0);
  await db.transaction((tx) =>
    writeEntries(
      tx,
      actor,
      { key: 'bench-prepaid', request: {} },
      payers.map((studentId) => ({
        keySuffix: String(studentId),
        date: `${thisMonth}-01`,
        kind: 'payment' as const,
        memo: 'Paid ahead',
        lines: [
          { accountId: cash, debit: 100_000 },
          { accountId: receivable, credit: 100_000, studentId },
        ],
      })),
      { action: 'bench', entity: 'payment' },
    ),
  );
  return rows.length;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

const target = throwawayDatabase('sd_bench_bus');
let exitCode = 0;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await database.migrate();
  const db = database.db;
  const { schoolId, adminId, academicYearId } = await createSchool(db, { name: 'Bench School', adminUsername: 'bench-admin', adminPassword: 'Passw0rd!' });
  await db.execute(sql`update schools set bus_proration = 'days' where id = ${schoolId}`);
  const actor = toActor((await loadSession(db, adminId))!, 'bench', 'bus-fees');
  const seedStart = performance.now();
  const assignments = await seedRiders(db, schoolId, academicYearId, actor);
  await db.execute(sql`analyze`);
  console.log(`seeded ${RIDERS} riders (${assignments} assignments) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; proration: days`);
  console.log(`\nbudget: the billing run under ${BUDGET_MS} ms (median of ${RUNS} fresh months)\n`);
  console.log('| month | preview (ms) | new | **billing run** (ms) | billed | amount | second run (ms) | report (ms) | check difference |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const runs: number[] = [];
  for (const month of months) {
    const [previewMs, preview] = await timed(() => previewBusFees(db, actor, month));
    const [runMs, run] = await timed(() => generateBusFees(db, actor, { key: `bench-${month}-1`, request: { month } }, { month }));
    const [againMs, again] = await timed(() => generateBusFees(db, actor, { key: `bench-${month}-2`, request: { month } }, { month }));
    const [reportMs, report] = await timed(() => busReport(db, actor, month));
    if (again.billed !== 0 || report.check.difference !== 0 || run.billed !== preview.totals.new.students) exitCode = 1;
    runs.push(runMs);
    console.log(
      `| ${month} | ${previewMs.toFixed(0)} | ${preview.totals.new.students} | **${runMs.toFixed(0)}** | ${run.billed} | ${run.amount} | ${againMs.toFixed(0)} | ${reportMs.toFixed(0)} | ${report.check.difference} |`,
    );
  }
  const [allocated] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payment_allocations where school_id = ${schoolId}`);
  console.log(`\nmedian billing run: ${median(runs).toFixed(0)} ms; payment allocations written: ${allocated?.n}`);
  if (median(runs) > BUDGET_MS) exitCode = 1;
  console.log(exitCode ? 'OVER BUDGET (or a run disagreed with its preview or the check)' : 'within budget');
} finally {
  await database.close();
  await target.drop();
}
process.exit(exitCode);
