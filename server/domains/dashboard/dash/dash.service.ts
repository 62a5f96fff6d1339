import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { can, dashExamRow, PRIVILEGE_MODULES, type DashAttendance, type DashCounts, type DashExam, type DashSection, type Privilege } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { enrolmentAlias, enrolmentInForce, schoolTodaySql } from '../../people/public';
import { isSchoolDaySql } from '../../attendance/public';
import { classInScope } from '../../../lib/scope';
import { holder, isAdmin, type SessionRecord } from '../../../lib/session';

/** The class rule (ADR 013) on a column of hand-written SQL; `true` for an Admin. */
const inScope = (user: SessionRecord, column: string): SQL => classInScope(user, sql.raw(column)) ?? sql`true`;

/**
 * One count per card the user may see: each needs the privilege that lists those rows, and
 * class-bound ones keep to the user's classes, so the dashboard never shows more than the lists.
 */
function countQueries(user: SessionRecord): [string, Privilege, SQL][] {
  const s = user.schoolId;
  const employees = (type: string) => sql`(select count(*) from employees where school_id = ${s} and status = 'Active' and type = ${type})`;
  return [
    ['classes', 'list-class', sql`(select count(*) from classes c where c.school_id = ${s} and c.status = 'Active' and ${inScope(user, 'c.id')})`],
    ['sections', 'list-section', sql`(select count(*) from sections x where x.school_id = ${s} and x.academic_year_id = ${user.academicId ?? 0} and ${inScope(user, 'x.class_id')})`],
    ['rooms', 'list-room', sql`(select count(*) from rooms where school_id = ${s})`],
    ['subjects', 'list-subject', sql`(select count(*) from subjects where school_id = ${s})`],
    ['parents', 'list-parents', sql`(select count(*) from parents where school_id = ${s} and status = 'Active')`],
    ['teachers', 'list-employee', employees('teacher')],
    ['staff', 'list-employee', employees('staff')],
    ['drivers', 'list-employee', employees('driver')],
  ];
}

/** Active students of the active year in force today, by class; within the user's classes unless Admin. */
const classCountRow = v.object({ class_id: int8, class_name: v.string(), count: int8, male: int8, female: int8 });

async function studentsByClass(db: DbOrTx, user: SessionRecord) {
  const rows = await readRows(
    db,
    classCountRow,
    sql`select c.id as class_id, c.name as class_name, count(*) as count,
        count(*) filter (where s.gender = 'Male') as male, count(*) filter (where s.gender = 'Female') as female
      from enrolments e
      join students s on s.id = e.student_id and s.school_id = e.school_id
      join classes c on c.id = e.class_id
      where e.school_id = ${user.schoolId} and e.academic_year_id = ${user.academicId ?? 0} and s.status = 'Active'
        and ${enrolmentInForce(schoolTodaySql(user), enrolmentAlias('e'))} and ${inScope(user, 'e.class_id')}
      group by c.id, c.name, c.sort_order
      order by c.sort_order, c.name`,
  );
  const sum = (k: 'count' | 'male' | 'female') => rows.reduce((t, r) => t + Number(r[k]), 0);
  return {
    total: sum('count'),
    male: sum('male'),
    female: sum('female'),
    by_class: rows.map((r) => ({ class_id: Number(r.class_id), class_name: r.class_name, count: Number(r.count) })),
  };
}

const sectionRow = v.object({ class_id: int8, class_name: v.string(), section_id: int8, section_name: v.string(), capacity: int4, students: int8 });

/** A non-admin's own sections in the active year, each with its active students today. */
async function mySections(db: DbOrTx, user: SessionRecord): Promise<DashSection[]> {
  const rows = await readRows(
    db,
    sectionRow,
    sql`select c.id as class_id, c.name as class_name, x.id as section_id, x.name as section_name, x.capacity,
        (select count(*) from enrolments e join students s on s.id = e.student_id and s.school_id = e.school_id
          where e.school_id = x.school_id and e.section_id = x.id and s.status = 'Active'
            and ${enrolmentInForce(schoolTodaySql(user), enrolmentAlias('e'))}) as students
      from sections x
      join classes c on c.id = x.class_id
      where x.school_id = ${user.schoolId} and x.academic_year_id = ${user.academicId ?? 0} and ${inScope(user, 'x.class_id')}
      order by c.sort_order, c.name, x.name`,
  );
  return rows.map((r) => ({
    class_id: Number(r.class_id),
    class_name: r.class_name,
    section_id: Number(r.section_id),
    section_name: r.section_name,
    capacity: r.capacity,
    students: Number(r.students),
  }));
}

const todayRow = v.object({ date: v.string(), open: v.boolean(), sections: int8, taken: int8, marked: int8, present: int8, absent: int8, excused: int8 });

/**
 * Today's registers of the active year's sections in the user's scope, and how today's marks
 * count (by the office's override where there is one). Null on a day the school is closed.
 */
async function todaysAttendance(db: DbOrTx, user: SessionRecord): Promise<DashAttendance | null> {
  const today = schoolTodaySql(user);
  const [row] = await readRows(
    db,
    todayRow,
    sql`with mine as (
        select x.id from sections x
        where x.school_id = ${user.schoolId} and x.academic_year_id = ${user.academicId ?? 0} and x.status = 'Active' and ${inScope(user, 'x.class_id')}),
      taken as (select sh.id from attendance_sheets sh where sh.school_id = ${user.schoolId} and sh.date = ${today} and sh.section_id in (select id from mine)),
      counted as (
        select c.counts from attendance_marks m
        join attendance_codes c on c.id = coalesce(m.override_code_id, m.code_id)
        where m.school_id = ${user.schoolId} and m.date = ${today} and m.sheet_id in (select id from taken))
      select to_char(${today}, 'YYYY-MM-DD') as date,
        exists (select 1 from academic_years y where y.id = ${user.academicId ?? 0} and ${today} between y.start_date and y.end_date)
          and ${isSchoolDaySql(user.schoolId, today)} as open,
        (select count(*) from mine) as sections, (select count(*) from taken) as taken,
        (select count(*) from counted) as marked,
        (select count(*) from counted where counts = 'present') as present,
        (select count(*) from counted where counts = 'absent') as absent,
        (select count(*) from counted where counts = 'excused') as excused`,
  );
  if (!row?.open) return null;
  const n = (k: Exclude<keyof typeof row, 'date' | 'open'>) => Number(row[k]);
  return { date: row.date, sections: n('sections'), taken: n('taken'), marked: n('marked'), present: n('present'), absent: n('absent'), excused: n('excused') };
}

/**
 * The active year's exams not closed and not over, soonest first, with the mark sheets
 * (papers × sections) in the user's scope and how many are complete: who still has marking to do.
 */
async function upcomingExams(db: DbOrTx, user: SessionRecord): Promise<DashExam[]> {
  return readRows(
    db,
    dashExamRow,
    sql`select ex.id::int, ex.name, et.name as type_name, ex.status,
        to_char(ex.start_date, 'YYYY-MM-DD') as start_date, to_char(ex.end_date, 'YYYY-MM-DD') as end_date,
        (select count(*)::int from exam_subjects es join sections sec on sec.class_id = es.class_id
          and sec.academic_year_id = ex.academic_year_id and sec.status = 'Active'
          where es.exam_id = ex.id and ${inScope(user, 'sec.class_id')}) as sheets,
        (select count(*)::int from exam_mark_sheets ms join exam_subjects es on es.id = ms.exam_subject_id
          join sections sec on sec.id = ms.section_id
          where es.exam_id = ex.id and ms.complete and ${inScope(user, 'sec.class_id')}) as complete
      from exams ex join exam_types et on et.id = ex.exam_type_id
      where ex.school_id = ${user.schoolId} and ex.academic_year_id = ${user.academicId ?? 0}
        and ex.status <> 'Closed' and ex.end_date >= ${schoolTodaySql(user)}
      order by ex.start_date, ex.id limit 4`,
  );
}

/** One count per card the user may see, named by the card. */
const cardCountsRow = v.record(v.string(), int8);

/** The dashboard of the signed-in user (issue 10): at most four round trips, fewer for most roles. */
export async function dashCounts(db: DbOrTx, user: SessionRecord): Promise<DashCounts> {
  const may = (p: Privilege) => can(holder(user), p);
  const queries = countQueries(user).filter(([, privilege]) => may(privilege));
  const [row] = queries.length ? await readRows(db, cardCountsRow, sql`select ${sql.join(queries.map(([name, , q]) => sql`${q} as ${sql.identifier(name)}`), sql`, `)}`) : [];
  const n = (k: string) => (row && k in row ? Number(row[k]) : null);
  const [teacher, staff, driver] = [n('teachers'), n('staff'), n('drivers')];
  return {
    scope: isAdmin(user) ? 'school' : 'classes',
    classes: n('classes'),
    sections: n('sections'),
    rooms: n('rooms'),
    subjects: n('subjects'),
    parents: n('parents'),
    employees: teacher == null ? null : { teacher, staff: staff ?? 0, driver: driver ?? 0, total: teacher + (staff ?? 0) + (driver ?? 0) },
    students: may('list-student') ? await studentsByClass(db, user) : null,
    my_sections: isAdmin(user) || user.classes.length === 0 ? [] : await mySections(db, user),
    attendance: PRIVILEGE_MODULES.Attendance.some(may) ? await todaysAttendance(db, user) : null,
    exams: PRIVILEGE_MODULES.Exams.some(may) ? await upcomingExams(db, user) : null,
  };
}
