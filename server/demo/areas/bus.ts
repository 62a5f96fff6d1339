import { and, asc, eq } from 'drizzle-orm';
import { addMonths } from '@contract';
import type { Db } from '../../db/client';
import { busAssignments, busFeeCategories, busZones, buses, employees, schools, students } from '../../db/schema';
import { toActor } from '../../lib/actor';
import { loadSession } from '../../lib/session';
import { generateBusFees } from '../../domains/bus/fees/bus-fees.service';
import { seeded } from './names';
import type { DemoContext } from './types';

/** Monthly bus fees in KES (minor units), both ways; one way is 60% of it. */
const ZONES: [name: string, fee: number, stops: string[]][] = [
  ['Town centre', 2_000_00, ['Post office', 'Market gate', 'Clock tower']],
  ['Riverside', 2_400_00, ['River bridge', 'Mill road', 'Fisheries']],
  ['Hillview', 2_800_00, ['Hillview church', 'Water tank', 'Top shops']],
  ['Airport road', 3_200_00, ['Airport junction', 'Petrol station', 'Estate gate']],
  ['Lakeside estates', 3_800_00, ['Lakeside mall', 'Phase 2 gate', 'Yacht club']],
];
const BUSES: [number: string, plate: string][] = [
  ['Bus 1', 'KBZ 101A'], ['Bus 2', 'KBZ 202B'], ['Bus 3', 'KCA 303C'], ['Bus 4', 'KCB 404D'], ['Bus 5', 'KCC 505E'], ['Bus 6', 'KCD 606F'],
];
const CAPACITY = 72;
const RIDERS = 400;

/**
 * Six buses (five drivers; the first also drives the short sixth route), five zones each
 * riding both ways or one way, about 400 riders over the last twelve months (most from the
 * start, some joining or leaving mid-month, some moving zone), and a year of bus fees billed
 * by the page's own service, by days ridden. Runs before finance, whose families pay these
 * fees with their tuition.
 */
export async function seedBus(ctx: DemoContext): Promise<void> {
  const { tx, schoolId } = ctx;
  const rnd = seeded(13);
  const thisMonth = ctx.today.slice(0, 7);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, i - 11));
  const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;
  await tx.update(schools).set({ busProration: 'days' }).where(eq(schools.id, schoolId));

  const drivers = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.schoolId, schoolId), eq(employees.type, 'driver'), eq(employees.status, 'Active')))
    .orderBy(asc(employees.id));
  const busRows = await tx
    .insert(buses)
    .values(BUSES.map(([number, plate], i) => ({ schoolId, number, plate, capacity: CAPACITY, driverId: drivers.length ? drivers[i % drivers.length]!.id : null })))
    .returning({ id: buses.id });
  const zoneRows = await tx
    .insert(busZones)
    .values(ZONES.map(([name, fee]) => ({ schoolId, name, monthlyFee: fee })))
    .returning({ id: busZones.id });
  const categories = await tx
    .insert(busFeeCategories)
    .values(zoneRows.flatMap((z, i) => [
      { schoolId, zoneId: z.id, name: 'Both ways', monthlyFee: null },
      { schoolId, zoneId: z.id, name: 'One way', monthlyFee: Math.round((ZONES[i]![1] * 0.6) / 100) * 100 },
    ]))
    .returning({ id: busFeeCategories.id });

  const riders = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 'Active')))
    .orderBy(asc(students.id));
  const chosen = riders.filter((_, i) => i % Math.max(1, Math.floor(riders.length / RIDERS)) === 0).slice(0, RIDERS);
  const rows: (typeof busAssignments.$inferInsert)[] = [];
  chosen.forEach((student, i) => {
    // Bus k runs zone k (the sixth doubles up on the town centre); seats never run out.
    const bus = i % BUSES.length;
    const zone = bus % ZONES.length;
    const oneWay = rnd.next() < 0.2;
    const stop = rnd.pick(ZONES[zone]![2]);
    const base = { schoolId, studentId: student.id, busId: busRows[bus]!.id, stop, createdBy: ctx.adminId };
    const joined = rnd.next() < 0.8 ? day(months[0]!, 1) : day(rnd.pick(months.slice(1, -1)), rnd.int(1, 28));
    const fate = rnd.next();
    if (fate < 0.07) {
      // Left the bus mid-month some months ago.
      const month = rnd.pick(months.slice(3, -2));
      rows.push({ ...base, categoryId: categories[zone * 2 + (oneWay ? 1 : 0)]!.id, fromDate: joined, toDate: day(month, rnd.int(5, 25)) });
      if (rows.at(-1)!.toDate! < joined) rows.at(-1)!.toDate = joined;
    } else if (fate < 0.14 && joined < day(months[6]!, 1)) {
      // Changed from both ways to one way (or back) mid-month: a new assignment, the old one ended.
      const from = day(rnd.pick(months.slice(6, -1)), rnd.int(2, 27));
      const to = new Date(`${from}T00:00:00Z`);
      to.setUTCDate(to.getUTCDate() - 1);
      rows.push({ ...base, categoryId: categories[zone * 2 + (oneWay ? 1 : 0)]!.id, fromDate: joined, toDate: to.toISOString().slice(0, 10) });
      rows.push({ ...base, categoryId: categories[zone * 2 + (oneWay ? 0 : 1)]!.id, fromDate: from, toDate: null });
    } else {
      rows.push({ ...base, categoryId: categories[zone * 2 + (oneWay ? 1 : 0)]!.id, fromDate: joined, toDate: null });
    }
  });
  await tx.insert(busAssignments).values(rows);

  // The services open transactions; inside the demo's one they are savepoints.
  const db = tx as unknown as Db;
  const actor = toActor((await loadSession(tx, ctx.adminId))!, 'demo', 'bus');
  for (const month of months) await generateBusFees(db, actor, { key: `demo-bus-${month}`, request: { month } }, { month });
}
