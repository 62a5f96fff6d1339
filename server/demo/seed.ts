import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schools } from '../db/schema';
import { createSchool, currentAcademicYear } from '../domains/school/profile/schools.service';
import { DEMO_AREAS } from './areas';
import { DEMO_CURRENCY, DEMO_TIME_ZONE, schoolToday } from './areas/calendar';
import type { DemoContext } from './areas/types';
import { DEMO_ADMIN, DEMO_SCHOOL_NAME } from './users';

export type SeedOutcome = 'seeded' | 'exists';

/**
 * Seeds the demo school on a migrated database, once: when the demo school exists this does
 * nothing. It refuses a database that already holds other schools, so a demo never writes
 * into a real install. Everything is written in one transaction, so a failed seed leaves
 * nothing behind and the next start tries again.
 */
export async function seedDemo(db: Db, log: (line: string) => void = console.log): Promise<SeedOutcome> {
  const existing = await db.select({ id: schools.id, name: schools.name }).from(schools);
  if (existing.some((s) => s.name === DEMO_SCHOOL_NAME)) return 'exists';
  if (existing.length > 0) {
    throw new Error(
      `This database already has ${existing.length} school(s) and no "${DEMO_SCHOOL_NAME}". ` +
        'The demo only seeds an empty database: unset DATABASE_URL (it then uses ./data/demo) or point it at an empty one.',
    );
  }
  await db.transaction(async (tx) => {
    const created = await createSchool(tx, {
      name: DEMO_SCHOOL_NAME,
      adminUsername: DEMO_ADMIN.username,
      adminPassword: DEMO_ADMIN.password,
      adminFullname: DEMO_ADMIN.fullname,
    });
    // A school in Nairobi: Kenyan shillings, Nairobi's days, +254 phones (issue 31).
    await tx
      .update(schools)
      .set({ currency: DEMO_CURRENCY, timeZone: DEMO_TIME_ZONE, address: '14 Ngong Road, Nairobi', phone: '+254 20 555 0140', email: 'office@demo-academy.ac.ke' })
      .where(eq(schools.id, created.schoolId));
    const today = schoolToday();
    const ctx: DemoContext = {
      tx,
      schoolId: created.schoolId,
      adminId: created.adminId,
      academicYearId: created.academicYearId,
      academicYearStart: currentAcademicYear(new Date(`${today}T12:00:00Z`)).startDate,
      today,
      roleIds: {},
      userIds: { [DEMO_ADMIN.username]: created.adminId },
      classIds: {},
      teacherIds: [],
      sectionIds: [],
      previousSectionIds: [],
      parentIds: [],
    };
    for (const area of DEMO_AREAS) {
      const start = performance.now();
      await area.seed(ctx);
      log(`  demo: ${area.name} (${(performance.now() - start).toFixed(0)} ms)`);
    }
  });
  // The planner's statistics for the tables just filled (135,000 marks): autovacuum would take
  // minutes to gather them, and until then the reports pick slow plans.
  await db.execute(sql`analyze`);
  return 'seeded';
}
