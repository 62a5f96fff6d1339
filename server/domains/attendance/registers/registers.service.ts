import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { markChangeRow, registerSectionRow, type MarkChange, type RegisterBoard } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { coveredSections } from '../../leave/public';
import { enrolledOnDay } from '../../people/public';
import { classInScope } from '../../../lib/scope';
import { schoolDay } from '../settings/school-days';
import type { SessionRecord } from '../../../lib/session';

const yearRow = v.object({ name: v.string(), start_date: v.string(), end_date: v.string() });
const boardRow = v.object({
  ...v.omit(registerSectionRow, ['own', 'taken']).entries,
  taken_by: v.nullable(v.string()),
  taken_at: v.nullable(v.string()),
  present: v.number(),
  absent: v.number(),
  excused: v.number(),
});

/**
 * The sections of the active year on a day with their registers' state: the register picker
 * (own sections first) and the head teacher's "not taken yet" board, in one read.
 */
export async function registerBoard(db: DbOrTx, user: SessionRecord, day: string): Promise<RegisterBoard> {
  if (!user.academicId) return { date: day, school_day: { open: false, reason: 'The school has no active academic year.' }, sections: [] };
  const [year] = await readRows(
    db,
    yearRow,
    sql`select name, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date from academic_years where id = ${user.academicId}`,
  );
  // The sections whose lesson the user covers that day are theirs too, for that day (ADR 046).
  const inScope = classInScope(user, sql`sec.class_id`);
  const covered = inScope ? await coveredSections(db, user.schoolId, user.employeeId, day) : [];
  const scope = !inScope ? sql`true` : covered.length ? sql`(${inScope} or sec.id = any(${`{${covered.join(',')}}`}::bigint[]))` : inScope;
  const rows = await readRows(
    db,
    boardRow,
    sql`select sec.id::int as section_id, sec.name as section_name, sec.class_id::int, cls.name as class_name,
        (select concat_ws(' ', emp.first_name, emp.last_name) from employees emp where emp.id = sec.teacher_id) as teacher_name,
        (select count(*)::int from enrolments e where e.school_id = sec.school_id and e.section_id = sec.id
          and ${enrolledOnDay('e', sql`${day}::date`)}) as students,
        tu.fullname as taken_by, to_char(sh.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as taken_at,
        coalesce(t.present, 0)::int as present, coalesce(t.absent, 0)::int as absent, coalesce(t.excused, 0)::int as excused
      from sections sec join classes cls on cls.id = sec.class_id
      left join attendance_sheets sh on sh.school_id = sec.school_id and sh.section_id = sec.id and sh.date = ${day}::date
      left join users tu on tu.id = sh.taken_by
      left join lateral (select count(*) filter (where ac.counts = 'present') as present,
          count(*) filter (where ac.counts = 'absent') as absent, count(*) filter (where ac.counts = 'excused') as excused
        from attendance_marks am join attendance_codes ac on ac.id = coalesce(am.override_code_id, am.code_id)
        where am.school_id = sec.school_id and am.sheet_id = sh.id) t on sh.id is not null
      where sec.school_id = ${user.schoolId} and sec.academic_year_id = ${user.academicId} and sec.status = 'Active'
        and ${scope}
      order by cls.sort_order, cls.name, sec.name`,
  );
  const own = new Set(user.classes);
  const sections = rows.map(({ taken_by, taken_at, present, absent, excused, ...s }) => ({
    ...s,
    own: own.has(s.class_id) || covered.includes(s.section_id),
    taken: taken_by && taken_at ? { by_name: taken_by, at: taken_at, present, absent, excused } : null,
  }));
  sections.sort((a, b) => Number(b.own) - Number(a.own));
  return { date: day, school_day: await schoolDay(db, user.schoolId, day, year!), sections };
}

/** Every change of a register's marks, oldest first. */
export async function registerLog(db: DbOrTx, schoolId: number, sheetId: number | null): Promise<MarkChange[]> {
  if (!sheetId) return [];
  return readRows(
    db,
    markChangeRow,
    sql`select ch.id::int, ch.student_id::int, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as student_name,
        ch.from_code_id::int, ch.code_id::int, ch.note, ch.override, u.fullname as by_name,
        to_char(ch.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
      from attendance_changes ch join students s on s.id = ch.student_id join users u on u.id = ch.changed_by
      where ch.school_id = ${schoolId} and ch.sheet_id = ${sheetId}
      order by ch.changed_at, ch.id`,
  );
}
