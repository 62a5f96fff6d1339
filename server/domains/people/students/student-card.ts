import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { classes, enrolments, parents, sections, students } from '../../../db/schema';
import { allOf, searchOf } from '../../../lib/listing';
import { studentFullname } from '../names';
import { parentPhoneMatch } from '../parents/phone-search';
import { studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * Each student's enrolment in year `yearId` at school `schoolId`: the latest one, which is the
 * open one when there is one (a move closes a row before it opens the next). One pass over the
 * year's enrolments (DISTINCT ON), joined once by student, rather than a sub-select per student.
 */
export function latestEnrolmentIn(db: DbOrTx, schoolId: number, yearId: number) {
  return db
    .selectDistinctOn([enrolments.studentId], { studentId: enrolments.studentId, classId: enrolments.classId, sectionId: enrolments.sectionId })
    .from(enrolments)
    .where(and(eq(enrolments.schoolId, schoolId), eq(enrolments.academicYearId, yearId)))
    .orderBy(enrolments.studentId, desc(enrolments.id))
    .as('current_enrolment');
}

/**
 * The same enrolment for one student row, to join laterally (`leftJoinLateral(cur, sql\`true\`)`):
 * for a page of rows it reads only those students' enrolments, by the (school, student) index,
 * where `latestEnrolmentIn` reads the whole year's (issue 30).
 */
export function latestEnrolmentOf(db: DbOrTx, schoolId: number, yearId: number, studentId: AnyColumn | SQL) {
  return db
    .select({ classId: enrolments.classId, sectionId: enrolments.sectionId })
    .from(enrolments)
    .where(and(eq(enrolments.schoolId, schoolId), eq(enrolments.studentId, sql`${studentId}`), eq(enrolments.academicYearId, yearId)))
    .orderBy(desc(enrolments.id))
    .limit(1)
    .as('current_enrolment');
}

/**
 * The roster's search: a phone number finds the students of the parents it names, however
 * either side spells it (server/lib/phone-search.ts), through the parents' phone-key index;
 * anything else is "contains" over names, admission number and the phones as stored.
 */
export function studentSearch(db: DbOrTx, user: SessionRecord, search: string | undefined): SQL | undefined {
  const phone = parentPhoneMatch(search);
  if (!phone) return searchOf(search, [studentFullname, sql`${students.firstName} || ' ' || ${students.lastName}`, students.admissionNo, parents.phone, parents.phone2]);
  // A subquery, not a condition on the joined parents: an OR across the two tables could not use
  // the index. Its own FROM "parents" is the one its columns name.
  const named = db.select({ id: parents.id }).from(parents).where(and(eq(parents.schoolId, user.schoolId), phone));
  // Admission numbers may be all digits, so they are still searched.
  return or(searchOf(search, [students.admissionNo]), inArray(students.parentId, named));
}

/** A student as money pages name them: who, which class and section this year, and the parent's phone. */
export interface StudentCard {
  id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  parent_phone: string | null;
}

/**
 * Students in the user's scope with their class and section in the active year: by `where`
 * (an id, a search), `limit` at most, in roster order.
 */
export async function studentCards(db: DbOrTx, user: SessionRecord, where: SQL | undefined, limit: number): Promise<StudentCard[]> {
  const cur = latestEnrolmentIn(db, user.schoolId, user.academicId ?? 0);
  return db
    .select({
      id: students.id,
      name: studentFullname,
      admission_no: students.admissionNo,
      class_name: classes.name,
      section_name: sections.name,
      parent_phone: parents.phone,
    })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(cur, eq(cur.studentId, students.id))
    .leftJoin(classes, eq(classes.id, cur.classId))
    .leftJoin(sections, eq(sections.id, cur.sectionId))
    .where(allOf(eq(students.schoolId, user.schoolId), studentInScope(user, students.id), where))
    .orderBy(classes.sortOrder, sections.name, students.lastName, students.firstName, students.id)
    .limit(limit);
}
