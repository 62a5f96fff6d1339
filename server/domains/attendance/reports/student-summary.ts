import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ATTENDANCE_COUNTS, studentAttendanceAnswer, type StudentAttendance } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { requireStudentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { countingCode, countingNote, noTotals } from './shared';

const RECENT = 10;

const yearRow = v.object({ id: int8, name: v.string(), first_day: v.string(), last_day: v.string() });
const codeRow = v.object({ code_id: int8, code: v.string(), name: v.string(), counts: v.picklist(ATTENDANCE_COUNTS), count: int8 });
const recentRow = studentAttendanceAnswer.entries.recent.item;

/**
 * The student page's attendance this year (`view-attendance`, class scope): totals, each code's
 * count, and the latest marks other than Present. Reads the registers of the active year's
 * sections, by (school, student, date), so earlier years never mix in.
 */
export async function studentAttendance(db: DbOrTx, user: SessionRecord, studentId: number): Promise<StudentAttendance> {
  await requireStudentInScope(db, user, studentId);
  const [year] = await readRows(
    db,
    yearRow,
    sql`select id, name, to_char(start_date, 'YYYY-MM-DD') as first_day, to_char(end_date, 'YYYY-MM-DD') as last_day
      from academic_years where id = ${user.academicId ?? 0} and school_id = ${user.schoolId}`,
  );
  if (!year) return { year: null, totals: noTotals(), by_code: [], recent: [] };

  const marks = sql`select m.*, x.name as section_name from attendance_marks m
    join attendance_sheets sh on sh.id = m.sheet_id
    join sections x on x.id = sh.section_id and x.academic_year_id = ${year.id}
    where m.school_id = ${user.schoolId} and m.student_id = ${studentId} and m.date between ${year.first_day}::date and ${year.last_day}::date`;
  // Every active code is listed, used or not, and an inactive one only if it was used this year.
  const codes = await readRows(
    db,
    codeRow,
    sql`with mine as (${marks})
      select c.id as code_id, c.code, c.name, c.counts, count(m.sheet_id) as count
      from attendance_codes c left join mine m on ${countingCode} = c.id
      where c.school_id = ${user.schoolId}
      group by c.school_id, c.id
      having c.status = 'Active' or count(m.sheet_id) > 0
      order by c.sort_order, c.code, c.id`,
  );
  const recent = await readRows(
    db,
    recentRow,
    sql`with mine as (${marks})
      select to_char(m.date, 'YYYY-MM-DD') as date, c.code, c.name, ${countingNote} as note, m.section_name
      from mine m join attendance_codes c on c.id = ${countingCode}
      where not (c.built_in and c.code = 'P')
      order by m.date desc, m.section_name
      limit ${RECENT}`,
  );

  const totals = noTotals();
  for (const c of codes) {
    totals.marked += Number(c.count);
    totals[c.counts] += Number(c.count);
  }
  return {
    year: { id: Number(year.id), name: year.name },
    totals,
    by_code: codes.map((c) => ({ code_id: Number(c.code_id), code: c.code, name: c.name, count: Number(c.count) })),
    recent,
  };
}
