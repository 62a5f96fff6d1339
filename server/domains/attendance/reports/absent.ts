import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { absentStudentRow, ATTENDANCE_COUNTS, type AbsentQuery, type AbsentReport } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { addDays } from '../../../lib/days';
import { schoolToday } from '../../people/public';
import { allOf } from '../../../lib/listing';
import { studentInScope } from '../../../lib/scope';
import { isAdmin, type SessionRecord } from '../../../lib/session';
import { classScope, countingCode, countingNote } from './shared';

const codeRow = v.object({ id: int8, code: v.string(), counts: v.picklist(ATTENDANCE_COUNTS) });
/** As the driver hands it over: counts and ids may be text; `days` is json, which both drivers parse. */
const markedDay = v.object({ date: v.string(), code_id: v.number(), note: v.nullable(v.string()) });
const absenteeRow = v.object({
  ...absentStudentRow.entries,
  student_id: int8,
  unexcused: int8,
  excused: int8,
  days: v.array(markedDay),
});

/** The window the filter names: the last `lastDay` days up to the school's today, or one day. */
async function windowOf(db: DbOrTx, user: SessionRecord, q: AbsentQuery) {
  if (q.date) return { from: q.date, to: q.date };
  const today = await schoolToday(db, user);
  return { from: addDays(today, 1 - q.lastDay!), to: today };
}

/**
 * The absent report (`report-absent-attendance`): students absent at least `times` times in the
 * window (an excused absence is still an absence), unexcused and excused counted apart, with
 * the parent to call. Students are the user's by the class rule (ADR 013), so a student who
 * moved away takes their absences, and their parent's phone, with them. Each student shows the
 * class and section of their latest absence; `class_id` keeps to that class's registers.
 *
 * The school's absence codes are read first, so the window's marks are filtered by a list of
 * ids in one pass over (school, date), and the user's students are a set built once: a term
 * for the whole school stays well inside the 300 ms budget.
 */
export async function absentReport(db: DbOrTx, user: SessionRecord, q: AbsentQuery): Promise<AbsentReport> {
  const { from, to } = await windowOf(db, user, q);
  const school = user.schoolId;
  const codes = await readRows(
    db,
    codeRow,
    sql`select id, code, counts from attendance_codes where school_id = ${school} and counts in ('absent', 'excused')`,
  );
  const letter = new Map(codes.map((c) => [Number(c.id), c.code]));
  const ids = (counts: string) => codes.filter((c) => c.counts === counts).map((c) => Number(c.id));
  const inClass = q.class_id ? sql`x.class_id = ${q.class_id}` : undefined;
  const scoped = isAdmin(user) ? undefined : sql`m.student_id in (select s.id from students s where s.school_id = ${school} and ${studentInScope(user, sql`s.id`)})`;

  const rows = await readRows(
    db,
    absenteeRow,
    sql`with absence as (
        select m.student_id, m.date, sh.section_id, ${countingCode} as code_id, ${countingNote} as note
        from attendance_marks m
        join attendance_sheets sh on sh.id = m.sheet_id
        join sections x on x.id = sh.section_id
        where ${allOf(
          sql`m.school_id = ${school} and m.date between ${from}::date and ${to}::date`,
          inArray(countingCode, [...letter.keys()]),
          inClass,
          scoped,
        )}),
      absentee as (
        select student_id,
          count(*) filter (where ${inArray(sql`code_id`, ids('absent'))}) as unexcused,
          count(*) filter (where ${inArray(sql`code_id`, ids('excused'))}) as excused,
          json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'code_id', code_id, 'note', note) order by date desc, code_id) as days,
          (array_agg(section_id order by date desc))[1] as section_id
        from absence group by student_id having count(*) >= ${q.date ? 1 : q.times})
      select s.id as student_id, s.admission_no, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname,
        cl.name as class_name, x.name as section_name, p.fullname as parent_name, p.phone as parent_phone,
        a.unexcused, a.excused, a.days
      from absentee a
      join students s on s.id = a.student_id
      join sections x on x.id = a.section_id
      join classes cl on cl.id = x.class_id
      left join parents p on p.id = s.parent_id and p.school_id = s.school_id
      order by a.unexcused desc, s.first_name, s.last_name, s.id`,
  );
  const [taken] = await readRows(
    db,
    v.object({ days: int8 }),
    sql`select count(distinct sh.date) as days from attendance_sheets sh join sections x on x.id = sh.section_id
      where ${allOf(sql`sh.school_id = ${school} and sh.date between ${from}::date and ${to}::date`, inClass, classScope(user, sql`x.class_id`))}`,
  );
  return {
    from,
    to,
    days_taken: Number(taken?.days ?? 0),
    students: rows.map((r) => ({
      student_id: Number(r.student_id),
      admission_no: r.admission_no,
      fullname: r.fullname,
      class_name: r.class_name,
      section_name: r.section_name,
      parent_name: r.parent_name,
      parent_phone: r.parent_phone,
      unexcused: Number(r.unexcused),
      excused: Number(r.excused),
      days: r.days.map((d) => ({
        date: d.date,
        code: letter.get(Number(d.code_id))!,
        note: d.note,
      })),
    })),
  };
}
