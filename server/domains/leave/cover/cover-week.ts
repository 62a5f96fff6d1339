import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { can, coverTaskRow, weekdayOf, type CoverWeek } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { addDays } from '../../../lib/days';
import { forbidden, notFound } from '../../../lib/errors';
import { classInScope } from '../../../lib/scope';
import { holder, type SessionRecord } from '../../../lib/session';
import { employeeName } from '../../people/public';

/**
 * A teacher's cover lessons in the week (Monday to Sunday) holding `day`: what My week adds to
 * their own timetable. The teacher sees all of theirs; anyone else needs `list-timetable` and
 * sees the lessons of their classes' sections only (ADR 013), as in a teacher's week.
 */
export async function coverWeek(db: DbOrTx, user: SessionRecord, teacherId: number, day: string): Promise<CoverWeek> {
  const own = user.employeeId === teacherId;
  if (!own && !can(holder(user), 'list-timetable')) throw forbidden();
  const [teacher] = await readRows(db, v.object({ id: v.number() }), sql`select id::int from employees where id = ${teacherId} and school_id = ${user.schoolId}`);
  if (!teacher) throw notFound('Teacher');
  const weekStart = addDays(day, 1 - weekdayOf(day));
  const weekEnd = addDays(weekStart, 6);
  const scope = own ? sql`true` : (classInScope(user, sql`sec.class_id`) ?? sql`true`);
  const covers = await readRows(
    db,
    coverTaskRow,
    sql`select ca.id::int, to_char(ca.cover_date, 'YYYY-MM-DD') as date, extract(isodow from ca.cover_date)::int as weekday, ca.period_id::int,
        ca.entry_id::int, e.section_id::int, sec.name as section_name, cls.name as class_name, sub.name as subject_name, r.name as room_name,
        ${employeeName('lr.employee_id')} as absent_teacher_name
      from cover_assignments ca
      join timetable_entries e on e.school_id = ca.school_id and e.id = ca.entry_id
      join leave_requests lr on lr.school_id = ca.school_id and lr.id = ca.leave_request_id
      join timetable_periods p on p.school_id = ca.school_id and p.id = ca.period_id
      join sections sec on sec.school_id = e.school_id and sec.id = e.section_id join classes cls on cls.school_id = sec.school_id and cls.id = sec.class_id
      join subjects sub on sub.school_id = e.school_id and sub.id = e.subject_id left join rooms r on r.school_id = e.school_id and r.id = e.room_id
      where ca.school_id = ${user.schoolId} and ca.teacher_id = ${teacherId} and ca.cover_date between ${weekStart}::date and ${weekEnd}::date and ${scope}
      order by ca.cover_date, p.sort_order, p.start_time, ca.id`,
  );
  return { week_start: weekStart, week_end: weekEnd, covers };
}
