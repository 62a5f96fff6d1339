import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { can, dashExamRow, PRIVILEGE_MODULES, SETUP_STEPS, type DashCounts, type DashExam, type DashSection, type DashSetup, type DashWaiting, type Privilege } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { enrolmentAlias, enrolmentInForce, schoolToday, schoolTodaySql } from '../../people/public';
import { isSchoolDaySql } from '../../attendance/public';
import { studentRows } from '../../finance/public';
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

const todayRow = v.object({ sections: int8, taken: int8, marked: int8, present: int8, absent: int8, excused: int8 });
const dayRow = v.object({ day: v.string(), today: v.boolean() });

/**
 * The day whose registers the dashboard shows: today when the school is open, else the last
 * school day of the active year in the fortnight before (a weekend shows Friday). Null when
 * there is none (the holidays, or before the year starts).
 */
async function registerDay(db: DbOrTx, user: SessionRecord): Promise<{ day: string; today: boolean } | null> {
  const today = schoolTodaySql(user);
  const [row] = await readRows(
    db,
    dayRow,
    sql`select to_char(g.d, 'YYYY-MM-DD') as day, g.d = ${today} as today
      from (select (${today} - i) as d from generate_series(0, 13) i) g
      where exists (select 1 from academic_years y where y.id = ${user.academicId ?? 0} and y.school_id = ${user.schoolId} and g.d between y.start_date and y.end_date)
        and ${isSchoolDaySql(user.schoolId, sql`g.d`)}
      order by g.d desc limit 1`,
  );
  return row ?? null;
}

/** The sections in the user's scope whose registers are due (active, this year). */
export const mySectionsSql = (user: SessionRecord) =>
  sql`select x.id from sections x
    where x.school_id = ${user.schoolId} and x.academic_year_id = ${user.academicId ?? 0} and x.status = 'Active' and ${inScope(user, 'x.class_id')}`;

/**
 * The registers of a school day (today, or the last one) of the active year's sections in the
 * user's scope, and how that day's marks count (by the office's override where there is one).
 */
async function registersOf(db: DbOrTx, user: SessionRecord, day: { day: string; today: boolean }): Promise<NonNullable<DashCounts['attendance']>> {
  const date = sql`${day.day}::date`;
  const [row] = await readRows(
    db,
    todayRow,
    sql`with mine as (${mySectionsSql(user)}),
      taken as (select sh.id from attendance_sheets sh where sh.school_id = ${user.schoolId} and sh.date = ${date} and sh.section_id in (select id from mine)),
      counted as (
        select c.counts from attendance_marks m
        join attendance_codes c on c.id = coalesce(m.override_code_id, m.code_id)
        where m.school_id = ${user.schoolId} and m.date = ${date} and m.sheet_id in (select id from taken))
      select (select count(*) from mine) as sections, (select count(*) from taken) as taken,
        (select count(*) from counted) as marked,
        (select count(*) from counted where counts = 'present') as present,
        (select count(*) from counted where counts = 'absent') as absent,
        (select count(*) from counted where counts = 'excused') as excused`,
  );
  const n = (k: keyof typeof todayRow.entries) => Number(row?.[k] ?? 0);
  return { date: day.day, today: day.today, sections: n('sections'), taken: n('taken'), marked: n('marked'), present: n('present'), absent: n('absent'), excused: n('excused') };
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

const setupRow = v.object(Object.fromEntries(SETUP_STEPS.map((step) => [step, v.boolean()])) as Record<(typeof SETUP_STEPS)[number], v.BooleanSchema<undefined>>);

/**
 * Which set-up steps of a new school are done (issue 31), each by whether its rows exist: the
 * school's contact details, an academic year, sections this year, subjects and rooms, staff,
 * pupils, a class fee and the default accounts. Existence only, so any reader may know it.
 */
async function setupSteps(db: DbOrTx, user: SessionRecord): Promise<DashSetup[]> {
  const s = user.schoolId;
  const [row] = await readRows(
    db,
    setupRow,
    sql`select
        exists (select 1 from schools where id = ${s} and coalesce(nullif(address, ''), nullif(phone, ''), nullif(email, '')) is not null) as profile,
        exists (select 1 from academic_years where school_id = ${s}) as year,
        exists (select 1 from sections where school_id = ${s} and academic_year_id = ${user.academicId ?? 0}) as classes,
        exists (select 1 from subjects where school_id = ${s}) and exists (select 1 from rooms where school_id = ${s}) as subjects,
        exists (select 1 from employees where school_id = ${s} and status = 'Active') as staff,
        exists (select 1 from students where school_id = ${s} and status = 'Active') as pupils,
        exists (select 1 from classes where school_id = ${s} and monthly_fee > 0)
          and exists (select 1 from accounts where school_id = ${s} and default_for is not null) as fees`,
  );
  return SETUP_STEPS.map((step) => ({ step, done: Boolean(row?.[step]) }));
}

const readyRow = v.object({ registers: v.boolean(), exams: v.boolean(), fees: v.boolean() });

/** Whether the everyday pages can work yet: a section with pupils, an exam, a class fee (existence only). */
async function readiness(db: DbOrTx, user: SessionRecord): Promise<DashCounts['ready']> {
  const s = user.schoolId;
  const year = user.academicId ?? 0;
  const [row] = await readRows(
    db,
    readyRow,
    sql`select
        exists (select 1 from enrolments e join students st on st.id = e.student_id and st.school_id = e.school_id
          join sections x on x.id = e.section_id and x.school_id = e.school_id and x.status = 'Active'
          where e.school_id = ${s} and e.academic_year_id = ${year} and st.status = 'Active') as registers,
        exists (select 1 from exams where school_id = ${s} and academic_year_id = ${year}) as exams,
        exists (select 1 from classes where school_id = ${s} and status = 'Active' and monthly_fee > 0) as fees`,
  );
  return row ?? { registers: false, exams: false, fees: false };
}

const monthName = (iso: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const dayName = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** The first few names, then how many more. */
const someOf = (names: string[], shown = 4) => (names.length > shown ? `${names.slice(0, shown).join(', ')} and ${names.length - shown} more` : names.join(', '));

const payrollRow = v.object({ month: v.string(), status: v.nullable(v.string()), staff: v.boolean() });

/** The month's payroll run: not generated yet (while there is staff to pay), or waiting for approval. */
async function payrollWaiting(db: DbOrTx, user: SessionRecord): Promise<DashWaiting[]> {
  const month = sql`date_trunc('month', ${schoolTodaySql(user)})::date`;
  const [row] = await readRows(
    db,
    payrollRow,
    sql`select to_char(${month}, 'YYYY-MM-DD') as month,
        (select r.status from payroll_runs r where r.school_id = ${user.schoolId} and r.month = ${month} and r.status <> 'Cancelled' limit 1) as status,
        exists (select 1 from employees where school_id = ${user.schoolId} and status = 'Active') as staff`,
  );
  if (!row) return [];
  const item = (label: string): DashWaiting => ({ kind: 'payroll', label, detail: null, path: '/employees/generate', amount: null });
  if (row.status === 'Pending') return [item(`Payroll for ${monthName(row.month)} waits for approval`)];
  if (row.status == null && row.staff) return [item(`Payroll for ${monthName(row.month)} is not generated yet`)];
  return [];
}

const nameRow = v.object({ name: v.string() });

/** The registers of the day not taken yet, of the user's sections that have pupils on it. */
async function registersWaiting(db: DbOrTx, user: SessionRecord, day: { day: string; today: boolean }): Promise<DashWaiting[]> {
  const date = sql`${day.day}::date`;
  const rows = await readRows(
    db,
    nameRow,
    sql`select concat_ws(' ', c.name, x.name) as name from sections x join classes c on c.id = x.class_id and c.school_id = x.school_id
      where x.id in (${mySectionsSql(user)})
        and not exists (select 1 from attendance_sheets sh where sh.school_id = x.school_id and sh.section_id = x.id and sh.date = ${date})
        and exists (select 1 from enrolments e join students st on st.id = e.student_id and st.school_id = e.school_id
          where e.school_id = x.school_id and e.section_id = x.id and st.status = 'Active' and ${enrolmentInForce(date, enrolmentAlias('e'))})
      order by c.sort_order, c.name, x.name`,
  );
  if (!rows.length) return [];
  const when = day.today ? 'today' : `on ${dayName(day.day)}, the last school day`;
  return [{ kind: 'registers', label: `${plural(rows.length, 'register')} not taken ${when}`, detail: someOf(rows.map((r) => r.name)), path: '/attendance/generate', amount: null }];
}

const markingRow = v.object({ name: v.string(), sheets: v.number(), complete: v.number() });

/** Exams under way or over but not closed, whose mark sheets in the user's classes are not all complete. */
async function markingWaiting(db: DbOrTx, user: SessionRecord): Promise<DashWaiting[]> {
  const rows = await readRows(
    db,
    markingRow,
    sql`select ex.name,
        (select count(*)::int from exam_subjects es join sections sec on sec.class_id = es.class_id and sec.school_id = es.school_id
          and sec.academic_year_id = ex.academic_year_id and sec.status = 'Active'
          where es.exam_id = ex.id and ${inScope(user, 'sec.class_id')}) as sheets,
        (select count(*)::int from exam_mark_sheets ms join exam_subjects es on es.id = ms.exam_subject_id
          join sections sec on sec.id = ms.section_id
          where es.exam_id = ex.id and ms.complete and ${inScope(user, 'sec.class_id')}) as complete
      from exams ex
      where ex.school_id = ${user.schoolId} and ex.academic_year_id = ${user.academicId ?? 0}
        and ex.status <> 'Closed' and ex.start_date <= ${schoolTodaySql(user)}
      order by ex.start_date, ex.id`,
  );
  return rows
    .filter((r) => r.sheets > r.complete)
    .map((r) => ({
      kind: 'marking',
      label: `${r.name}: ${plural(r.sheets - r.complete, 'mark sheet')} not complete`,
      detail: `${r.complete} of ${r.sheets} complete`,
      path: '/exams/exam-entry',
      amount: null,
    }));
}

const busRow = v.object({ number: v.string(), capacity: v.number(), riders: v.number() });

/** Buses with more riders today than seats. */
async function busWaiting(db: DbOrTx, user: SessionRecord): Promise<DashWaiting[]> {
  const today = schoolTodaySql(user);
  const rows = await readRows(
    db,
    busRow,
    sql`select b.number, b.capacity, count(*)::int as riders
      from buses b join bus_assignments a on a.bus_id = b.id and a.school_id = b.school_id
        and a.from_date <= ${today} and (a.to_date is null or a.to_date >= ${today})
      where b.school_id = ${user.schoolId} and b.status = 'Active'
      group by b.id, b.number, b.capacity having count(*) > b.capacity
      order by b.number`,
  );
  return rows.map((r) => ({
    kind: 'bus',
    label: `Bus ${r.number} has ${plural(r.riders - r.capacity, 'rider')} more than its ${r.capacity} seats`,
    detail: null,
    path: '/bus/generate',
    amount: null,
  }));
}

const owingRow = v.object({ student_id: int8, name: v.string(), class_name: v.nullable(v.string()), balance: int8 });

/**
 * The five students in scope who owe most today, by the Student summary's own rows (its
 * balance at today), so the dashboard and the report never disagree.
 */
async function balancesWaiting(db: DbOrTx, user: SessionRecord): Promise<DashWaiting[]> {
  const today = await schoolToday(db, user);
  const rows = await readRows(
    db,
    owingRow,
    sql`select r.student_id, r.name, r.class_name, r.balance from (${studentRows(user, { from: today, to: today })}) r
      where r.balance > 0 order by r.balance desc, r.name, r.student_id limit 5`,
  );
  const statement = can(holder(user), 'fee-student-transaction');
  return rows.map((r) => ({
    kind: 'balance',
    label: `${r.name} owes`,
    detail: r.class_name,
    path: statement ? `/finance/student-transaction?student_id=${Number(r.student_id)}` : '/finance/student-report',
    amount: Number(r.balance),
  }));
}

/** What the user may act on now, each kind only for the privilege that resolves it. */
async function waitingFor(db: DbOrTx, user: SessionRecord, day: { day: string; today: boolean } | null): Promise<DashWaiting[]> {
  const may = (p: Privilege) => can(holder(user), p);
  const parts = await Promise.all([
    may('generate-payroll') ? payrollWaiting(db, user) : [],
    may('generate-attendance') && day ? registersWaiting(db, user, day) : [],
    may('exam-entry') ? markingWaiting(db, user) : [],
    may('generate') || may('list-bus') ? busWaiting(db, user) : [],
    may('fee-student-report') ? balancesWaiting(db, user) : [],
  ]);
  return parts.flat();
}

/** One count per card the user may see, named by the card. */
const cardCountsRow = v.record(v.string(), int8);

/** The dashboard of the signed-in user (issues 10, 31): what they work on, what waits for them, and a new school's set-up path. */
export async function dashCounts(db: DbOrTx, user: SessionRecord): Promise<DashCounts> {
  const may = (p: Privilege) => can(holder(user), p);
  const queries = countQueries(user).filter(([, privilege]) => may(privilege));
  const [row] = queries.length ? await readRows(db, cardCountsRow, sql`select ${sql.join(queries.map(([name, , q]) => sql`${q} as ${sql.identifier(name)}`), sql`, `)}`) : [];
  const n = (k: string) => (row && k in row ? Number(row[k]) : null);
  const [teacher, staff, driver] = [n('teachers'), n('staff'), n('drivers')];
  const attendance = PRIVILEGE_MODULES.Attendance.some(may);
  const day = attendance ? await registerDay(db, user) : null;
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
    attendance: attendance && day ? await registersOf(db, user, day) : null,
    exams: PRIVILEGE_MODULES.Exams.some(may) ? await upcomingExams(db, user) : null,
    setup: await setupSteps(db, user),
    ready: await readiness(db, user),
    waiting: await waitingFor(db, user, day),
  };
}
