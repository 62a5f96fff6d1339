import { and, asc, eq, sql } from 'drizzle-orm';
import type { Bus, BusDriver, BusInput, BusState, Page } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { buses, employees } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { schoolTodaySql } from '../../people/public';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, lockSchool, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { busLabel, dayOf, inForceFrom, inForceOn, peakRiders } from './shared';

const driverName = sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Assignments of the bus in force on `day`. */
const ridersOn = (day: ReturnType<typeof dayOf>) =>
  sql<number>`(select count(*) from bus_assignments a where a.school_id = ${buses.schoolId} and a.bus_id = ${buses.id} and ${inForceOn(day)})`.mapWith(Number);

const busColumns = (day: ReturnType<typeof dayOf>) => ({
  id: buses.id,
  version: buses.version,
  number: buses.number,
  plate: buses.plate,
  driver_id: buses.driverId,
  driver_name: driverName,
  driver_phone: employees.phone,
  capacity: buses.capacity,
  status: sql<BusState>`${buses.status}`,
  riders: ridersOn(day),
});

const selectBuses = (db: DbOrTx, day: ReturnType<typeof dayOf>) =>
  db
    .select({ ...busColumns(day), total: totalRows })
    .from(buses)
    .leftJoin(employees, and(eq(employees.id, buses.driverId), eq(employees.schoolId, buses.schoolId)));

export interface BusListArgs extends ListArgs {
  status?: BusState;
  date?: string;
}

/** The school's buses, each with its riders on the day (today unless named). */
export async function listBuses(db: DbOrTx, user: SessionRecord, args: BusListArgs): Promise<Page<Bus>> {
  const day = dayOf(user, args.date);
  const rows = await selectBuses(db, day)
    .where(allOf(eq(buses.schoolId, user.schoolId), args.status ? eq(buses.status, args.status) : undefined, searchOf(args.search, [buses.number, buses.plate, driverName])))
    .orderBy(...orderOf(args, { number: buses.number, plate: buses.plate, capacity: buses.capacity, riders: ridersOn(day) }, buses.number, buses.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

export async function getBus(db: DbOrTx, user: SessionRecord, id: number): Promise<Bus> {
  const [found] = await selectBuses(db, dayOf(user)).where(and(eq(buses.id, id), eq(buses.schoolId, user.schoolId)));
  if (!found) throw notFound('Bus');
  const { total: _total, ...bus } = found;
  return bus;
}

/** Active employees of type driver, for the bus form's picker. */
export async function listDrivers(db: DbOrTx, user: SessionRecord): Promise<BusDriver[]> {
  return db
    .select({ id: employees.id, name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`, number: employees.number, phone: employees.phone })
    .from(employees)
    .where(and(eq(employees.schoolId, user.schoolId), eq(employees.type, 'driver'), eq(employees.status, 'Active')))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
}

async function checkDriver(tx: DbOrTx, schoolId: number, driverId: number | null) {
  if (driverId == null) return;
  const [driver] = await tx
    .select({ type: employees.type, status: employees.status })
    .from(employees)
    .where(and(eq(employees.id, driverId), eq(employees.schoolId, schoolId)));
  if (!driver) throw unprocessable('driver_id', 'Choose a driver of this school.');
  if (driver.type !== 'driver') throw unprocessable('driver_id', 'This employee is not a driver.');
  if (driver.status !== 'Active') throw unprocessable('driver_id', 'This driver is inactive.');
}

const busUnique = uniqueFields({
  buses_school_number_uq: ['number', 'Another bus already has this number.'],
  buses_school_plate_uq: ['plate', 'Another bus already has this plate.'],
});

const values = (input: BusInput) => ({ number: input.number, plate: input.plate, driverId: input.driver_id, capacity: input.capacity, status: input.status });

export async function createBus(db: DbOrTx, actor: Actor, input: BusInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await checkDriver(tx, actor.schoolId, input.driver_id);
        const [row] = await tx.insert(buses).values({ schoolId: actor.schoolId, ...values(input) }).returning({ id: buses.id });
        await audit(tx, actor, { action: 'create', entity: 'bus', ids: [row!.id], detail: { number: input.number } });
        return row!.id;
      }),
    busUnique,
  );
}

/**
 * New details for the bus. Capacity cannot go below the most riders it carries on any day from
 * today on, and a bus with riders today or later stays Active: their assignments end first.
 */
export async function updateBus(db: DbOrTx, actor: Actor, id: number, input: BusInput): Promise<void> {
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        await lockSchool(tx, actor.schoolId);
        const [bus] = await tx.select({ number: buses.number, plate: buses.plate }).from(buses).where(and(eq(buses.id, id), eq(buses.schoolId, actor.schoolId)));
        if (!bus) throw notFound('Bus');
        await checkDriver(tx, actor.schoolId, input.driver_id);
        const today = schoolTodaySql(actor);
        const peak = await peakRiders(tx, actor.schoolId, id, today);
        if (input.capacity < peak) {
          throw unprocessable('capacity', `${busLabel(bus)} has ${peak} riders on some day from today on; its capacity cannot be below ${peak}.`);
        }
        if (input.status === 'Inactive') {
          const [row] = await readRows(
            tx,
            v.object({ n: int8 }),
            sql`select count(*) as n from bus_assignments a where a.school_id = ${actor.schoolId} and a.bus_id = ${id} and ${inForceFrom(today)}`,
          );
          const n = Number(row?.n ?? 0);
          if (n > 0) throw unprocessable('status', `${busLabel(bus)} has ${n} ${n === 1 ? 'rider' : 'riders'} from today on; end their assignments before making it inactive.`);
        }
        await tx
          .update(buses)
          .set({ ...values(input), ...expectedVersion(input) })
          .where(and(eq(buses.id, id), eq(buses.schoolId, actor.schoolId)));
        await audit(tx, actor, { action: 'update', entity: 'bus', ids: [id], detail: { status: input.status, capacity: input.capacity } });
      }),
    busUnique,
  );
}
