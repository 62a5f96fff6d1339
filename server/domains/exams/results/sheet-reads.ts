import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  examSubjectRow,
  MARKS_LOCKED_MESSAGE,
  MARKS_PENDING_MESSAGE,
  resultRow,
  type ExamState,
  type ExamSubject,
  type MarkSheet,
  type MarkSheetStudent,
  type SheetLock,
} from '@contract';
import { stamp } from '../../../db/row-fields';
import { readRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { examOf, sectionForExam, sittingStudents, type ExamRow, type ExamSectionRow } from '../scope';
import type { SessionRecord } from '../../../lib/session';

/** Marks are entered while the exam is Active only: before, nothing has been sat; after, they are locked. */
export function sheetLock(status: ExamState): SheetLock {
  if (status === 'Active') return null;
  return { reason: status === 'Closed' ? MARKS_LOCKED_MESSAGE : MARKS_PENDING_MESSAGE };
}

/** One paper of the school, as the sheet shows it (the system grading it: its own or the exam's). */
export async function paperOf(db: DbOrTx, user: SessionRecord, examSubjectId: number): Promise<ExamSubject> {
  const [row] = await readRows(
    db,
    examSubjectRow,
    sql`select es.id::int, es.version::int, es.exam_id::int, es.class_id::int, cls.name as class_name,
        es.subject_id::int, sub.name as subject_name, es.max_marks::float8 as max_marks, es.pass_marks::float8 as pass_marks,
        to_char(es.date, 'YYYY-MM-DD') as date, es.grading_system_id::int, gs.name as grading_system_name,
        (select count(*)::int from exam_results r where r.exam_subject_id = es.id) as results
      from exam_subjects es join classes cls on cls.id = es.class_id join subjects sub on sub.id = es.subject_id
        join exams ex on ex.id = es.exam_id join grading_systems gs on gs.id = coalesce(es.grading_system_id, ex.grading_system_id)
      where es.id = ${examSubjectId} and es.school_id = ${user.schoolId}`,
  );
  if (!row) throw notFound('Exam subject');
  return row;
}

/** Where a sheet lives: the school's paper, its exam, and a section of the paper's class in the user's scope. */
export interface SheetPlace {
  paper: ExamSubject;
  exam: ExamRow;
  section: ExamSectionRow;
}

/**
 * Another school's paper is 404 'Exam subject'; a section out of scope, of another year or of
 * another class than the paper's is 404 'Section', so the answer never tells which.
 */
export async function sheetPlace(db: DbOrTx, user: SessionRecord, examSubjectId: number, sectionId: number): Promise<SheetPlace> {
  const paper = await paperOf(db, user, examSubjectId);
  const exam = await examOf(db, user, paper.exam_id);
  const section = await sectionForExam(db, user, sectionId, exam);
  if (section.class_id !== paper.class_id) throw notFound('Section');
  return { paper, exam, section };
}

const savedSheetRow = v.object({ id: v.number(), version: v.number(), complete: v.boolean(), updated_by_name: v.string(), updated_at: stamp });
export type SavedSheetRow = v.InferOutput<typeof savedSheetRow>;

export async function savedSheet(db: DbOrTx, schoolId: number, examSubjectId: number, sectionId: number): Promise<SavedSheetRow | null> {
  const [row] = await readRows(
    db,
    savedSheetRow,
    sql`select ms.id::int, ms.version::int, ms.complete, u.fullname as updated_by_name,
        to_char(ms.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
      from exam_mark_sheets ms join users u on u.id = ms.updated_by
      where ms.school_id = ${schoolId} and ms.exam_subject_id = ${examSubjectId} and ms.section_id = ${sectionId}`,
  );
  return row ?? null;
}

const paperResultRow = v.object({ ...resultRow.entries, exam_subject_id: v.number(), student_id: v.number() });
type ResultRow = v.InferOutput<typeof paperResultRow>;

/**
 * The results of these students on these papers. A result belongs to the student and the
 * paper, whichever section it was saved from, so a student who moved keeps what they had.
 */
export async function resultsOf(db: DbOrTx, schoolId: number, examSubjectIds: number[], studentIds: number[]): Promise<ResultRow[]> {
  if (!examSubjectIds.length || !studentIds.length) return [];
  return readRows(
    db,
    paperResultRow,
    sql`select r.exam_subject_id::int, r.student_id::int, r.state, r.marks::float8 as marks, r.remark
      from exam_results r
      where r.school_id = ${schoolId} and ${inArray(sql`r.exam_subject_id`, examSubjectIds)} and ${inArray(sql`r.student_id`, studentIds)}`,
  );
}

/** The students who sat the exam in the section, each with their result on the paper (null: nothing entered). */
export async function sheetStudents(db: DbOrTx, schoolId: number, place: SheetPlace): Promise<MarkSheetStudent[]> {
  const sitting = await sittingStudents(db, schoolId, place.section.id, place.exam);
  const results = await resultsOf(
    db,
    schoolId,
    [place.paper.id],
    sitting.map((s) => s.student_id),
  );
  const byStudent = new Map(results.map((r) => [r.student_id, { state: r.state, marks: r.marks, remark: r.remark }]));
  return sitting.map((s) => ({ student_id: s.student_id, admission_no: s.admission_no, fullname: s.fullname, result: byStudent.get(s.student_id) ?? null }));
}

/** The sheet as the grid opens it; the paper is read again, since a save changes its count of results. */
export async function markSheet(db: DbOrTx, user: SessionRecord, place: SheetPlace): Promise<MarkSheet> {
  const [paper, saved, students] = await Promise.all([
    paperOf(db, user, place.paper.id),
    savedSheet(db, user.schoolId, place.paper.id, place.section.id),
    sheetStudents(db, user.schoolId, place),
  ]);
  const { exam, section } = place;
  return {
    exam: { id: exam.id, name: exam.name, status: exam.status, academic_year_name: exam.academic_year_name },
    exam_subject: paper,
    section,
    saved: saved && { version: saved.version, complete: saved.complete, updated_by_name: saved.updated_by_name, updated_at: saved.updated_at },
    lock: sheetLock(exam.status),
    students,
  };
}
