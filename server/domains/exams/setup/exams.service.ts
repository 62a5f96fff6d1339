import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { examRow, type Exam, type ExamInput, type examsQuery, type ExamState } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { exams } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessableAll } from '../../../lib/errors';
import { expectedVersion, uniqueFields } from '../../../lib/rows';
import { auditCreated, saveUnique } from '../../../lib/saves';
import type { SessionRecord } from '../../../lib/session';
import { examIssues, savedExamRow } from './exam-rules';

const examUnique = uniqueFields({ exams_school_year_name_uq: ['name', 'Another exam of this academic year has this name.'] });

/** The school's exams, newest first: the latest year's, then by first day, latest first. */
export async function listExams(db: DbOrTx, user: SessionRecord, query: v.InferOutput<typeof examsQuery>): Promise<Exam[]> {
  return readRows(
    db,
    examRow,
    sql`select ex.id::int, ex.version::int, ex.academic_year_id::int, ay.name as academic_year_name,
        ex.exam_type_id::int, et.name as exam_type_name, ex.name,
        to_char(ex.start_date, 'YYYY-MM-DD') as start_date, to_char(ex.end_date, 'YYYY-MM-DD') as end_date, ex.status,
        ex.grading_system_id::int, gs.name as grading_system_name,
        (select count(*)::int from exam_subjects es where es.school_id = ex.school_id and es.exam_id = ex.id) as subjects
      from exams ex join academic_years ay on ay.id = ex.academic_year_id
        join exam_types et on et.id = ex.exam_type_id join grading_systems gs on gs.id = ex.grading_system_id
      where ex.school_id = ${user.schoolId}
        ${query.academic_year_id ? sql`and ex.academic_year_id = ${query.academic_year_id}` : sql``}
        ${query.status ? sql`and ex.status = ${query.status}` : sql``}
      order by ay.start_date desc, ex.start_date desc, ex.id desc`,
  );
}

const values = (input: ExamInput) => ({
  academicYearId: input.academic_year_id,
  examTypeId: input.exam_type_id,
  gradingSystemId: input.grading_system_id,
  name: input.name,
  startDate: input.start_date,
  endDate: input.end_date,
  status: input.status,
});
const detail = (input: ExamInput) => ({ name: input.name, academic_year_id: input.academic_year_id, start_date: input.start_date, end_date: input.end_date, status: input.status });

/** A new exam is Pending (scheduled) or Active (open for marks) straight away. */
export async function createExam(db: DbOrTx, actor: Actor, input: ExamInput): Promise<number> {
  return saveUnique(db, examUnique, async (tx) => {
    const issues = await examIssues(tx, actor.schoolId, input);
    if (issues.length) throw unprocessableAll(issues);
    return auditCreated(tx, actor, 'exam', detail(input), tx.insert(exams).values({ schoolId: actor.schoolId, ...values(input) }).returning({ id: exams.id }));
  });
}

/** Status moves follow EXAM_STATE_MOVES; closing locks the marks (the database holds that rule). */
export async function updateExam(db: DbOrTx, actor: Actor, id: number, input: ExamInput): Promise<void> {
  await saveUnique(db, examUnique, async (tx) => {
    // Locked first: a paper added or a sheet saved while the exam closes waits for this.
    const [saved] = await readRows(
      tx,
      savedExamRow,
      sql`select id::int, academic_year_id::int, exam_type_id::int, grading_system_id::int, status,
          to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
          (select count(*)::int from exam_subjects es where es.exam_id = exams.id) as papers
        from exams where id = ${id} and school_id = ${actor.schoolId} for no key update`,
    );
    if (!saved) throw notFound('Exam');
    const issues = await examIssues(tx, actor.schoolId, input, saved);
    if (issues.length) throw unprocessableAll(issues);
    await tx
      .update(exams)
      .set({ ...values(input), ...expectedVersion(input) })
      .where(and(eq(exams.id, id), eq(exams.schoolId, actor.schoolId)));
    const moved: { status_was?: ExamState } = saved.status !== input.status ? { status_was: saved.status } : {};
    await audit(tx, actor, { action: 'update', entity: 'exam', ids: [id], detail: { ...detail(input), ...moved } });
  });
}
