import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { readRows } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import type { TwoSchools } from '../../../test/schools';

/**
 * Leave test set-up, written straight to the database: academic years with fixed dates far from
 * today (2040/2041 and 2041/2042, so a year's first day is always ahead, and 2010/2011, always
 * past), staff with and without user accounts, and leave types made through the API.
 * In 2040 the week of Monday 3 December runs to Friday 7 December.
 */

const idRow = v.object({ id: v.number() });

export const YEAR_2040 = { name: '2040/2041', start: '2040-09-01', end: '2041-08-31' };
export const YEAR_2041 = { name: '2041/2042', start: '2041-09-01', end: '2042-08-31' };
export const YEAR_2010 = { name: '2010/2011', start: '2010-09-01', end: '2011-08-31' };

export async function seedYear(t: TwoSchools, schoolId: number, year: { name: string; start: string; end: string }) {
  const [row] = await readRows(
    t.ctx.database.db,
    idRow,
    sql`insert into academic_years (school_id, name, start_date, end_date) values (${schoolId}, ${year.name}, ${year.start}, ${year.end}) returning id::int`,
  );
  return row!.id;
}

export async function seedStaff(t: TwoSchools, schoolId: number, first: string, last: string, hireDate = '2020-01-06') {
  const [row] = await readRows(
    t.ctx.database.db,
    idRow,
    sql`insert into employees (school_id, number, first_name, last_name, gender, job_title, type, hire_date)
        values (${schoolId}, ${unique('E')}, ${first}, ${last}, 'Female', 'Teacher', 'teacher', ${hireDate}) returning id::int`,
  );
  return row!.id;
}

/** A signed-in user holding `privileges`, whose staff record is `employeeId` (none when null). */
export async function staffUser(t: TwoSchools, schoolId: number, employeeId: number | null, privileges: Privilege[] = []) {
  const user = await seedUser(t.ctx, schoolId, privileges);
  if (employeeId !== null) await t.ctx.database.db.update(users).set({ employeeId }).where(eq(users.id, user.id));
  return { id: user.id, token: await t.api.login(user.username, user.password) };
}

/** Links a school's Admin to a staff record, so the Admin has leave of their own. */
export async function linkAdmin(t: TwoSchools, adminId: number, employeeId: number) {
  await t.ctx.database.db.update(users).set({ employeeId }).where(eq(users.id, adminId));
}

export interface TypeTerms {
  name: string;
  days_per_year: number | null;
  paid?: boolean;
  carries_over?: boolean;
  needs_approval?: boolean;
}

export async function addType(t: TwoSchools, token: string, terms: TypeTerms): Promise<number> {
  const res = await t.api.post('/api/employees/leave/types', {
    token,
    body: { paid: true, carries_over: false, needs_approval: true, ...terms, name: terms.name },
  });
  if (res.status !== 201) throw new Error(`leave type: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The audit rows written for entity `entity` and id `id`, oldest first. */
export async function auditOf(t: TwoSchools, entity: string, id: number) {
  const rows = await t.ctx.database.db.select({ action: auditLog.action, entity: auditLog.entity, ids: auditLog.entityIds, userId: auditLog.userId }).from(auditLog).where(eq(auditLog.entity, entity));
  return rows.filter((r) => (r.ids as number[]).map(Number).includes(id)).map((r) => r.action);
}

/**
 * One lesson of `absentId` on `date`'s weekday, covered by `coverId` for request `requestId`:
 * a period, a subject and a section of their own, so each call adds a lesson that clashes with none.
 */
export async function seedCover(t: TwoSchools, schoolId: number, ids: { requestId: number; absentId: number; coverId: number }, date: string) {
  const db = t.ctx.database.db;
  const one = async (q: ReturnType<typeof sql>) => (await readRows(db, idRow, q))[0]!.id;
  const yearId = await one(sql`select id::int from academic_years where school_id = ${schoolId} and active`);
  const period = await one(sql`insert into timetable_periods (school_id, name, start_time, end_time) values (${schoolId}, ${unique('P')}, '08:00', '08:40') returning id::int`);
  const subject = await one(sql`insert into subjects (school_id, name, code) values (${schoolId}, ${unique('Maths ')}, ${unique('M')}) returning id::int`);
  const klass = await one(sql`insert into classes (school_id, name) values (${schoolId}, ${unique('Grade ')}) returning id::int`);
  const section = await one(sql`insert into sections (school_id, academic_year_id, class_id, name) values (${schoolId}, ${yearId}, ${klass}, 'North') returning id::int`);
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const entry = await one(sql`insert into timetable_entries (school_id, academic_year_id, section_id, weekday, period_id, subject_id, teacher_id)
    values (${schoolId}, ${yearId}, ${section}, ${weekday}, ${period}, ${subject}, ${ids.absentId}) returning id::int`);
  return one(sql`insert into cover_assignments (school_id, leave_request_id, entry_id, cover_date, period_id, teacher_id)
    values (${schoolId}, ${ids.requestId}, ${entry}, ${date}, ${period}, ${ids.coverId}) returning id::int`);
}

/**
 * Dates the school's leave types from `day`, as if it started counting leave then: the years
 * that ended before carry nothing over (the school's current year, in tests of 2040).
 */
export async function typesSince(t: TwoSchools, schoolId: number, day: string) {
  await t.ctx.database.db.execute(sql`update leave_types set created_at = ${day}::timestamptz where school_id = ${schoolId}`);
}
