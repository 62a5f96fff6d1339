import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { attendanceTotalsRow, type AttendanceTotals } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';

/**
 * Attendance counted for other areas (a report card's term): a mark counts by the office's
 * override when there is one, else by the taker's code (ADR 025), and each code counts as
 * present, absent or excused.
 */

const studentTotalsRow = v.object({ student_id: v.number(), ...attendanceTotalsRow.entries });

/** Each student's marks between two days (inclusive), on any register of the school. */
export async function attendanceTotals(db: DbOrTx, schoolId: number, studentIds: readonly number[], from: string, to: string): Promise<Map<number, AttendanceTotals>> {
  if (!studentIds.length) return new Map();
  const rows = await readRows(
    db,
    studentTotalsRow,
    sql`select m.student_id::int, count(*)::int as marked,
        (count(*) filter (where c.counts = 'present'))::int as present,
        (count(*) filter (where c.counts = 'absent'))::int as absent,
        (count(*) filter (where c.counts = 'excused'))::int as excused
      from attendance_marks m
      join attendance_codes c on c.id = coalesce(m.override_code_id, m.code_id) and c.school_id = m.school_id
      where m.school_id = ${schoolId} and ${inArray(sql`m.student_id`, [...studentIds])}
        and m.date between ${from}::date and ${to}::date
      group by m.student_id`,
  );
  return new Map(rows.map(({ student_id, ...totals }) => [student_id, totals]));
}

/** Whether the section kept a register on some day between two days (inclusive). */
export async function sectionKeptRegisters(db: DbOrTx, schoolId: number, sectionId: number, from: string, to: string): Promise<boolean> {
  const [row] = await readRows(
    db,
    v.object({ kept: v.boolean() }),
    sql`select exists (select 1 from attendance_sheets sh
      where sh.school_id = ${schoolId} and sh.section_id = ${sectionId} and sh.date between ${from}::date and ${to}::date) as kept`,
  );
  return !!row?.kept;
}
