import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { registerSectionRef, sheetStampRow, type AttendanceSheet, type SchoolDay, type SheetStamp, type SheetStudent } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { coveredSections } from '../../leave/public';
import { enrolledOnDay, schoolToday } from '../../people/public';
import { notFound } from '../../../lib/errors';
import { classInScope } from '../../../lib/scope';
import { schoolDay } from '../settings/school-days';
import type { SessionRecord } from '../../../lib/session';

/** A section as a register needs it, with its academic year's dates. */
export interface RegisterSectionRow {
  id: number;
  name: string;
  class_id: number;
  class_name: string;
  teacher_name: string | null;
  year: { name: string; start_date: string; end_date: string };
}

const sectionRow = v.object({ ...registerSectionRef.entries, year_name: v.string(), start_date: v.string(), end_date: v.string() });

const teacherName = sql`(select concat_ws(' ', emp.first_name, emp.last_name) from employees emp where emp.id = sec.teacher_id)`;

/**
 * The section, if it is the school's and in the user's class scope, or a section whose lesson
 * the user covers on `day` (ADR 046): a covering teacher takes that register that day only.
 * Missing, another school's and out of scope all answer 404, so the answer never tells which.
 */
export async function sectionForRegister(db: DbOrTx, user: SessionRecord, sectionId: number, day: string): Promise<RegisterSectionRow> {
  const inScope = classInScope(user, sql`sec.class_id`);
  const covered = inScope ? await coveredSections(db, user.schoolId, user.employeeId, day) : [];
  const scope = inScope ? (covered.includes(sectionId) ? sql`true` : inScope) : sql`true`;
  const [row] = await readRows(
    db,
    sectionRow,
    sql`select sec.id::int, sec.name, sec.class_id::int, cls.name as class_name, ${teacherName} as teacher_name,
        ay.name as year_name, to_char(ay.start_date, 'YYYY-MM-DD') as start_date, to_char(ay.end_date, 'YYYY-MM-DD') as end_date
      from sections sec join classes cls on cls.id = sec.class_id join academic_years ay on ay.id = sec.academic_year_id
      where sec.id = ${sectionId} and sec.school_id = ${user.schoolId} and ${scope}`,
  );
  if (!row) throw notFound('Section');
  const { year_name, start_date, end_date, ...section } = row;
  return { ...section, year: { name: year_name, start_date, end_date } };
}

/** A day a register can be saved for: a school day of the section's year, and not in the future. */
export async function registerDay(db: DbOrTx, user: SessionRecord, section: RegisterSectionRow, day: string): Promise<SchoolDay> {
  const open = await schoolDay(db, user.schoolId, day, section.year);
  if (!open.open) return open;
  if (day > (await schoolToday(db, user))) return { open: false, reason: 'A register cannot be taken for a day that has not come yet.' };
  return open;
}

const studentRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  gender: v.string(),
  code_id: v.nullable(v.number()),
  note: v.nullable(v.string()),
  override_code_id: v.nullable(v.number()),
  override_note: v.nullable(v.string()),
  override_by_name: v.nullable(v.string()),
  override_at: v.nullable(v.string()),
});

/**
 * The students seated in the section that day, and anyone already marked on its register (a
 * student moved away since keeps the mark they had), in name order.
 */
export async function registerStudents(db: DbOrTx, schoolId: number, sectionId: number, day: string, sheetId: number | null): Promise<SheetStudent[]> {
  const rows = await readRows(
    db,
    studentRow,
    sql`with roll as (
        select e.student_id from enrolments e
        where e.school_id = ${schoolId} and e.section_id = ${sectionId} and ${enrolledOnDay('e', sql`${day}::date`)}
        union
        select am.student_id from attendance_marks am where am.school_id = ${schoolId} and am.sheet_id = ${sheetId ?? 0})
      select s.id::int as student_id, s.admission_no, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname, s.gender,
        am.code_id::int, am.note, am.override_code_id::int, am.override_note,
        ou.fullname as override_by_name, to_char(am.override_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as override_at
      from roll join students s on s.id = roll.student_id and s.school_id = ${schoolId}
      left join attendance_marks am on am.school_id = ${schoolId} and am.sheet_id = ${sheetId ?? 0} and am.student_id = s.id
      left join users ou on ou.id = am.override_by
      order by s.first_name, s.last_name, s.id`,
  );
  return rows.map((r) => ({
    student_id: r.student_id,
    admission_no: r.admission_no,
    fullname: r.fullname,
    gender: r.gender,
    mark: r.code_id == null ? null : { code_id: r.code_id, note: r.note },
    override:
      r.override_code_id == null ? null : { code_id: r.override_code_id, note: r.override_note, by_name: r.override_by_name ?? '', at: r.override_at ?? '' },
  }));
}

const sheetRow = v.object({ id: v.number(), ...sheetStampRow.entries });
export type SheetRow = v.InferOutput<typeof sheetRow>;

const stamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The saved register of a section on a day, if any (`lock`: hold it for this transaction). */
export async function savedSheet(db: DbOrTx, schoolId: number, sectionId: number, day: string): Promise<SheetRow | null> {
  const [row] = await readRows(
    db,
    sheetRow,
    sql`select sh.id::int, sh.version::int, sh.taken_by::int, tu.fullname as taken_by_name, ${stamp('sh.taken_at')} as taken_at,
        uu.fullname as updated_by_name, ${stamp('sh.updated_at')} as updated_at
      from attendance_sheets sh join users tu on tu.id = sh.taken_by join users uu on uu.id = sh.updated_by
      where sh.school_id = ${schoolId} and sh.section_id = ${sectionId} and sh.date = ${day}::date`,
  );
  return row ?? null;
}

/** The register as the page shows it: the section, whether the day is open, the stamp and every student's marks. */
export async function registerSheet(db: DbOrTx, user: SessionRecord, section: RegisterSectionRow, day: string): Promise<AttendanceSheet> {
  const [open, saved] = await Promise.all([registerDay(db, user, section, day), savedSheet(db, user.schoolId, section.id, day)]);
  const students = await registerStudents(db, user.schoolId, section.id, day, saved?.id ?? null);
  const { year: _year, ...shown } = section;
  return {
    section: shown,
    date: day,
    school_day: open,
    sheet: saved && stampOf(saved),
    students,
  };
}

const stampOf = ({ id: _id, ...stamp }: SheetRow): SheetStamp => stamp;
