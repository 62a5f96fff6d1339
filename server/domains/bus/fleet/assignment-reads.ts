import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Assignment, BusCandidate, Page, RidersList, SectionRider } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { buses, busAssignments, busFeeCategories, busZones, classes, employees, enrolments, parents, schools, sections, students } from '../../../db/schema';
import { schoolToday, studentFullname, latestEnrolmentIn } from '../../people/public';
import { notFound } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, selectPage, totalRows, type ListArgs } from '../../../lib/listing';
import { studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { dayOf } from './shared';

/** The assignment row is in force on `day`. */
const inForce = (day: SQL) => sql`${busAssignments.fromDate} <= ${day} and (${busAssignments.toDate} is null or ${busAssignments.toDate} >= ${day})`;

const rate = sql<number>`coalesce(${busFeeCategories.monthlyFee}, ${busZones.monthlyFee})`.mapWith(Number);

const assignmentColumns = {
  id: busAssignments.id,
  student_id: busAssignments.studentId,
  student_name: studentFullname,
  admission_no: students.admissionNo,
  class_name: classes.name,
  section_name: sections.name,
  bus_id: busAssignments.busId,
  bus_number: buses.number,
  zone_id: busZones.id,
  zone_name: busZones.name,
  category_id: busAssignments.categoryId,
  category_name: busFeeCategories.name,
  rate,
  stop: busAssignments.stop,
  from: busAssignments.fromDate,
  to: busAssignments.toDate,
};

/** Assignments with their student (class and section this year), bus, category and zone. */
function selectAssignments(db: DbOrTx, user: SessionRecord) {
  const cur = latestEnrolmentIn(db, user.schoolId, user.academicId ?? 0);
  const query = db
    .select({ ...assignmentColumns, total: totalRows })
    .from(busAssignments)
    .innerJoin(students, eq(students.id, busAssignments.studentId))
    .innerJoin(buses, eq(buses.id, busAssignments.busId))
    .innerJoin(busFeeCategories, eq(busFeeCategories.id, busAssignments.categoryId))
    .innerJoin(busZones, eq(busZones.id, busFeeCategories.zoneId))
    .leftJoin(cur, eq(cur.studentId, students.id))
    .leftJoin(classes, eq(classes.id, cur.classId))
    .leftJoin(sections, eq(sections.id, cur.sectionId));
  return { query, cur };
}

export interface AssignmentListArgs extends ListArgs {
  bus_id?: number;
  zone_id?: number;
  section_id?: number;
  student_id?: number;
  date?: string;
  history?: 'true' | 'false';
}

/** Assignments in force on the day (today unless named), or every one with `history`, newest first. */
export async function listAssignments(db: DbOrTx, user: SessionRecord, args: AssignmentListArgs): Promise<Page<Assignment>> {
  const history = args.history === 'true';
  const { query, cur } = selectAssignments(db, user);
  const sortable = { student: studentFullname, bus: buses.number, zone: busZones.name, from: busAssignments.fromDate };
  return selectPage(query
    .where(
      allOf(
        eq(busAssignments.schoolId, user.schoolId),
        studentInScope(user, students.id),
        history ? undefined : inForce(dayOf(user, args.date)),
        args.bus_id ? eq(busAssignments.busId, args.bus_id) : undefined,
        args.zone_id ? eq(busZones.id, args.zone_id) : undefined,
        args.section_id ? eq(cur.sectionId, args.section_id) : undefined,
        args.student_id ? eq(busAssignments.studentId, args.student_id) : undefined,
        searchOf(args.search, [studentFullname, sql`${students.firstName} || ' ' || ${students.lastName}`, students.admissionNo]),
      ),
    )
    .orderBy(
      ...(args.sort || !history
        ? orderOf(args, sortable, studentFullname, busAssignments.id)
        : [desc(busAssignments.fromDate), desc(busAssignments.id)]),
    )
    .limit(args.limit)
    .offset(offsetOf(args)), args);
}

/** The section's students enrolled now (active year, open enrolment) in the user's scope, each with the assignment in force on the day. */
export async function sectionRiders(db: DbOrTx, user: SessionRecord, sectionId: number, date?: string): Promise<SectionRider[]> {
  const [section] = await db.select({ id: sections.id }).from(sections).where(and(eq(sections.id, sectionId), eq(sections.schoolId, user.schoolId)));
  if (!section) throw notFound('Section');
  const day = dayOf(user, date);
  const rows = await db
    .select({ ...assignmentColumns, student_id: students.id })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(sections, eq(sections.id, enrolments.sectionId))
    .leftJoin(busAssignments, and(eq(busAssignments.studentId, students.id), eq(busAssignments.schoolId, students.schoolId), inForce(day)))
    .leftJoin(buses, eq(buses.id, busAssignments.busId))
    .leftJoin(busFeeCategories, eq(busFeeCategories.id, busAssignments.categoryId))
    .leftJoin(busZones, eq(busZones.id, busFeeCategories.zoneId))
    .where(
      allOf(
        eq(enrolments.schoolId, user.schoolId),
        eq(enrolments.sectionId, sectionId),
        eq(enrolments.academicYearId, user.academicId ?? 0),
        sql`${enrolments.outcome} is null`,
        studentInScope(user, students.id),
      ),
    )
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  return rows.map((r) => ({
    student_id: r.student_id,
    student_name: r.student_name,
    admission_no: r.admission_no,
    assignment: r.id == null ? null : (r as Assignment),
  }));
}

/** Active students enrolled now (active year, open enrolment) in scope whose name or admission number matches: the assign picker. */
export async function busCandidates(db: DbOrTx, user: SessionRecord, search: string): Promise<BusCandidate[]> {
  return db
    .select({ student_id: students.id, student_name: studentFullname, admission_no: students.admissionNo, class_name: classes.name, section_name: sections.name })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(sections, eq(sections.id, enrolments.sectionId))
    .where(
      allOf(
        eq(enrolments.schoolId, user.schoolId),
        eq(enrolments.academicYearId, user.academicId ?? 0),
        sql`${enrolments.outcome} is null`,
        eq(students.status, 'Active'),
        studentInScope(user, students.id),
        searchOf(search, [studentFullname, students.admissionNo]),
      ),
    )
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id))
    .limit(20);
}

/** The driver's list: the bus, the school and who rides on the day, in the order the bus picks them up. */
export async function ridersList(db: DbOrTx, user: SessionRecord, busId: number, date?: string): Promise<RidersList> {
  const [bus] = await db
    .select({
      id: buses.id,
      number: buses.number,
      plate: buses.plate,
      capacity: buses.capacity,
      driver_name: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      driver_phone: employees.phone,
    })
    .from(buses)
    .leftJoin(employees, and(eq(employees.id, buses.driverId), eq(employees.schoolId, buses.schoolId)))
    .where(and(eq(buses.id, busId), eq(buses.schoolId, user.schoolId)));
  if (!bus) throw notFound('Bus');
  const day = date ?? (await schoolToday(db, user));
  const [school] = await db.select({ name: schools.name, phone: schools.phone }).from(schools).where(eq(schools.id, user.schoolId));
  const cur = latestEnrolmentIn(db, user.schoolId, user.academicId ?? 0);
  const riders = await db
    .select({
      student_id: students.id,
      student_name: studentFullname,
      admission_no: students.admissionNo,
      class_name: classes.name,
      section_name: sections.name,
      zone_name: busZones.name,
      category_name: busFeeCategories.name,
      stop: busAssignments.stop,
      parent_name: parents.fullname,
      parent_phone: parents.phone,
      parent_phone2: parents.phone2,
    })
    .from(busAssignments)
    .innerJoin(students, eq(students.id, busAssignments.studentId))
    .innerJoin(busFeeCategories, eq(busFeeCategories.id, busAssignments.categoryId))
    .innerJoin(busZones, eq(busZones.id, busFeeCategories.zoneId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(cur, eq(cur.studentId, students.id))
    .leftJoin(classes, eq(classes.id, cur.classId))
    .leftJoin(sections, eq(sections.id, cur.sectionId))
    .where(allOf(eq(busAssignments.schoolId, user.schoolId), eq(busAssignments.busId, busId), inForce(sql`${day}::date`), studentInScope(user, students.id)))
    .orderBy(
      asc(busZones.name),
      sql`${busAssignments.stop} asc nulls last`,
      sql`${classes.sortOrder} asc nulls last`,
      sql`${classes.name} asc nulls last`,
      asc(studentFullname),
      asc(students.id),
    );
  return { bus, date: day, school: { name: school!.name, phone: school!.phone }, riders };
}
