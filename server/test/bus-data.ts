import { busAssignments, buses, busFeeCategories, busZones } from '../db/schema';
import { unique, type TestContext } from './harness';

/**
 * Zones, categories, buses and assignments written straight to the tables, for tests that need
 * them as a given rather than as what the endpoints under test made (the bus module's tests,
 * and the bus fee tests, which must not depend on the bus module's endpoints).
 */

export async function seedZone(ctx: TestContext, schoolId: number, monthlyFee: number, name = unique('Zone ')) {
  const [row] = await ctx.database.db.insert(busZones).values({ schoolId, name, monthlyFee }).returning({ id: busZones.id });
  return row!.id;
}

/** A category of the zone; a null fee follows the zone's. */
export async function seedCategory(ctx: TestContext, schoolId: number, zoneId: number, monthlyFee: number | null = null, name = unique('Category ')) {
  const [row] = await ctx.database.db.insert(busFeeCategories).values({ schoolId, zoneId, name, monthlyFee }).returning({ id: busFeeCategories.id });
  return row!.id;
}

export async function seedBus(ctx: TestContext, schoolId: number, number = unique('B'), capacity = 40) {
  const [row] = await ctx.database.db.insert(buses).values({ schoolId, number, plate: unique('KAA '), capacity }).returning({ id: buses.id });
  return row!.id;
}

export interface AssignmentSeed {
  studentId: number;
  busId: number;
  categoryId: number;
  from: string;
  to?: string | null;
  stop?: string;
}

export async function seedAssignment(ctx: TestContext, schoolId: number, a: AssignmentSeed) {
  const [row] = await ctx.database.db
    .insert(busAssignments)
    .values({ schoolId, studentId: a.studentId, busId: a.busId, categoryId: a.categoryId, fromDate: a.from, toDate: a.to ?? null, stop: a.stop ?? null })
    .returning({ id: busAssignments.id });
  return row!.id;
}
