import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { NoteDates, Page, PerformanceCategory, PerformanceInput, PerformanceNote, PerformanceReport } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { classes, enrolments, performanceNotes, sections, students, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { invalid, notFound, unprocessable } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, type ListArgs } from '../../../lib/listing';
import { expectedVersion } from '../../../lib/rows';
import { classInScope, requireStudentInScope, studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { latestEnrolmentOf } from '../students/student-card';
import { enrolmentPeriods, requireDateInEnrolment } from './note-dates';
import { selectCounted } from '../../../db/select-rows';

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
 * The note's student's enrolment in the user's active year (the latest one, as the class
 * scope reads it): the class and section a note is shown and filtered under, in the list and
 * the report alike. Joined laterally so a page of notes looks up only its own students.
 */
function currentEnrolment(db: DbOrTx, user: SessionRecord) {
  return db
    .select({ class_id: enrolments.classId, section_id: enrolments.sectionId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.schoolId, user.schoolId),
        eq(enrolments.studentId, performanceNotes.studentId),
        user.academicId ? eq(enrolments.academicYearId, user.academicId) : sql`false`,
      ),
    )
    .orderBy(desc(enrolments.id))
    .limit(1)
    .as('cur');
}
type Current = ReturnType<typeof currentEnrolment>;

type NoteFilters = Pick<PerformanceListArgs, 'student_id' | 'class_id' | 'section_id' | 'category' | 'start' | 'end' | 'search'>;

/**
 * Which notes a user may see under some filters, shared by the list and the report so both
 * count the same notes: the notes of students in the user's class scope now (then every one of
 * their notes, earlier years included), by the student's current class and section.
 */
function noteFilters(user: SessionRecord, cur: Current, args: NoteFilters) {
  return allOf(
    eq(performanceNotes.schoolId, user.schoolId),
    studentInScope(user, performanceNotes.studentId),
    args.student_id ? eq(performanceNotes.studentId, args.student_id) : undefined,
    args.class_id ? eq(cur.class_id, args.class_id) : undefined,
    args.section_id ? eq(cur.section_id, args.section_id) : undefined,
    args.category ? eq(performanceNotes.category, args.category) : undefined,
    args.start ? sql`${performanceNotes.date} >= ${args.start}` : undefined,
    args.end ? sql`${performanceNotes.date} <= ${args.end}` : undefined,
    searchOf(args.search, [fullname, students.admissionNo, performanceNotes.remark]),
  );
}

/** A note's own columns, in the list and on its own. */
const noteColumns = {
  id: performanceNotes.id,
  version: performanceNotes.version,
  student_id: performanceNotes.studentId,
  date: performanceNotes.date,
  rating: performanceNotes.rating,
  remark: performanceNotes.remark,
};

function selectNotes(db: DbOrTx, user: SessionRecord, total: SQL.Aliased<number> | SQL<number> = sql<number>`0`) {
  const cur = currentEnrolment(db, user);
  const query = db
    .select({
      ...noteColumns,
      category: sql<PerformanceCategory>`${performanceNotes.category}`,
      student_name: fullname,
      admission_no: students.admissionNo,
      class_name: classes.name,
      section_name: sections.name,
      author_id: performanceNotes.authorId,
      author_name: users.fullname,
      created_at: performanceNotes.createdAt,
      total,
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
const toNote = (row: Omit<NoteRow, 'total'>): PerformanceNote => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * The notes, newest first. The page is read by itself (the notes' date index, stopping at the
 * page's end, each note's enrolment looked up for that page only) and counted apart, joining
 * only what a filter needs: a count over the page's joins read every note's enrolment (issue 30).
 */
export async function listNotes(db: DbOrTx, user: SessionRecord, args: PerformanceListArgs): Promise<Page<PerformanceNote>> {
  let counted = db.select({ n: count() }).from(performanceNotes).$dynamic();
  const countCur = currentEnrolment(db, user);
  if (args.search) counted = counted.innerJoin(students, and(eq(students.id, performanceNotes.studentId), eq(students.schoolId, performanceNotes.schoolId)));
  if (args.class_id || args.section_id) counted = counted.leftJoinLateral(countCur, sql`true`);
  counted = counted.where(noteFilters(user, countCur, args));

  // The page is chosen from the notes alone (their (school, date, id) index, stopping at the
  // page's end) unless a name is searched or sorted on; only its rows then look up their
  // student, class, section and author. Joined before the LIMIT, every note of the period paid
  // for those lookups (issue 30).
  const pageCur = currentEnrolment(db, user);
  const byName = !!args.search || args.sort === 'student_name';
  let chosen = db
    .select({ ...noteColumns, category: performanceNotes.category, author_id: performanceNotes.authorId, created_at: performanceNotes.createdAt })
    .from(performanceNotes)
    .$dynamic();
  if (byName) chosen = chosen.innerJoin(students, and(eq(students.id, performanceNotes.studentId), eq(students.schoolId, performanceNotes.schoolId)));
  if (args.class_id || args.section_id) chosen = chosen.leftJoinLateral(pageCur, sql`true`);
  const sortable = { date: performanceNotes.date, rating: performanceNotes.rating, category: performanceNotes.category, student_name: fullname };
  const order = (cols: Record<keyof typeof sortable, AnyColumn | SQL>, id: AnyColumn) => (args.sort ? orderOf(args, cols, cols.date, id) : [desc(cols.date), desc(id)]);
  const page = chosen.where(noteFilters(user, pageCur, args)).orderBy(...order(sortable, performanceNotes.id)).limit(args.limit).offset(offsetOf(args)).as('page');

  const place = latestEnrolmentOf(db, user.schoolId, user.academicId ?? 0, page.student_id);
  const { rows, total: counted_ } = await selectCounted(db
    .select({
      id: page.id,
      version: page.version,
      student_id: page.student_id,
      date: page.date,
      category: sql<PerformanceCategory>`${page.category}`,
      rating: page.rating,
      remark: page.remark,
      student_name: fullname,
      admission_no: students.admissionNo,
      class_name: classes.name,
      section_name: sections.name,
      author_id: page.author_id,
      author_name: users.fullname,
      created_at: page.created_at,
      // The count rides in the page's statement as a subquery PostgreSQL runs once: one round trip.
      total: sql<number>`(${counted})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(students, and(eq(students.id, page.student_id), eq(students.schoolId, user.schoolId)))
    .leftJoinLateral(place, sql`true`)
    .leftJoin(classes, eq(classes.id, place.classId))
    .leftJoin(sections, eq(sections.id, place.sectionId))
    .leftJoin(users, eq(users.id, page.author_id))
    .orderBy(...order({ date: page.date, rating: page.rating, category: page.category, student_name: fullname }, page.id)));
  // A page past the end has no row to carry the count.
  const total = counted_ ?? (offsetOf(args) ? ((await counted)[0]?.n ?? 0) : 0);
  return { data: rows.map(toNote), total, page: args.page, limit: args.limit };
}

export async function getNote(db: DbOrTx, user: SessionRecord, id: number): Promise<PerformanceNote> {
  const { query } = selectNotes(db, user);
  const [row] = await query.where(
    allOf(eq(performanceNotes.id, id), eq(performanceNotes.schoolId, user.schoolId), studentInScope(user, performanceNotes.studentId)),
  );
  if (!row) throw notFound('Performance note');
  const { total: _t, ...note } = row;
  return toNote(note);
}

/** A note is about a student of the school in the user's scope; anything else reads as missing (422). */
const requireNoteStudent = (db: DbOrTx, actor: Actor, studentId: number) =>
  requireStudentInScope(db, actor, studentId, () => unprocessable('student_id', 'The student does not exist.'));

/** `GET /students/performance/dates`: the days a note about the student may carry, for the form. */
export async function noteDates(db: DbOrTx, user: SessionRecord, studentId: number): Promise<NoteDates> {
  await requireStudentInScope(db, user, studentId);
  return { periods: await enrolmentPeriods(db, user.schoolId, studentId) };
}

export async function addNote(db: DbOrTx, actor: Actor, input: PerformanceInput) {
  return db.transaction(async (tx) => {
    await requireNoteStudent(tx, actor, input.student_id);
    await requireDateInEnrolment(tx, actor.schoolId, input.student_id, input.date);
    const [row] = await tx
      .insert(performanceNotes)
      .values({ schoolId: actor.schoolId, studentId: input.student_id, date: input.date, category: input.category, rating: input.rating, remark: input.remark, authorId: actor.id })
      .returning({ id: performanceNotes.id });
    await audit(tx, actor, { action: 'create', entity: 'performance-note', ids: [row!.id] });
    return row!;
  });
}

export async function updateNote(db: DbOrTx, actor: Actor, id: number, input: PerformanceInput) {
  return db.transaction(async (tx) => {
    await getNote(tx, actor, id);
    await requireNoteStudent(tx, actor, input.student_id);
    await requireDateInEnrolment(tx, actor.schoolId, input.student_id, input.date);
    const updated = await tx
      .update(performanceNotes)
      .set({ studentId: input.student_id, date: input.date, category: input.category, rating: input.rating, remark: input.remark, updatedAt: sql`now()`, ...expectedVersion(input) })
      .where(and(eq(performanceNotes.id, id), eq(performanceNotes.schoolId, actor.schoolId)))
      .returning({ id: performanceNotes.id });
    if (!updated.length) throw notFound('Performance note');
    await audit(tx, actor, { action: 'update', entity: 'performance-note', ids: [id] });
    return { id };
  });
}

/**
 * Averages over exactly the notes the list shows under the same class, section and period
 * (`noteFilters`): the notes of the students in the class or section now, earlier years included.
 */
export async function performanceReport(db: DbOrTx, user: SessionRecord, args: PerformanceReportArgs): Promise<PerformanceReport> {
  if (args.start > args.end) throw invalid([{ path: 'end', message: 'The end date must not be before the start date.' }]);
  if (args.class_id) {
    const [row] = await db.select({ id: classes.id }).from(classes).where(allOf(eq(classes.id, args.class_id), eq(classes.schoolId, user.schoolId), classInScope(user, classes.id)));
    if (!row) throw notFound('Class');
  }
  if (args.section_id) {
    const [row] = await db.select({ id: sections.id }).from(sections).where(allOf(eq(sections.id, args.section_id), eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId)));
    if (!row) throw notFound('Section');
  }
  const cur = currentEnrolment(db, user);
  const where = noteFilters(user, cur, { class_id: args.class_id, section_id: args.section_id, start: args.start, end: args.end });
  const average = sql<number>`round(avg(${performanceNotes.rating}), 2)::float8`.mapWith(Number);
  const notes = sql<number>`count(*)::int`.mapWith(Number);

  const byCategory = db
    .select({ category: sql<PerformanceCategory>`${performanceNotes.category}`, notes, average, total: sql<number>`(sum(count(*)) over ())::int`.mapWith(Number) })
    .from(performanceNotes)
    .leftJoinLateral(cur, sql`true`)
    .where(where)
    .groupBy(performanceNotes.category)
    .orderBy(sql`array_position(array['academic', 'behaviour', 'attendance', 'sport', 'other'], ${performanceNotes.category})`);
  const byStudent = (direction: 'asc' | 'desc') =>
    db
      .select({ student_id: students.id, fullname, admission_no: students.admissionNo, notes, average })
      .from(performanceNotes)
      .innerJoin(students, eq(students.id, performanceNotes.studentId))
      .leftJoinLateral(cur, sql`true`)
      .where(where)
      .groupBy(students.schoolId, students.id)
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
