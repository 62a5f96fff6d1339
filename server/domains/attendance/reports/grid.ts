import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ATTENDANCE_COUNTS, type AttendanceGrid } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { isSchoolDaySql } from '../settings/school-days';
import type { SessionRecord } from '../../../lib/session';
import { countingCode, noTotals, requireSection, tally } from './shared';

export interface GridArgs {
  section_id: number;
  start: string;
  end: string;
}

const dayRow = v.object({ date: v.string(), school_day: v.boolean(), taken: v.boolean() });
const studentRow = v.object({ student_id: int8, admission_no: v.string(), fullname: v.string() });
const markRow = v.object({ student_id: int8, date: v.string(), code_id: int8, counts: v.picklist(ATTENDANCE_COUNTS) });

type Day = AttendanceGrid['days'][number];
type Student = AttendanceGrid['students'][number];

/**
 * A section over a range of days as a grid (`view-attendance`): the days it could have had a
 * register (school days of its year) and any day it had one all the same, the students enrolled
 * there at some time in the range, and each student's mark that counts on each day.
 */
export async function sectionGrid(db: DbOrTx, user: SessionRecord, args: GridArgs): Promise<AttendanceGrid> {
  const { section, year } = await requireSection(db, user, args.section_id);
  const school = user.schoolId;
  const sheets = sql`attendance_sheets sh where sh.school_id = ${school} and sh.section_id = ${section.id}
    and sh.date between ${args.start}::date and ${args.end}::date`;

  const days = await readRows(
    db,
    dayRow,
    sql`with span as (select ${args.start}::date + n as day from generate_series(0, ${args.end}::date - ${args.start}::date) as n),
      flagged as (
        select span.day,
          (span.day between ${year.start}::date and ${year.end}::date and ${isSchoolDaySql(school, sql`span.day`)}) as school_day,
          span.day in (select sh.date from ${sheets}) as taken
        from span)
      select to_char(day, 'YYYY-MM-DD') as date, school_day, taken from flagged where school_day or taken order by day`,
  );

  // Everyone enrolled at some time in the range, and anyone marked on its registers even so.
  const students = await readRows(
    db,
    studentRow,
    sql`select s.id as student_id, s.admission_no, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname
      from students s
      where s.school_id = ${school} and s.id in (
        select e.student_id from enrolments e
          where e.school_id = ${school} and e.section_id = ${section.id}
            and e.enrolled_on <= ${args.end}::date and (e.ended_on is null or e.ended_on >= ${args.start}::date)
        union
        select m.student_id from attendance_marks m where m.sheet_id in (select sh.id from ${sheets}))
      order by s.first_name, s.last_name, s.id`,
  );

  const marks = await readRows(
    db,
    markRow,
    sql`select m.student_id, to_char(m.date, 'YYYY-MM-DD') as date, c.id as code_id, c.counts
      from attendance_marks m
      join attendance_codes c on c.id = ${countingCode} and c.school_id = m.school_id
      where m.school_id = ${school} and m.sheet_id in (select sh.id from ${sheets})`,
  );

  const grid: AttendanceGrid = {
    section,
    start: args.start,
    end: args.end,
    days: days.map((d): Day => ({ date: d.date, taken: d.taken, school_day: d.school_day, ...noTotals() })),
    students: students.map((s): Student => ({
      student_id: Number(s.student_id),
      admission_no: s.admission_no,
      fullname: s.fullname,
      marks: days.map(() => null),
      ...noTotals(),
    })),
    totals: noTotals(),
  };
  const dayAt = new Map(grid.days.map((d, i) => [d.date, i]));
  const studentOf = new Map(grid.students.map((s) => [s.student_id, s]));
  for (const mark of marks) {
    const i = dayAt.get(mark.date)!;
    const student = studentOf.get(Number(mark.student_id))!;
    student.marks[i] = Number(mark.code_id);
    tally(mark.counts, student, grid.days[i]!, grid.totals);
  }
  return grid;
}
