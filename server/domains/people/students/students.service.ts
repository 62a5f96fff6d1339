import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Enrolment, EnrolmentOutcome, Page, PortalStatus, Student, StudentListRow, StudentStatus, TransferCertificate } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, classes, enrolments, parents, portalAccounts, schools, sections, students } from '../../../db/schema';
import { notFound, unprocessable } from '../../../lib/errors';
import { studentFullname } from '../names';
import { allOf, createdBetween, offsetOf, orderOf, selectPage, totalRows, type ListArgs } from '../../../lib/listing';
import { requireRef } from '../../../lib/rows';
import { classInScope, studentInScope } from '../../../lib/scope';
import { rosterInClassOrder } from './roster-order';
import { latestEnrolmentIn, studentSearch } from './student-card';
import type { SessionRecord } from '../../../lib/session';

export const fullname = studentFullname;

type CurrentEnrolment = ReturnType<typeof latestEnrolmentIn>;

const listColumns = (cur: CurrentEnrolment) => ({
  id: students.id,
  admission_no: students.admissionNo,
  first_name: students.firstName,
  middle_name: students.middleName,
  last_name: students.lastName,
  fullname,
  gender: students.gender,
  photo: students.photo,
  status: sql<StudentStatus>`${students.status}`,
  class_id: cur.classId,
  class_name: classes.name,
  section_id: cur.sectionId,
  section_name: sections.name,
  house: students.house,
  admission_date: students.admissionDate,
  parent_id: students.parentId,
  parent_name: parents.fullname,
  parent_phone: parents.phone,
});

/** The roster's rows of school `schoolId` in year `yearId`; `cur` is the year's enrolment, for filters. */
function selectStudents(db: DbOrTx, schoolId: number, yearId: number) {
  const cur = latestEnrolmentIn(db, schoolId, yearId);
  const query = db
    .select({ ...listColumns(cur), total: totalRows })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(cur, eq(cur.studentId, students.id))
    .leftJoin(classes, eq(classes.id, cur.classId))
    .leftJoin(sections, eq(sections.id, cur.sectionId));
  return { query, cur };
}

/** The year a list means: the one asked for (the school's own) or the active one. */
export async function yearOrActive(db: DbOrTx, user: SessionRecord, yearId: number | null | undefined): Promise<number> {
  if (yearId) {
    await requireRef(db, academicYears, yearId, user.schoolId, 'academic_year_id', 'The academic year');
    return yearId;
  }
  if (!user.academicId) throw unprocessable('academic_year_id', 'Set an active academic year first.');
  return user.academicId;
}

/** 404 unless the student is the school's and in the user's class scope; `lock` for a change. */
export async function requireStudent(db: DbOrTx, user: SessionRecord, id: number, lock = false) {
  const query = db
    .select({ id: students.id, status: students.status, admissionDate: students.admissionDate, photo: students.photo })
    .from(students)
    .where(allOf(eq(students.id, id), eq(students.schoolId, user.schoolId), studentInScope(user, students.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Student');
  return row;
}

export interface StudentListArgs extends ListArgs {
  class_id?: number;
  section_id?: number;
  academic_year_id?: number;
  status?: StudentStatus;
  house?: string;
  gender?: string;
}

const sortable = {
  admission_no: students.admissionNo,
  first_name: students.firstName,
  last_name: students.lastName,
  class_name: classes.name,
  admission_date: students.admissionDate,
  created_at: students.createdAt,
};

/**
 * The roster of a year (the active one unless named). The class scope picks the students; a
 * year before the active one shows where those same students were then (history), and a class
 * or section filter must name one of the user's classes.
 */
export async function listStudents(db: DbOrTx, user: SessionRecord, args: StudentListArgs): Promise<Page<StudentListRow>> {
  const yearId = await yearOrActive(db, user, args.academic_year_id);
  if (!args.sort && !args.search) return rosterInClassOrder(db, user, yearId, args);
  const { query, cur } = selectStudents(db, user.schoolId, yearId);
  return selectPage(query
    .where(
      allOf(
        eq(students.schoolId, user.schoolId),
        studentInScope(user, students.id),
        args.class_id || args.section_id ? classInScope(user, cur.classId) : undefined,
        args.class_id ? eq(cur.classId, args.class_id) : undefined,
        args.section_id ? eq(cur.sectionId, args.section_id) : undefined,
        args.status ? eq(students.status, args.status) : undefined,
        args.house ? sql`lower(${students.house}) = lower(${args.house})` : undefined,
        args.gender ? eq(students.gender, args.gender) : undefined,
        studentSearch(db, user, args.search),
      ),
    )
    .orderBy(...orderOf(args, sortable, sql`${classes.sortOrder}, ${sections.name}, ${students.lastName}, ${students.firstName}`, students.id))
    .limit(args.limit)
    .offset(offsetOf(args)), args);
}

/** The same students as the roster of the active year, those created within the dates. */
export async function studentsCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string): Promise<StudentListRow[]> {
  const yearId = await yearOrActive(db, user, null);
  const rows = await selectStudents(db, user.schoolId, yearId)
    .query.where(allOf(eq(students.schoolId, user.schoolId), studentInScope(user, students.id), createdBetween(students.createdAt, start, end)))
    .orderBy(students.createdAt, students.id);
  return rows.map(({ total: _t, ...r }) => r);
}

/** Every enrolment of the student, oldest year first. */
export async function enrolmentHistory(db: DbOrTx, schoolId: number, studentId: number): Promise<(Enrolment & { year_active: boolean })[]> {
  const rows = await db
    .select({
      id: enrolments.id,
      academic_year_id: enrolments.academicYearId,
      academic_year_name: academicYears.name,
      year_active: academicYears.active,
      class_id: enrolments.classId,
      class_name: classes.name,
      section_id: enrolments.sectionId,
      section_name: sections.name,
      outcome: sql<EnrolmentOutcome | null>`${enrolments.outcome}`,
      enrolled_on: enrolments.enrolledOn,
      ended_on: enrolments.endedOn,
    })
    .from(enrolments)
    .innerJoin(academicYears, eq(academicYears.id, enrolments.academicYearId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(sections, eq(sections.id, enrolments.sectionId))
    .where(and(eq(enrolments.schoolId, schoolId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(academicYears.startDate), asc(enrolments.enrolledOn), asc(enrolments.id));
  return rows;
}

export async function getStudent(db: DbOrTx, user: SessionRecord, id: number): Promise<Student> {
  const [found] = await db
    .select({
      id: students.id,
      admission_no: students.admissionNo,
      first_name: students.firstName,
      middle_name: students.middleName,
      last_name: students.lastName,
      fullname,
      gender: students.gender,
      photo: students.photo,
      status: sql<StudentStatus>`${students.status}`,
      house: students.house,
      admission_date: students.admissionDate,
      parent_id: students.parentId,
      parent_name: parents.fullname,
      parent_phone: parents.phone,
      parent_email: parents.email,
      date_of_birth: students.dateOfBirth,
      address: students.address,
      fee_discount: students.feeDiscount,
      has_portal_password: sql<boolean>`${students.portalPasswordHash} is not null`,
      transfer_date: students.transferDate,
      transfer_reason: students.transferReason,
      transfer_school: students.transferSchool,
      version: students.version,
      portal_off: parents.portalOff,
      portal_must_change: portalAccounts.mustChange,
      portal_last_sign_in_at: portalAccounts.lastSignInAt,
    })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(portalAccounts, and(eq(portalAccounts.schoolId, students.schoolId), eq(portalAccounts.kind, 'pupil'), eq(portalAccounts.personId, students.id)))
    .where(allOf(eq(students.id, id), eq(students.schoolId, user.schoolId), studentInScope(user, students.id)));
  if (!found) throw notFound('Student');
  const { portal_off, portal_must_change, portal_last_sign_in_at, ...row } = found;
  // The pupil's own sign-in (by admission number); the family's switch turns it off with the parent's.
  const portal: PortalStatus = {
    has_password: row.has_portal_password,
    enabled: !portal_off,
    username: null,
    must_change: portal_must_change ?? true,
    last_sign_in_at: portal_last_sign_in_at?.toISOString() ?? null,
  };
  // In scope now, so every earlier year may be shown too (ADR 013).
  const history = await enrolmentHistory(db, user.schoolId, id);
  // The class shown is the active year's latest enrolment, else the latest of all.
  const current = history.filter((e) => e.year_active).at(-1) ?? history.at(-1);
  return {
    ...row,
    class_id: current?.class_id ?? null,
    class_name: current?.class_name ?? null,
    section_id: current?.section_id ?? null,
    section_name: current?.section_name ?? null,
    enrolments: history.map(({ year_active: _a, ...e }) => e),
    portal,
  };
}

/** Today's date in the school's time zone, YYYY-MM-DD. */
export function schoolToday(user: SessionRecord, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: user.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * The next ADM-0001-style number of the school: one past the highest such number, read as one
 * step of the partial index on that number (students_school_adm_number_idx), not a scan of the
 * school's students.
 */
export async function nextAdmissionNo(db: DbOrTx, schoolId: number): Promise<string> {
  const number = sql<number>`(substring(${students.admissionNo} from '(?i)^ADM-(\\d{1,9})$')::bigint)`;
  const [highest] = await db
    .select({ n: number.mapWith(Number) })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), sql`${students.admissionNo} ~* '^ADM-\\d{1,9}$'`))
    .orderBy(desc(number))
    .limit(1);
  return `ADM-${String((highest?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** `GET /students/transfer?studentId=`: what the certificate prints; 404 unless Transferred. */
export async function transferCertificate(db: DbOrTx, user: SessionRecord, id: number): Promise<TransferCertificate> {
  const student = await getStudent(db, user, id);
  if (student.status !== 'Transferred' || !student.transfer_date) throw notFound('Transfer certificate');
  const [school] = await db
    .select({ name: schools.name, address: schools.address, phone: schools.phone, email: schools.email, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, user.schoolId));
  const last = student.enrolments.filter((e) => e.outcome === 'transferred').at(-1) ?? student.enrolments.at(-1);
  return {
    school: school!,
    student: {
      id: student.id,
      admission_no: student.admission_no,
      fullname: student.fullname,
      gender: student.gender,
      date_of_birth: student.date_of_birth,
      admission_date: student.admission_date,
      parent_name: student.parent_name,
    },
    last_class: last?.class_name ?? null,
    last_section: last?.section_name ?? null,
    last_year: last?.academic_year_name ?? null,
    transfer_date: student.transfer_date,
    reason: student.transfer_reason ?? '',
    destination: student.transfer_school ?? '',
    issued_on: schoolToday(user),
    certificate_no: `TC-${student.transfer_date.slice(0, 4)}-${String(student.id).padStart(5, '0')}`,
  };
}
