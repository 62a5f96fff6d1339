import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PerformanceCategory, PerformanceInput, PerformanceNote, PerformanceReport } from '@contract';
import type { DbOrTx } from '../../db/client';
import { academicYears, classes, enrolments, performanceNotes, sections, students, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../lib/listing';
import { isAdmin, type SessionRecord } from '../../lib/session';

export interface PerformanceListArgs extends ListArgs {
  student_id?: number;
  class_id?: number;
  section_id?: number;
  category?: PerformanceCategory;
  start?: string;
  end?: string;
}

export interface PerformanceReportArgs {
  class_id?: number;
  section_id?: number;
  start: string;
  end: string;
  limit: number;
}

const fullname = sql<string>`concat_ws(' ', ${students.firstName}, ${students.middleName}, ${students.lastName})`;

/**
 * A student's current enrolment: in the user's active year, the open one first, else the
 * latest. Joined laterally so a page of notes looks up only its own students.
 */
function currentEnrolment(db: DbOrTx, user: SessionRecord) {
  return db
    .select({ class_id: enrolments.classId, section_id: enrolments.sectionId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.schoolId, user.schoolId),
        eq(enrolments.studentId, students.id),
        user.academicId ? eq(enrolments.academicYearId, user.academicId) : sql`false`,
      ),
    )
    .orderBy(sql`${enrolments.outcome} is null desc`, desc(enrolments.enrolledOn), desc(enrolments.id))
    .limit(1)
    .as('cur');
}

/** Non-admins reach a student only through a current enrolment in one of their classes. */
function visibleStudent(user: SessionRecord, cur: ReturnType<typeof currentEnrolment>): SQL | undefined {
  if (isAdmin(user)) return undefined;
  return user.classes.length ? inArray(cur.class_id, user.classes) : sql`false`;
}

function selectNotes(db: DbOrTx, user: SessionRecord) {
  const cur = currentEnrolment(db, user);
  const query = db
    .select({
      id: performanceNotes.id,
      student_id: performanceNotes.studentId,
      date: performanceNotes.date,
      category: sql<PerformanceCategory>`${performanceNotes.category}`,
      rating: performanceNotes.rating,
      remark: performanceNotes.remark,
      student_name: fullname,
      admission_no: students.admissionNo,
      class_name: classes.name,
      section_name: sections.name,
      author_id: performanceNotes.authorId,
      author_name: users.fullname,
      created_at: performanceNotes.createdAt,
      total: totalRows,
    })
    .from(performanceNotes)
    .innerJoin(students, and(eq(students.id, performanceNotes.studentId), eq(students.schoolId, performanceNotes.schoolId)))
    .leftJoinLateral(cur, sql`true`)
    .leftJoin(classes, eq(classes.id, cur.class_id))
    .leftJoin(sections, eq(sections.id, cur.section_id))
    .leftJoin(users, eq(users.id, performanceNotes.authorId));
  return { query, cur };
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>['query']>[number];
const toNote = ({ total: _t, created_at, ...row }: NoteRow): PerformanceNote => ({ ...row, created_at: created_at.toISOString() });

export async function listNotes(db: DbOrTx, user: SessionRecord, args: PerformanceListArgs) {
  const { query, cur } = selectNotes(db, user);
  const order = args.sort
    ? orderOf(args, { date: performanceNotes.date, rating: performanceNotes.rating, category: performanceNotes.category, student_name: fullname }, performanceNotes.date, performanceNotes.id)
    : [desc(performanceNotes.date), desc(performanceNotes.id)];
  const rows = await query
    .where(
      allOf(
        eq(performanceNotes.schoolId, user.schoolId),
        visibleStudent(user, cur),
        args.student_id ? eq(performanceNotes.studentId, args.student_id) : undefined,
        args.class_id ? eq(cur.class_id, args.class_id) : undefined,
        args.section_id ? eq(cur.section_id, args.section_id) : undefined,
        args.category ? eq(performanceNotes.category, args.category) : undefined,
        args.start ? sql`${performanceNotes.date} >= ${args.start}` : undefined,
        args.end ? sql`${performanceNotes.date} <= ${args.end}` : undefined,
        searchOf(args.search, [fullname, students.admissionNo, performanceNotes.remark]),
      ),
    )
    .orderBy(...order)
    .limit(args.limit)
    .offset(offsetOf(args));
  const page = toPage(rows, args);
  return { ...page, data: rows.map(toNote) };
}

export async function getNote(db: DbOrTx, user: SessionRecord, id: number): Promise<PerformanceNote> {
  const { query, cur } = selectNotes(db, user);
  const [row] = await query.where(allOf(eq(performanceNotes.id, id), eq(performanceNotes.schoolId, user.schoolId), visibleStudent(user, cur)));
  if (!row) throw notFound('Performance note');
  return toNote(row);
}

/** The student must be the school's and, for non-admins, currently in one of their classes (422 either way). */
async function requireStudent(db: DbOrTx, user: SessionRecord, studentId: number) {
  const cur = currentEnrolment(db, user);
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .leftJoinLateral(cur, sql`true`)
    .where(allOf(eq(students.id, studentId), eq(students.schoolId, user.schoolId), visibleStudent(user, cur)));
  if (!row) throw new HttpError(422, 'The student does not exist.', [{ path: 'student_id', message: 'The student does not exist.' }]);
}

export async function addNote(db: DbOrTx, user: SessionRecord, input: PerformanceInput, requestId?: string) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, user, input.student_id);
    const [row] = await tx
      .insert(performanceNotes)
      .values({ schoolId: user.schoolId, studentId: input.student_id, date: input.date, category: input.category, rating: input.rating, remark: input.remark, authorId: user.id })
      .returning({ id: performanceNotes.id });
    await audit(tx, { schoolId: user.schoolId, userId: user.id, action: 'create', entity: 'performance-note', entityIds: [row!.id], requestId });
    return row!;
  });
}

export async function updateNote(db: DbOrTx, user: SessionRecord, id: number, input: PerformanceInput, requestId?: string) {
  return db.transaction(async (tx) => {
    await getNote(tx, user, id);
    await requireStudent(tx, user, input.student_id);
    const updated = await tx
      .update(performanceNotes)
      .set({ studentId: input.student_id, date: input.date, category: input.category, rating: input.rating, remark: input.remark, updatedAt: sql`now()` })
      .where(and(eq(performanceNotes.id, id), eq(performanceNotes.schoolId, user.schoolId)))
      .returning({ id: performanceNotes.id });
    if (!updated.length) throw notFound('Performance note');
    await audit(tx, { schoolId: user.schoolId, userId: user.id, action: 'update', entity: 'performance-note', entityIds: [id], requestId });
    return { id };
  });
}

/**
 * Notes in the period, of students who were in the class (section) in the academic year of
 * each note: a note stays with the class the student was in when it was written.
 */
function enrolledWhenWritten(user: SessionRecord, classId: number | undefined, sectionId: number | undefined): SQL | undefined {
  const scoped = !isAdmin(user);
  if (!classId && !sectionId && !scoped) return undefined;
  const conditions: SQL[] = [sql`e.student_id = ${performanceNotes.studentId}`, sql`e.school_id = ${user.schoolId}`];
  if (classId) conditions.push(sql`e.class_id = ${classId}`);
  if (sectionId) conditions.push(sql`e.section_id = ${sectionId}`);
  if (scoped) conditions.push(user.classes.length ? sql`e.class_id in ${user.classes}` : sql`false`);
  return sql`exists (select 1 from ${enrolments} e join ${academicYears} y on y.id = e.academic_year_id
    where ${sql.join(conditions, sql` and `)} and ${performanceNotes.date} between y.start_date and y.end_date)`;
}

export async function performanceReport(db: DbOrTx, user: SessionRecord, args: PerformanceReportArgs): Promise<PerformanceReport> {
  if (args.start > args.end) throw invalid([{ path: 'end', message: 'The end date must not be before the start date.' }]);
  const visibleClass = (classId: AnyColumn) =>
    isAdmin(user) ? undefined : user.classes.length ? inArray(classId, user.classes) : sql`false`;
  if (args.class_id) {
    const [row] = await db.select({ id: classes.id }).from(classes).where(allOf(eq(classes.id, args.class_id), eq(classes.schoolId, user.schoolId), visibleClass(classes.id)));
    if (!row) throw notFound('Class');
  }
  if (args.section_id) {
    const [row] = await db.select({ id: sections.id }).from(sections).where(allOf(eq(sections.id, args.section_id), eq(sections.schoolId, user.schoolId), visibleClass(sections.classId)));
    if (!row) throw notFound('Section');
  }
  const where = allOf(
    eq(performanceNotes.schoolId, user.schoolId),
    sql`${performanceNotes.date} between ${args.start} and ${args.end}`,
    enrolledWhenWritten(user, args.class_id, args.section_id),
  );
  const average = sql<number>`round(avg(${performanceNotes.rating}), 2)::float8`.mapWith(Number);
  const notes = sql<number>`count(*)::int`.mapWith(Number);

  const byCategory = db
    .select({ category: sql<PerformanceCategory>`${performanceNotes.category}`, notes, average, total: sql<number>`(sum(count(*)) over ())::int`.mapWith(Number) })
    .from(performanceNotes)
    .where(where)
    .groupBy(performanceNotes.category)
    .orderBy(sql`array_position(array['academic', 'behaviour', 'attendance', 'sport', 'other'], ${performanceNotes.category})`);
  const byStudent = (direction: 'asc' | 'desc') =>
    db
      .select({ student_id: students.id, fullname, admission_no: students.admissionNo, notes, average })
      .from(performanceNotes)
      .innerJoin(students, eq(students.id, performanceNotes.studentId))
      .where(where)
      .groupBy(students.id)
      .orderBy(direction === 'asc' ? sql`avg(${performanceNotes.rating}) asc` : sql`avg(${performanceNotes.rating}) desc`, asc(students.lastName), asc(students.firstName), asc(students.id))
      .limit(args.limit);
  // Sequential, so the report also works on a transaction's single connection.
  const categories = await byCategory;
  const lowest = await byStudent('asc');
  const highest = await byStudent('desc');
  return {
    start: args.start,
    end: args.end,
    notes: categories[0]?.total ?? 0,
    by_category: categories.map(({ total: _t, ...c }) => c),
    lowest,
    highest,
  };
}
