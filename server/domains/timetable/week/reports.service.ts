import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { clashRow, teacherLoadRow, WEEKDAY_NAMES, type ClashReport, type TeacherLoad } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { SessionRecord } from '../../../lib/session';
import { teacherNameSql } from './clashes';

const heldClashRow = v.object({
  ...v.pick(clashRow, ['weekday', 'period_id']).entries,
  kind: v.picklist(['not-a-lesson', 'teacher-unavailable', 'room-unavailable']),
  entry_id: v.number(),
  period: v.string(),
  lesson: v.string(),
  who: v.nullable(v.string()),
  why: v.nullable(v.string()),
});

/**
 * Every clash the active year's week holds, school-wide, in one pass (budget: under 100 ms).
 * Double bookings cannot be stored (the unique indexes); what can arise later is a lesson in a
 * period since made a break or dropped from its weekday, or in a teacher's or room's time
 * marked unavailable.
 */
export async function clashReport(db: DbOrTx, user: SessionRecord): Promise<ClashReport> {
  if (!user.academicId) return { clashes: [], entries: 0 };
  const rows = await readRows(
    db,
    heldClashRow,
    sql`with lessons as (
        select e.id, e.weekday, e.period_id, e.teacher_id, e.room_id, p.name as period, p.kind, p.weekdays,
          concat_ws(' ', cls.name, sec.name, sub.name) as lesson
        from timetable_entries e join timetable_periods p on p.id = e.period_id join sections sec on sec.id = e.section_id
        join classes cls on cls.id = sec.class_id join subjects sub on sub.id = e.subject_id
        where e.school_id = ${user.schoolId} and e.academic_year_id = ${user.academicId})
      select 'not-a-lesson' as kind, l.id::int as entry_id, l.weekday::int, l.period_id::int, l.period, l.lesson, null as who,
          case when l.kind <> 'lesson' then 'a break' else 'not run that day' end as why
        from lessons l where l.kind <> 'lesson' or not (l.weekday = any(l.weekdays))
      union all
      select 'teacher-unavailable', l.id::int, l.weekday::int, l.period_id::int, l.period, l.lesson, ${teacherNameSql('u.teacher_id')}, u.reason
        from lessons l join timetable_unavailability u on u.school_id = ${user.schoolId} and u.teacher_id = l.teacher_id
          and u.weekday = l.weekday and u.period_id = l.period_id
      union all
      select 'room-unavailable', l.id::int, l.weekday::int, l.period_id::int, l.period, l.lesson, (select r.name from rooms r where r.id = u.room_id), u.reason
        from lessons l join timetable_unavailability u on u.school_id = ${user.schoolId} and u.room_id = l.room_id
          and u.weekday = l.weekday and u.period_id = l.period_id
      order by 3, 4`,
  );
  const [count] = await readRows(
    db,
    v.object({ n: v.number() }),
    sql`select count(*)::int as n from timetable_entries where school_id = ${user.schoolId} and academic_year_id = ${user.academicId}`,
  );
  return {
    entries: count!.n,
    clashes: rows.map((r) => {
      const at = `${WEEKDAY_NAMES[r.weekday]}, ${r.period}`;
      const message =
        r.kind === 'not-a-lesson'
          ? `${r.lesson} on ${at}: the period is ${r.why}.`
          : `${r.lesson} on ${at}: ${r.who} is not available then${r.why ? ` (${r.why})` : ''}.`;
      return { kind: r.kind, weekday: r.weekday, period_id: r.period_id, message, entry_id: r.entry_id };
    }),
  };
}

/** Each teacher's lessons a week in the active year (active teachers, and anyone timetabled). */
export async function teacherLoads(db: DbOrTx, user: SessionRecord): Promise<TeacherLoad[]> {
  return readRows(
    db,
    teacherLoadRow,
    sql`select emp.id::int as teacher_id, concat_ws(' ', emp.first_name, emp.last_name) as teacher_name,
        count(e.id)::int as lessons, count(distinct e.section_id)::int as sections, count(distinct e.subject_id)::int as subjects
      from employees emp
      left join timetable_entries e on e.school_id = emp.school_id and e.teacher_id = emp.id and e.academic_year_id = ${user.academicId ?? 0}
      where emp.school_id = ${user.schoolId} and ((emp.type = 'teacher' and emp.status = 'Active') or e.id is not null)
      group by emp.school_id, emp.id
      order by lessons desc, teacher_name`,
  );
}
