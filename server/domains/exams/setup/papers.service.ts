import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { examSubjectRow, type ApiIssue, type ExamSubject, type ExamSubjectInput, type examSubjectsQuery } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examMarkSheets, examSubjects } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { examOf } from '../scope';
import { HttpError, notFound, unprocessableAll } from '../../../lib/errors';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { paperClass, paperExam, paperIssues, refuseDuplicates } from './paper-rules';
import { classScope } from './shared';

/** A race the checks above lose still names the field. */
export const paperUnique = uniqueFields({ exam_subjects_exam_class_subject_uq: ['subject_id', 'The class already sits this subject in this exam.'] });

/** An exam's papers in class order, then by subject; only the user's classes' for a non-Admin. */
export async function listPapers(db: DbOrTx, user: SessionRecord, query: v.InferOutput<typeof examSubjectsQuery>): Promise<ExamSubject[]> {
  await examOf(db, user, query.exam_id);
  return readRows(
    db,
    examSubjectRow,
    sql`select es.id::int, es.version::int, es.exam_id::int, es.class_id::int, cls.name as class_name,
        es.subject_id::int, sub.name as subject_name, es.max_marks::float8 as max_marks, es.pass_marks::float8 as pass_marks,
        to_char(es.date, 'YYYY-MM-DD') as date, es.grading_system_id::int, coalesce(own.name, xg.name) as grading_system_name,
        (select count(*)::int from exam_results r where r.exam_subject_id = es.id) as results
      from exam_subjects es join exams ex on ex.id = es.exam_id
        join classes cls on cls.id = es.class_id join subjects sub on sub.id = es.subject_id
        join grading_systems xg on xg.id = ex.grading_system_id left join grading_systems own on own.id = es.grading_system_id
      where es.school_id = ${user.schoolId} and es.exam_id = ${query.exam_id}
        ${query.class_id ? sql`and es.class_id = ${query.class_id}` : sql``}
        and ${classScope(user, sql`es.class_id`)}
      order by cls.sort_order, cls.name, sub.name, es.id`,
  );
}

const values = (input: Omit<ExamSubjectInput, 'exam_id' | 'class_id' | 'version'>) => ({
  subjectId: input.subject_id,
  maxMarks: input.max_marks,
  passMarks: input.pass_marks,
  date: input.date,
  gradingSystemId: input.grading_system_id,
});
const detail = (input: ExamSubjectInput) => ({
  exam_id: input.exam_id,
  class_id: input.class_id,
  subject_id: input.subject_id,
  max_marks: input.max_marks,
  pass_marks: input.pass_marks,
});
const none = () => '';

export async function createPaper(db: DbOrTx, actor: Actor, input: ExamSubjectInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const exam = await paperExam(tx, actor.schoolId, input.exam_id);
        const cls = await paperClass(tx, actor, input.class_id);
        const issues = await paperIssues(tx, actor.schoolId, exam, cls, [input], none);
        if (issues.length) throw unprocessableAll(issues);
        await refuseDuplicates(tx, exam, cls, [input.subject_id], none);
        const [row] = await tx
          .insert(examSubjects)
          .values({ schoolId: actor.schoolId, examId: exam.id, classId: cls.id, ...values(input) })
          .returning({ id: examSubjects.id });
        await audit(tx, actor, { action: 'create', entity: 'exam-subject', ids: [row!.id], detail: detail(input) });
        return row!.id;
      }),
    paperUnique,
  );
}

const savedPaperRow = v.object({
  exam_id: v.number(),
  class_id: v.number(),
  subject_id: v.number(),
  grading_system_id: v.nullable(v.number()),
  results: v.number(),
  highest: v.nullable(v.number()),
});
type SavedPaper = v.InferOutput<typeof savedPaperRow>;

/** The paper, the school's and of one of the user's classes, locked for the change; 404 alike when not. */
async function savedPaper(tx: DbOrTx, user: SessionRecord, id: number): Promise<SavedPaper> {
  const [saved] = await readRows(
    tx,
    savedPaperRow,
    sql`select es.exam_id::int, es.class_id::int, es.subject_id::int, es.grading_system_id::int,
        (select count(*)::int from exam_results r where r.exam_subject_id = es.id) as results,
        (select max(r.marks)::float8 from exam_results r where r.exam_subject_id = es.id) as highest
      from exam_subjects es
      where es.id = ${id} and es.school_id = ${user.schoolId} and ${classScope(user, sql`es.class_id`)}
      for no key update of es`,
  );
  if (!saved) throw notFound('Exam subject');
  return saved;
}

/** What entered results pin down: the paper's exam, class and subject, and a maximum below a mark. */
function resultIssues(input: ExamSubjectInput, saved: SavedPaper): ApiIssue[] {
  const issues: ApiIssue[] = [];
  if (input.exam_id !== saved.exam_id) issues.push({ path: 'exam_id', message: 'A paper stays in its exam: delete it and add it to the other exam.' });
  if (!saved.results) return issues;
  if (input.class_id !== saved.class_id) issues.push({ path: 'class_id', message: 'Results have been entered for this paper: its class cannot change.' });
  if (input.subject_id !== saved.subject_id) issues.push({ path: 'subject_id', message: 'Results have been entered for this paper: its subject cannot change.' });
  if (saved.highest != null && input.max_marks < saved.highest) {
    issues.push({ path: 'max_marks', message: `A mark of ${saved.highest} has been entered; the maximum cannot be below it.` });
  }
  return issues;
}

export async function updatePaper(db: DbOrTx, actor: Actor, id: number, input: ExamSubjectInput): Promise<void> {
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        const saved = await savedPaper(tx, actor, id);
        const exam = await paperExam(tx, actor.schoolId, saved.exam_id);
        const pinned = resultIssues(input, saved);
        if (pinned.length) throw unprocessableAll(pinned);
        const cls = await paperClass(tx, actor, input.class_id);
        const line = { ...input, keepsGrading: input.grading_system_id === saved.grading_system_id };
        const issues = await paperIssues(tx, actor.schoolId, exam, cls, [line], none);
        if (issues.length) throw unprocessableAll(issues);
        await refuseDuplicates(tx, exam, cls, [input.subject_id], none, id);
        if (input.class_id !== saved.class_id || input.subject_id !== saved.subject_id) {
          // Without results, a sheet holds only its "complete" flag, which was about the old class's or subject's paper.
          await tx.delete(examMarkSheets).where(and(eq(examMarkSheets.examSubjectId, id), eq(examMarkSheets.schoolId, actor.schoolId)));
        }
        await tx
          .update(examSubjects)
          .set({ classId: cls.id, ...values(input), ...expectedVersion(input) })
          .where(and(eq(examSubjects.id, id), eq(examSubjects.schoolId, actor.schoolId)));
        await audit(tx, actor, { action: 'update', entity: 'exam-subject', ids: [id], detail: detail(input) });
      }),
    paperUnique,
  );
}

/** Only a paper nobody has entered a result on; its empty sheets (a "complete" flag) go with it. */
export async function deletePaper(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await savedPaper(tx, actor, id);
    await paperExam(tx, actor.schoolId, saved.exam_id);
    if (saved.results) {
      const n = saved.results === 1 ? '1 result has' : `${saved.results} results have`;
      throw new HttpError(422, `${n} been entered for this paper; it cannot be deleted.`);
    }
    await tx.delete(examMarkSheets).where(and(eq(examMarkSheets.examSubjectId, id), eq(examMarkSheets.schoolId, actor.schoolId)));
    await tx.delete(examSubjects).where(and(eq(examSubjects.id, id), eq(examSubjects.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'delete', entity: 'exam-subject', ids: [id], detail: { exam_id: saved.exam_id, class_id: saved.class_id, subject_id: saved.subject_id } });
  });
}
