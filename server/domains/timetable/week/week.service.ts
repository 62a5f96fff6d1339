import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { periodRow, timetableEntryRow, timetableWeekAnswer, type Period, type TimetableWeek, type Weekday, type WeekQuery } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { teacherNameSql } from './clashes';
import { entryRowsSql } from './entries.service';

/** The school's bell schedule, in order. */
export async function schoolPeriods(db: DbOrTx, schoolId: number): Promise<Period[]> {
  return readRows(
    db,
    periodRow,
    sql`select id::int, version::int, name, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time, kind,
        sort_order::int, array(select unnest(weekdays)::int order by 1) as weekdays
      from timetable_periods where school_id = ${schoolId} order by sort_order, start_time, id`,
  );
}

const subjectRow = v.object({
  ...timetableWeekAnswer.entries.of.entries,
  /** The section's year; a teacher's and a room's week is the active year's. */
  yearId: v.nullable(v.number()),
});
type Subject = v.InferOutput<typeof subjectRow>;

/** What the week is of, if the user may see it: a section of their classes, or any teacher or room of the school. */
async function subjectOf(db: DbOrTx, user: SessionRecord, q: WeekQuery): Promise<Subject> {
  const found = q.section_id
    ? await readRows(
        db,
        subjectRow,
        sql`select 'section' as kind, sec.id::int, concat_ws(' ', cls.name, sec.name) as name, sec.academic_year_id::int as "yearId"
          from sections sec join classes cls on cls.id = sec.class_id
          where sec.id = ${q.section_id} and sec.school_id = ${user.schoolId} and ${classInScope(user, sql`sec.class_id`) ?? sql`true`}`,
      )
    : q.teacher_id
      ? await readRows(
          db,
          subjectRow,
          sql`select 'teacher' as kind, emp.id::int, ${teacherNameSql('emp.id')} as name, ${user.academicId}::int as "yearId"
            from employees emp where emp.id = ${q.teacher_id} and emp.school_id = ${user.schoolId}`,
        )
      : await readRows(
          db,
          subjectRow,
          sql`select 'room' as kind, r.id::int, r.name, ${user.academicId}::int as "yearId" from rooms r where r.id = ${q.room_id} and r.school_id = ${user.schoolId}`,
        );
  if (!found[0]) throw notFound(q.section_id ? 'Section' : q.teacher_id ? 'Teacher' : 'Room');
  return found[0];
}

/**
 * One week from one point of view (`list-timetable`). A non-admin sees the lessons of their
 * classes' sections only (ADR 013), in a teacher's or a room's week too; but their own week
 * (the teacher linked to their user) is theirs whole, whichever classes they teach.
 */
export async function timetableWeek(db: DbOrTx, user: SessionRecord, q: WeekQuery): Promise<TimetableWeek> {
  const of = await subjectOf(db, user, q);
  const periods = await schoolPeriods(db, user.schoolId);
  const column = { section: sql`e.section_id`, teacher: sql`e.teacher_id`, room: sql`e.room_id` }[of.kind];
  const own = of.kind === 'teacher' && of.id === user.employeeId;
  const scope = own ? sql`true` : (classInScope(user, sql`sec.class_id`) ?? sql`true`);
  const entries = of.yearId
    ? await readRows(
        db,
        timetableEntryRow,
        entryRowsSql(sql`e.school_id = ${user.schoolId} and e.academic_year_id = ${of.yearId} and ${column} = ${of.id} and ${scope}`),
      )
    : [];
  const [year] = of.yearId ? await readRows(db, v.object({ id: v.number(), name: v.string() }), sql`select id::int, name from academic_years where id = ${of.yearId}`) : [];
  const days = [...new Set(periods.flatMap((p) => p.weekdays))].sort() as Weekday[];
  return {
    of: { kind: of.kind, id: of.id, name: of.name },
    academic_year: year ?? null,
    school_days: days.length ? days : [1, 2, 3, 4, 5],
    periods,
    entries,
    lessons: entries.length,
  };
}
