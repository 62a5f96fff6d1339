import { sql } from 'drizzle-orm';
import { coverLessonRow, isOpen, weekdayOf, type CoverDay } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { SessionRecord } from '../../../lib/session';
import { employeeName } from '../../people/public';
import { schoolCalendar } from '../calendar';
import { offDuty, offInPeriodSql, offTable } from './off-duty';

/**
 * The teachers who may be asked to cover: the school's active teachers, as the teacher picker
 * (`employees/teachers`) chooses them.
 */
export const coverTeacherSql = (alias: string) => sql.raw(`${alias}.type = 'teacher' and ${alias}.status = 'Active'`);

/**
 * A day's lessons that need cover (issue 35, ADR 046): each lesson of the active year on that
 * weekday whose teacher is away in its period, with who covers it and who could. A whole day
 * is three reads whatever the school's size: the calendar, the day's approved leave, and one
 * query that finds the lessons and, period by period, the teachers free then.
 */
export async function coverDay(db: DbOrTx, user: SessionRecord, day: string): Promise<CoverDay> {
  const calendar = await schoolCalendar(db, user.schoolId, day, day);
  if (!isOpen(day, calendar)) return { date: day, school_day: false, lessons: [] };
  const off = await offDuty(db, user.schoolId, day, calendar);
  if (!off.length || !user.academicId) return { date: day, school_day: true, lessons: [] };
  const [school, year, weekday] = [user.schoolId, user.academicId, weekdayOf(day)];
  const lessons = await readRows(
    db,
    coverLessonRow,
    sql`with off as materialized (select * from ${offTable(off)}),
      lesson as (
        select distinct on (e.id) e.id, e.period_id, e.section_id, e.subject_id, e.room_id, e.teacher_id, o.request_id, o.leave_type,
          p.name as period_name, p.start_time, p.end_time, p.sort_order
        from timetable_entries e join off o on o.employee_id = e.teacher_id
        join timetable_periods p on p.school_id = e.school_id and p.id = e.period_id
        where e.school_id = ${school} and e.academic_year_id = ${year} and e.weekday = ${weekday} and ${offInPeriodSql('o', 'p')}
        order by e.id, o.request_id),
      teacher as (
        select emp.id, concat_ws(' ', emp.first_name, emp.last_name) as name, coalesce(done.n, 0)::int as covers
        from employees emp
        left join (select ca.teacher_id, count(*) as n from cover_assignments ca join academic_years ay on ay.school_id = ca.school_id and ay.id = ${year}
            where ca.school_id = ${school} and ca.cover_date between ay.start_date and ay.end_date group by ca.teacher_id) done on done.teacher_id = emp.id
        where emp.school_id = ${school} and ${coverTeacherSql('emp')}),
      busy as (
        select e.teacher_id, e.period_id from timetable_entries e
          where e.school_id = ${school} and e.academic_year_id = ${year} and e.weekday = ${weekday} and e.teacher_id is not null
        union select ca.teacher_id, ca.period_id from cover_assignments ca where ca.school_id = ${school} and ca.cover_date = ${day}::date
        union select u.teacher_id, u.period_id from timetable_unavailability u
          where u.school_id = ${school} and u.weekday = ${weekday} and u.teacher_id is not null
        union select o.employee_id, p.id from off o join timetable_periods p on p.school_id = ${school} and ${offInPeriodSql('o', 'p')}),
      free as (
        select t.id as teacher_id, lp.period_id from teacher t cross join (select distinct period_id from lesson) lp
        where not exists (select 1 from busy b where b.teacher_id = t.id and b.period_id = lp.period_id)),
      taught as (
        select distinct e.teacher_id, e.subject_id from timetable_entries e
        where e.school_id = ${school} and e.academic_year_id = ${year} and e.teacher_id is not null),
      proposal as (
        select l.id as entry_id, json_agg(json_build_object('teacher_id', t.id, 'teacher_name', t.name, 'same_subject', tt.teacher_id is not null, 'covers', t.covers)
            order by tt.teacher_id is null, t.covers, t.name, t.id) as proposals
        from lesson l join free f on f.period_id = l.period_id join teacher t on t.id = f.teacher_id
        left join taught tt on tt.teacher_id = t.id and tt.subject_id = l.subject_id
        group by l.id)
      select l.id::int as entry_id, l.period_id::int, l.period_name, to_char(l.start_time, 'HH24:MI') as start_time, to_char(l.end_time, 'HH24:MI') as end_time,
        l.section_id::int, sec.name as section_name, cls.name as class_name, l.subject_id::int, sub.name as subject_name, r.name as room_name,
        l.teacher_id::int as absent_teacher_id, ${employeeName('l.teacher_id')} as absent_teacher_name, l.request_id::int as leave_request_id, l.leave_type,
        (select json_build_object('id', ca.id, 'teacher_id', ca.teacher_id, 'teacher_name', ${employeeName('ca.teacher_id')})
          from cover_assignments ca where ca.school_id = ${school} and ca.entry_id = l.id and ca.cover_date = ${day}::date) as cover,
        coalesce(pr.proposals, '[]'::json) as proposals
      from lesson l join sections sec on sec.school_id = ${school} and sec.id = l.section_id join classes cls on cls.school_id = ${school} and cls.id = sec.class_id
      join subjects sub on sub.school_id = ${school} and sub.id = l.subject_id left join rooms r on r.school_id = ${school} and r.id = l.room_id
      left join proposal pr on pr.entry_id = l.id
      order by l.sort_order, l.start_time, l.period_id, cls.sort_order, cls.name, sec.name, l.id`,
  );
  return { date: day, school_day: true, lessons };
}
