import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AcademicYearInput } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { academicYears, enrolments, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, lockSchool, uniqueFields } from '../../../lib/rows';

const columns = {
  id: academicYears.id,
  version: academicYears.version,
  name: academicYears.name,
  start_date: academicYears.startDate,
  end_date: academicYears.endDate,
  active: academicYears.active,
};
const uniques = uniqueFields({ academic_years_school_name_uq: ['name', 'An academic year with this name already exists.'] });

export async function listAcademicYears(db: DbOrTx, schoolId: number, args: ListArgs) {
  const rows = await db
    .select({ ...columns, total: totalRows })
    .from(academicYears)
    .where(allOf(eq(academicYears.schoolId, schoolId), searchOf(args.search, [academicYears.name])))
    .orderBy(...orderOf(args, { name: academicYears.name, start_date: academicYears.startDate }, academicYears.startDate, academicYears.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

/** Locks the school row so two concurrent saves cannot both pass the overlap check. */
async function assertNoOverlap(tx: DbOrTx, schoolId: number, input: AcademicYearInput, exceptId: number | null) {
  const [clash] = await tx
    .select({ name: academicYears.name })
    .from(academicYears)
    .where(
      allOf(
        eq(academicYears.schoolId, schoolId),
        exceptId ? ne(academicYears.id, exceptId) : undefined,
        sql`${academicYears.startDate} <= ${input.end_date} and ${academicYears.endDate} >= ${input.start_date}`,
      ),
    )
    .limit(1);
  if (clash) {
    const message = `These dates overlap the academic year ${clash.name}.`;
    throw unprocessable('start_date', message);
  }
}

export async function saveAcademicYear(db: Db, actor: Actor, id: number | null, input: AcademicYearInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await lockSchool(tx, actor.schoolId);
        await assertNoOverlap(tx, actor.schoolId, input, id);
        const values = { name: input.name, startDate: input.start_date, endDate: input.end_date };
        const [row] = id
          ? await tx.update(academicYears).set({ ...values, ...expectedVersion(input) }).where(and(eq(academicYears.id, id), eq(academicYears.schoolId, actor.schoolId))).returning({ id: academicYears.id })
          : await tx.insert(academicYears).values({ ...values, schoolId: actor.schoolId }).returning({ id: academicYears.id });
        if (!row) throw notFound('Academic year');
        await audit(tx, actor, { action: id ? 'update' : 'create', entity: 'academic_year', ids: [row.id] });
        return row;
      }),
    uniques,
  );
}

/**
 * Makes one year the active one; the other years of the school stop being active. The school has
 * moved on, so students a promotion graduated in an earlier year now leave: status Graduated
 * (ADR 018; until now they stayed Active, counted and transferable).
 */
export async function changeActiveYear(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [year] = await tx
      .select({ id: academicYears.id, name: academicYears.name, startDate: academicYears.startDate })
      .from(academicYears)
      .where(and(eq(academicYears.id, id), eq(academicYears.schoolId, actor.schoolId)));
    if (!year) throw notFound('Academic year');
    await tx.update(academicYears).set({ active: false }).where(and(eq(academicYears.schoolId, actor.schoolId), eq(academicYears.active, true)));
    await tx.update(academicYears).set({ active: true }).where(eq(academicYears.id, year.id));
    const graduated = await tx
      .update(students)
      .set({ status: 'Graduated' })
      .where(
        and(
          eq(students.schoolId, actor.schoolId),
          inArray(students.status, ['Active', 'Inactive']),
          sql`exists (select 1 from ${enrolments} e join ${academicYears} y on y.id = e.academic_year_id
            where e.school_id = ${students.schoolId} and e.student_id = ${students.id} and e.outcome = 'graduated' and y.start_date < ${year.startDate})`,
        ),
      )
      .returning({ id: students.id });
    await audit(tx, actor, { action: 'change-active', entity: 'academic_year', ids: [year.id], detail: graduated.length ? { graduated: graduated.map((g) => g.id) } : undefined });
    return { id: year.id, name: year.name };
  });
}
