import { eq } from 'drizzle-orm';
import type { BusProration } from '@contract';
import { busAssignments, busFeeCategories, schools } from '../../../db/schema';
import { seedAssignment, seedBus, seedCategory, seedZone } from '../../../test/bus-data';
import { unique, type TestContext } from '../../../test/harness';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/** Ends an assignment on its last day ridden, as the bus module does. */
export async function endAssignment(ctx: TestContext, id: number, to: string) {
  await ctx.database.db.update(busAssignments).set({ toDate: to }).where(eq(busAssignments.id, id));
}

export async function setProration(ctx: TestContext, schoolId: number, proration: BusProration) {
  await ctx.database.db.update(schools).set({ busProration: proration }).where(eq(schools.id, schoolId));
}

export async function setCategoryFee(ctx: TestContext, categoryId: number, monthlyFee: number | null) {
  await ctx.database.db.update(busFeeCategories).set({ monthlyFee }).where(eq(busFeeCategories.id, categoryId));
}

/**
 * The riders most tests share, in school `schoolId` (months of 2026):
 * - Amina rides B1, North both ways (3,000, the zone's fee) from September 1st, open;
 * - Brian rides B1 both ways from September 1st to October 15th, then B2 one way (1,800) from the 16th;
 * - Chloe, Inactive now, rode B2, South (4,500) from September 1st to October 10th;
 * - Dan rides B2 South from October 20th, in Grade 4 (the others are in Grade 3);
 * - Femi rides B1 North both ways from December 10th;
 * - Esther rides nothing.
 */
export async function seedRiders(ctx: TestContext, schoolId: number) {
  const year = await activeYear(ctx, schoolId);
  const grade3 = await seedClass(ctx, schoolId, unique('Grade 3 '));
  const grade4 = await seedClass(ctx, schoolId, unique('Grade 4 '));
  const [g3, g4] = [await seedSection(ctx, schoolId, year.id, grade3, 'A'), await seedSection(ctx, schoolId, year.id, grade4, 'A')];
  const kid = (firstName: string, sectionId: number, status = 'Active') => seedStudent(ctx, schoolId, { sectionId, firstName, lastName: 'Rider', status });
  const kids = {
    Amina: await kid('Amina', g3),
    Brian: await kid('Brian', g3),
    Chloe: await kid('Chloe', g3, 'Inactive'),
    Dan: await kid('Dan', g4),
    Esther: await kid('Esther', g3),
    Femi: await kid('Femi', g3),
  };
  const north = await seedZone(ctx, schoolId, 3_000, 'North');
  const south = await seedZone(ctx, schoolId, 4_500, 'South');
  const cat = { northBoth: await seedCategory(ctx, schoolId, north, null, 'Both ways'), northOne: await seedCategory(ctx, schoolId, north, 1_800, 'One way'), southBoth: await seedCategory(ctx, schoolId, south, null, 'Both ways') };
  const bus = { b1: await seedBus(ctx, schoolId, 'B1', 30), b2: await seedBus(ctx, schoolId, 'B2', 20) };
  const ride = (studentId: number, busId: number, categoryId: number, from: string, to: string | null = null) => seedAssignment(ctx, schoolId, { studentId, busId, categoryId, from, to });
  await ride(kids.Amina, bus.b1, cat.northBoth, '2026-09-01');
  await ride(kids.Brian, bus.b1, cat.northBoth, '2026-09-01', '2026-10-15');
  await ride(kids.Brian, bus.b2, cat.northOne, '2026-10-16');
  await ride(kids.Chloe, bus.b2, cat.southBoth, '2026-09-01', '2026-10-10');
  await ride(kids.Dan, bus.b2, cat.southBoth, '2026-10-20');
  await ride(kids.Femi, bus.b1, cat.northBoth, '2026-12-10');
  return { kids, zones: { north, south }, cat, bus, classes: { grade3, grade4 } };
}
