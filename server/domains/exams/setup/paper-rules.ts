import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EXAM_STATES, type ApiIssue } from '@contract';
import { day } from '../../../db/row-fields';
import { readRows, type DbOrTx } from '../../../db/client';
import { HttpError, unprocessable } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { classScope, daySpan, gradingIssues } from './shared';

/** The rules of an exam's papers (exam subjects), shared by one paper's save and a class's bulk add. */

export const EXAM_CLOSED = 'The exam is closed: reopen it to change its papers.';

const paperExamRow = v.object({ id: v.number(), name: v.string(), status: v.picklist(EXAM_STATES), start_date: day, end_date: day });
export type PaperExam = v.InferOutput<typeof paperExamRow>;

/**
 * The exam of a paper being saved: the school's and not Closed. Read FOR SHARE, so the exam
 * cannot close (its update locks it) between this check and the paper's save.
 */
export async function paperExam(tx: DbOrTx, schoolId: number, examId: number): Promise<PaperExam> {
  const [exam] = await readRows(
    tx,
    paperExamRow,
    sql`select id::int, name, status, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from exams where id = ${examId} and school_id = ${schoolId} for share`,
  );
  if (!exam) throw unprocessable('exam_id', 'Choose an exam of this school.');
  if (exam.status === 'Closed') throw unprocessable('exam_id', EXAM_CLOSED);
  return exam;
}

const paperClassRow = v.object({ id: v.number(), name: v.string() });
export type PaperClass = v.InferOutput<typeof paperClassRow>;

/** The class, the school's and one of the user's (ADR 013); 422 at `class_id` alike when not. */
export async function paperClass(tx: DbOrTx, user: SessionRecord, classId: number): Promise<PaperClass> {
  const [cls] = await readRows(
    tx,
    paperClassRow,
    sql`select id::int, name from classes where id = ${classId} and school_id = ${user.schoolId} and ${classScope(user, sql`id`)}`,
  );
  if (!cls) throw unprocessable('class_id', 'Choose a class of this school.');
  return cls;
}

/** One paper of a save: `keepsGrading` when it names the system it already had (Inactive since is fine). */
export interface PaperLine {
  subject_id: number;
  date: string | null;
  grading_system_id: number | null;
  keepsGrading?: boolean;
}

/**
 * Per line: the subject is the school's and taught in the class, the day is within the exam's,
 * the grading system (when named) the school's and Active. `at(i)` is the line's path prefix.
 */
export async function paperIssues(tx: DbOrTx, schoolId: number, exam: PaperExam, cls: PaperClass, lines: readonly PaperLine[], at: (i: number) => string): Promise<ApiIssue[]> {
  const subjectIds = lines.map((l) => l.subject_id);
  const gradingIds = lines.flatMap((l) => (l.grading_system_id == null ? [] : [l.grading_system_id]));
  const subjects = await readRows(
    tx,
    v.object({ id: v.number(), name: v.string(), taught: v.boolean() }),
    sql`select s.id::int, s.name,
        exists (select 1 from subject_classes sc where sc.school_id = s.school_id and sc.subject_id = s.id and sc.class_id = ${cls.id}) as taught
      from subjects s where s.school_id = ${schoolId} and s.id in ${subjectIds}`,
  );
  const systems = gradingIds.length
    ? await readRows(
        tx,
        v.object({ id: v.number(), name: v.string(), status: v.string() }),
        // FOR SHARE: the system cannot go Inactive (its update locks it first) before this save ends.
        sql`select id::int, name, status from grading_systems where school_id = ${schoolId} and id in ${gradingIds} for share`,
      )
    : [];
  const subjectById = new Map(subjects.map((s) => [s.id, s]));
  const systemById = new Map(systems.map((s) => [s.id, s]));
  const issues: ApiIssue[] = [];
  lines.forEach((line, i) => {
    const subject = subjectById.get(line.subject_id);
    if (!subject) issues.push({ path: `${at(i)}subject_id`, message: 'Choose a subject of this school.' });
    else if (!subject.taught) issues.push({ path: `${at(i)}subject_id`, message: `${subject.name} is not taught in ${cls.name}.` });
    if (line.date && (line.date < exam.start_date || line.date > exam.end_date)) {
      issues.push({ path: `${at(i)}date`, message: `The exam runs from ${daySpan(exam.start_date, exam.end_date)}.` });
    }
    if (line.grading_system_id != null) issues.push(...gradingIssues(systemById.get(line.grading_system_id), `${at(i)}grading_system_id`, !!line.keepsGrading));
  });
  return issues;
}

/** The class already sits one of these subjects in the exam (another paper than `self`): 409 at each line. */
export async function refuseDuplicates(tx: DbOrTx, exam: PaperExam, cls: PaperClass, subjectIds: readonly number[], at: (i: number) => string, self = 0) {
  const taken = await readRows(
    tx,
    v.object({ subject_id: v.number(), name: v.string() }),
    sql`select es.subject_id::int, sub.name from exam_subjects es join subjects sub on sub.id = es.subject_id
      where es.exam_id = ${exam.id} and es.class_id = ${cls.id} and es.subject_id in ${subjectIds} and es.id <> ${self}`,
  );
  if (!taken.length) return;
  const names = new Map(taken.map((t) => [t.subject_id, t.name]));
  const issues: ApiIssue[] = subjectIds.flatMap((id, i) => {
    const name = names.get(id);
    return name ? [{ path: `${at(i)}subject_id`, message: `${cls.name} already sits ${name} in ${exam.name}.` }] : [];
  });
  throw new HttpError(409, issues.length === 1 ? issues[0]!.message : `Please correct: ${issues.map((i) => i.path).join(', ')}`, issues);
}
