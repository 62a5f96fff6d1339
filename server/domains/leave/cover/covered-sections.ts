import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';

/**
 * The sections whose lessons `employeeId` covers on `day`: their registers are the covering
 * teacher's to take that day, whatever classes their user is given (ADR 046 beside ADR 013).
 */
export async function coveredSections(db: DbOrTx, schoolId: number, employeeId: number | null, day: string): Promise<number[]> {
  if (employeeId === null) return [];
  const rows = await readRows(
    db,
    v.object({ section_id: v.number() }),
    sql`select distinct e.section_id::int from cover_assignments ca join timetable_entries e on e.school_id = ca.school_id and e.id = ca.entry_id
      where ca.school_id = ${schoolId} and ca.teacher_id = ${employeeId} and ca.cover_date = ${day}::date`,
  );
  return rows.map((r) => r.section_id);
}
