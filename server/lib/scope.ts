import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { enrolments, students } from '../db/schema';
import { notFound, type HttpError } from './errors';
import { allOf } from './listing';
import { isAdmin, type SessionRecord } from './session';

/**
 * The class scope (ADR 013), written once for every class-bound read and write:
 * an Admin reaches everything in their school; anyone else reaches what is enrolled in one of
 * their classes (`classes`) in the ACTIVE academic year (`academicId`), and nothing when the
 * school has no active year.
 *
 * The SQL pieces return `undefined` for "no limit" so they drop out of `allOf(...)`, and
 * `false` for "nothing". They are for WHERE and ON clauses, where drizzle qualifies columns.
 */
type Scope = 'all' | readonly number[];

function scopeOf(user: SessionRecord): Scope {
  if (isAdmin(user)) return 'all';
  return user.academicId ? user.classes : [];
}

const nothing = sql`false`;

/** Rows of a class (a class, a section, a class filter): the class is one of the user's. */
export function classInScope(user: SessionRecord, classId: AnyColumn | SQL): SQL | undefined {
  const scope = scopeOf(user);
  if (scope === 'all') return undefined;
  return scope.length ? inArray(sql`${classId}`, [...scope]) : nothing;
}

/** The same rule for one class id the request names (admission, import, a report's filter). */
export function isClassInScope(user: SessionRecord, classId: number): boolean {
  const scope = scopeOf(user);
  return scope === 'all' || scope.includes(classId);
}

/**
 * Rows of a student: the student's enrolment in the active year (the latest one, which is the
 * open one when there is one) is in one of the user's classes. Earlier years never widen it:
 * a student the user taught last year and who is in another class now is out of scope, and
 * so is everything about them (history, notes, certificate).
 */
export function studentInScope(user: SessionRecord, studentId: AnyColumn | SQL): SQL | undefined {
  const scope = scopeOf(user);
  if (scope === 'all') return undefined;
  if (!scope.length) return nothing;
  return sql`exists (select 1 from ${enrolments} scope_e
    where scope_e.school_id = ${user.schoolId} and scope_e.student_id = ${studentId}
      and scope_e.academic_year_id = ${user.academicId} and ${inArray(sql`scope_e.class_id`, [...scope])}
      and not exists (select 1 from ${enrolments} scope_later
        where scope_later.school_id = scope_e.school_id and scope_later.student_id = scope_e.student_id
          and scope_later.academic_year_id = scope_e.academic_year_id and scope_later.id > scope_e.id))`;
}

/**
 * The student must be the school's and in the user's scope. Missing, another school's and out
 * of scope all answer the same (404 by default), so the answer never tells which.
 */
export async function requireStudentInScope(
  db: DbOrTx,
  user: SessionRecord,
  studentId: number,
  missing: () => HttpError = () => notFound('Student'),
): Promise<void> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(allOf(eq(students.id, studentId), eq(students.schoolId, user.schoolId), studentInScope(user, students.id)));
  if (!row) throw missing();
}
