import { sql } from 'drizzle-orm';
import { FINAL_TREATMENT, type FinalReport } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { notFound, unprocessable } from '../../../lib/errors';
import { finalStudents, loadFinalRows } from './finals';
import { examOf, sectionForExam } from '../scope';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * The final exam report (`exam-type-report` or `anual-exam-report`, class scope): the rule is
 * `finals.ts`; this reads the year, checks the exam and section asked for, and
 * lists the types with the exams that count.
 */
export async function finalReport(db: DbOrTx, user: SessionRecord, q: { accademicId: number; sectionId?: number; examId?: number }): Promise<FinalReport> {
  const [year] = await readRows(db, v.object({ id: v.number(), name: v.string() }), sql`select id::int, name from academic_years where id = ${q.accademicId} and school_id = ${user.schoolId}`);
  if (!year) throw notFound('Academic year');
  if (q.examId) {
    const exam = await examOf(db, user, q.examId);
    if (exam.academic_year_id !== year.id) throw unprocessable('examId', `This exam is not one of ${year.name}'s.`);
  }
  if (q.sectionId) await sectionForExam(db, user, q.sectionId, { academic_year_id: year.id });

  const rows = await loadFinalRows(db, user.schoolId, { yearId: year.id, examId: q.examId, sectionId: q.sectionId, classScope: classInScope(user, sql`l.class_id`) });
  const types = rows.types
    .map((t) => ({ ...t, exams: rows.exams.filter((e) => e.exam_type_id === t.id).map((e) => ({ id: e.id, name: e.name, status: e.status })) }))
    .sort((a, b) => rows.exams.findIndex((e) => e.exam_type_id === a.id) - rows.exams.findIndex((e) => e.exam_type_id === b.id));
  return { academic_year: year, types, grading: rows.grading, treatment: FINAL_TREATMENT, students: finalStudents(rows) };
}
