import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AttendanceCount, AttendanceSheet, AttendanceTotals } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { notFound } from '../../../lib/errors';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * What the attendance reports share. A mark counts by its override when the office made one
 * (ADR 025), else by the taker's code; how it counts is that code's `counts`.
 */

/** The code that counts for the mark aliased `m`. */
export const countingCode = sql.raw('coalesce(m.override_code_id, m.code_id)');

/** The note beside the mark that counts: the office's when it overrode, else the taker's. */
export const countingNote = sql.raw('case when m.override_code_id is null then m.note else m.override_note end');

/** The class rule (ADR 013) on a column of hand-written SQL; `true` for an Admin. */
export const classScope = (user: SessionRecord, column: SQL): SQL => classInScope(user, column) ?? sql`true`;

export const noTotals = (): AttendanceTotals => ({ marked: 0, present: 0, absent: 0, excused: 0 });

/** Adds one mark counting `counts` to each of `totals`. */
export function tally(counts: AttendanceCount, ...totals: AttendanceTotals[]) {
  for (const t of totals) {
    t.marked += 1;
    t[counts] += 1;
  }
}

export interface ReportSection {
  section: AttendanceSheet['section'];
  year: { start: string; end: string };
}

const sectionRow = v.object({
  id: int8,
  name: v.string(),
  class_id: int8,
  class_name: v.string(),
  teacher_name: v.nullable(v.string()),
  year_start: v.string(),
  year_end: v.string(),
});

/** The section, when it is the school's and in the user's classes; else 404, whichever it was. */
export async function requireSection(db: DbOrTx, user: SessionRecord, sectionId: number): Promise<ReportSection> {
  const [row] = await readRows(
    db,
    sectionRow,
    sql`select x.id, x.name, x.class_id, c.name as class_name,
        nullif(trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')), '') as teacher_name,
        to_char(y.start_date, 'YYYY-MM-DD') as year_start, to_char(y.end_date, 'YYYY-MM-DD') as year_end
      from sections x
      join classes c on c.id = x.class_id
      join academic_years y on y.id = x.academic_year_id
      left join employees t on t.id = x.teacher_id and t.school_id = x.school_id
      where x.id = ${sectionId} and x.school_id = ${user.schoolId} and ${classScope(user, sql`x.class_id`)}`,
  );
  if (!row) throw notFound('Section');
  return {
    section: { id: Number(row.id), name: row.name, class_id: Number(row.class_id), class_name: row.class_name, teacher_name: row.teacher_name },
    year: { start: row.year_start, end: row.year_end },
  };
}
