import { and, asc, eq } from 'drizzle-orm';
import type { AcademicYear } from '@contract';
import type { Db } from '../../db/client';
import { academicYears } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { SessionRecord } from '../../lib/session';

export async function listAcademicYears(db: Db, schoolId: number): Promise<AcademicYear[]> {
  return db
    .select({
      id: academicYears.id,
      name: academicYears.name,
      start_date: academicYears.startDate,
      end_date: academicYears.endDate,
      active: academicYears.active,
    })
    .from(academicYears)
    .where(eq(academicYears.schoolId, schoolId))
    .orderBy(asc(academicYears.startDate));
}

/** Makes one year the active one; the other years of the school stop being active. */
export async function changeActiveYear(db: Db, user: SessionRecord, id: number, requestId?: string) {
  return db.transaction(async (tx) => {
    const [year] = await tx
      .select({ id: academicYears.id, name: academicYears.name })
      .from(academicYears)
      .where(and(eq(academicYears.id, id), eq(academicYears.schoolId, user.schoolId)));
    if (!year) throw notFound('Academic year');
    await tx.update(academicYears).set({ active: false }).where(and(eq(academicYears.schoolId, user.schoolId), eq(academicYears.active, true)));
    await tx.update(academicYears).set({ active: true }).where(eq(academicYears.id, year.id));
    await audit(tx, { schoolId: user.schoolId, userId: user.id, action: 'change-active', entity: 'academic_year', entityIds: [year.id], requestId });
    return year;
  });
}
