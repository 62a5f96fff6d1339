import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { weekdayOf, type Privilege } from '@contract';
import { readRows } from '../../../db/client';
import { addDays } from '../../../lib/days';
import { seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import type { TwoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection } from '../../../test/students-data';

/**
 * A school for the cover tests, written straight to the database (the leave request endpoints
 * are built beside these): three periods, one after midday; a Grade 7 of four sections; and
 * teachers each placed to fall out of, or into, the proposals for a lesson in period 1.
 */
export type CoverSchool = Awaited<ReturnType<typeof coverSchool>>;

const idRow = v.object({ id: v.number() });

export async function coverSchool(t: TwoSchools, schoolId = t.schoolA.schoolId) {
  const db = t.ctx.database.db;
  const one = async (q: ReturnType<typeof sql>) => (await readRows(db, idRow, q))[0]!.id;
  const year = await activeYear(t.ctx, schoolId);
  // A Monday two weeks into the year, so its weeks and covers fall inside it.
  const start = addDays(year.startDate, 14);
  const monday = addDays(start, (8 - weekdayOf(start)) % 7);
  const day = { mon: monday, tue: addDays(monday, 1), wed: addDays(monday, 2), thu: addDays(monday, 3), sat: addDays(monday, 5), lastTue: addDays(monday, -6), nextTue: addDays(monday, 8) };

  const period = (name: string, from: string, to: string, order: number) =>
    one(sql`insert into timetable_periods (school_id, name, start_time, end_time, sort_order) values (${schoolId}, ${name}, ${from}::time, ${to}::time, ${order}) returning id::int`);
  const p1 = await period('Period 1', '08:00', '08:40', 1);
  const p2 = await period('Period 2', '09:00', '09:40', 2);
  const p3 = await period('Period 3', '13:00', '13:40', 3);
  const subject = (name: string) => one(sql`insert into subjects (school_id, name, code) values (${schoolId}, ${name}, ${unique('S')}) returning id::int`);
  const maths = await subject('Maths');
  const science = await subject('Science');
  const grade7 = await seedClass(t.ctx, schoolId, 'Grade 7');
  const [north, south, east, west] = [
    await seedSection(t.ctx, schoolId, year.id, grade7, 'North'),
    await seedSection(t.ctx, schoolId, year.id, grade7, 'South'),
    await seedSection(t.ctx, schoolId, year.id, grade7, 'East'),
    await seedSection(t.ctx, schoolId, year.id, grade7, 'West'),
  ] as [number, number, number, number];
  const employee = (first: string, last: string, type = 'teacher', status = 'Active') =>
    one(sql`insert into employees (school_id, number, first_name, last_name, gender, job_title, type, hire_date, status)
      values (${schoolId}, ${unique('E')}, ${first}, ${last}, 'Female', 'Teacher', ${type}, '2020-01-06', ${status}) returning id::int`);
  const teacher = {
    otieno: await employee('Peter', 'Otieno'),
    wanjiru: await employee('Grace', 'Wanjiru'),
    amina: await employee('Amina', 'Said'),
    kamau: await employee('Kamau', 'Njoroge'),
    baraka: await employee('Baraka', 'Ouma'),
    chebet: await employee('Chebet', 'Kirui'),
    daudi: await employee('Daudi', 'Mwangi'),
    faith: await employee('Faith', 'Akinyi', 'teacher', 'Inactive'),
    halima: await employee('Halima', 'Hassan'),
    ivy: await employee('Ivy', 'Wairimu', 'staff'),
    juma: await employee('Juma', 'Kiprop'),
  };
  const lesson = (sectionId: number, weekday: number, periodId: number, subjectId: number, teacherId: number) =>
    one(sql`insert into timetable_entries (school_id, academic_year_id, section_id, weekday, period_id, subject_id, teacher_id)
      values (${schoolId}, ${year.id}, ${sectionId}, ${weekday}, ${periodId}, ${subjectId}, ${teacherId}) returning id::int`);
  const entry = {
    // Otieno, away: Tuesday's three lessons, and one in a morning and an afternoon on Wednesday and Thursday.
    northMathsTue: await lesson(north, 2, p1, maths, teacher.otieno),
    southScienceTue: await lesson(south, 2, p2, science, teacher.otieno),
    northScienceTue: await lesson(north, 2, p3, science, teacher.otieno),
    northMathsWed: await lesson(north, 3, p1, maths, teacher.otieno),
    northScienceWed: await lesson(north, 3, p3, science, teacher.otieno),
    northMathsThu: await lesson(north, 4, p1, maths, teacher.otieno),
    northScienceThu: await lesson(north, 4, p3, science, teacher.otieno),
    // Wanjiru, away on Tuesday too, in the same period as Otieno's first lesson.
    eastMathsTue: await lesson(east, 2, p1, maths, teacher.wanjiru),
    // Who teaches what: Amina and Kamau Maths, Baraka Science (on Monday), Chebet busy on Tuesday's period 1.
    westMathsMon: await lesson(west, 1, p1, maths, teacher.amina),
    southMathsMon: await lesson(south, 1, p1, maths, teacher.kamau),
    westScienceMon: await lesson(west, 1, p2, science, teacher.baraka),
    westMathsTue: await lesson(west, 2, p1, maths, teacher.chebet),
  };
  await db.execute(sql`insert into timetable_unavailability (school_id, teacher_id, weekday, period_id, reason) values (${schoolId}, ${teacher.daudi}, 2, ${p1}, 'Part-time')`);
  const leaveType = await one(sql`insert into leave_types (school_id, name, days_per_year) values (${schoolId}, ${unique('Sick ')}, 30) returning id::int`);

  /** A leave request as the leave endpoints would leave it. */
  const leave = (employeeId: number, from: string, to = from, opts: { status?: string; halfFirst?: boolean; halfLast?: boolean } = {}) =>
    one(sql`insert into leave_requests (school_id, employee_id, leave_type_id, academic_year_id, start_date, end_date, half_first_day, half_last_day, days, status)
      values (${schoolId}, ${employeeId}, ${leaveType}, ${year.id}, ${from}::date, ${to}::date, ${opts.halfFirst ?? false}, ${opts.halfLast ?? false}, 1, ${opts.status ?? 'Approved'})
      returning id::int`);
  /** A cover row written directly, as history. */
  const pastCover = (requestId: number, entryId: number, date: string, periodId: number, teacherId: number) =>
    one(sql`insert into cover_assignments (school_id, leave_request_id, entry_id, cover_date, period_id, teacher_id)
      values (${schoolId}, ${requestId}, ${entryId}, ${date}::date, ${periodId}, ${teacherId}) returning id::int`);
  /** A signed-in user with `privileges`, optionally the user of an employee. */
  const user = async (privileges: Privilege[], opts: { employeeId?: number; classIds?: number[] } = {}) => {
    const u = await seedUser(t.ctx, schoolId, privileges, { classIds: opts.classIds });
    if (opts.employeeId) await db.execute(sql`update users set employee_id = ${opts.employeeId} where id = ${u.id}`);
    return t.api.login(u.username, u.password);
  };
  return { schoolId, year, day, period: { p1, p2, p3 }, subject: { maths, science }, grade7, section: { north, south, east, west }, teacher, entry, leaveType, leave, pastCover, user };
}
