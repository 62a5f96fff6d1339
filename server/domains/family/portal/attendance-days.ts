import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ATTENDANCE_COUNTS, type AttendanceCount } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { countingCode, countingNote, isSchoolDaySql } from '../../attendance/public';

/**
 * The days of the family calendar and the home page, read with the attendance domain's own
 * rules: a school day is within an academic year, on one of the school's weekdays and in no
 * holiday (`isSchoolDaySql`); a mark counts by the office's override when there is one.
 */

export interface CalendarDay {
  date: string;
  open: boolean;
  /** "Weekend", the holiday's name, or "Outside the school year"; null on a school day. */
  reason: string | null;
}

const dayRow = v.object({ date: v.string(), in_year: v.boolean(), school_day: v.boolean(), weekday_open: v.boolean(), holiday: v.nullable(v.string()) });

/** Every day from `from` to `to` (inclusive) with whether the school is open and why not. */
export async function schoolCalendar(db: DbOrTx, schoolId: number, from: string, to: string): Promise<CalendarDay[]> {
  const rows = await readRows(
    db,
    dayRow,
    sql`select to_char(g.d, 'YYYY-MM-DD') as date,
        exists (select 1 from academic_years y where y.school_id = ${schoolId} and g.d between y.start_date and y.end_date) as in_year,
        (${isSchoolDaySql(schoolId, sql`g.d`)}) is not false as school_day,
        coalesce(extract(isodow from g.d)::smallint = any(
          (select ats.school_days from attendance_settings ats where ats.school_id = ${schoolId})::smallint[]), true) as weekday_open,
        (select hol.name from holidays hol where hol.school_id = ${schoolId} and g.d between hol.start_date and hol.end_date
          order by hol.start_date, hol.id limit 1) as holiday
      from (select gs::date as d from generate_series(${from}::date, ${to}::date, interval '1 day') gs) g
      order by g.d`,
  );
  return rows.map((r) => {
    const open = r.in_year && r.school_day;
    const reason = open ? null : !r.in_year ? 'Outside the school year' : r.weekday_open && r.holiday ? r.holiday : 'Weekend';
    return { date: r.date, open, reason };
  });
}

export interface ChildMark {
  code: string;
  name: string;
  counts: AttendanceCount;
  note: string | null;
  /** The built-in Late code: present, but named apart for the family. */
  late: boolean;
}

const markRow = v.object({
  date: v.string(),
  code: v.string(),
  name: v.string(),
  counts: v.picklist(ATTENDANCE_COUNTS),
  note: v.nullable(v.string()),
  late: v.boolean(),
});

/** The child's mark on each day from `from` to `to` that has one (one register a day: the latest). */
export async function childMarks(db: DbOrTx, schoolId: number, studentId: number, from: string, to: string): Promise<Map<string, ChildMark>> {
  const rows = await readRows(
    db,
    markRow,
    sql`select distinct on (m.date) to_char(m.date, 'YYYY-MM-DD') as date, c.code, c.name, c.counts, ${countingNote} as note,
        (c.built_in and c.code = 'L') as late
      from attendance_marks m
      join attendance_codes c on c.id = ${countingCode} and c.school_id = m.school_id
      where m.school_id = ${schoolId} and m.student_id = ${studentId} and m.date between ${from}::date and ${to}::date
      order by m.date, m.sheet_id desc`,
  );
  return new Map(rows.map(({ date, ...mark }) => [date, mark]));
}

/** A mark as the contract carries it. */
export const dayMark = (m: ChildMark | undefined) => (m ? { code: m.code, name: m.name, counts: m.counts, note: m.note } : null);
