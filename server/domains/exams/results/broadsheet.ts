import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { sectionResultsAnswer, type SectionResults } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { examOf, sectionForExam, sittingStudents } from '../scope';
import type { SessionRecord } from '../../../lib/session';
import { resultsOf } from './sheet-reads';

const paperRow = v.omit(sectionResultsAnswer.entries.subjects.item, ['entered']);

/**
 * A section's broadsheet: every paper its class sits in the exam, with the sheet's complete
 * flag, and each student who sat the exam there with their result on each paper. A paper's
 * `entered` counts the students shown with a result on it, so it always matches the grid.
 */
export async function sectionResults(db: DbOrTx, user: SessionRecord, examId: number, sectionId: number): Promise<SectionResults> {
  const exam = await examOf(db, user, examId);
  const section = await sectionForExam(db, user, sectionId, exam);
  const [papers, sitting] = await Promise.all([
    readRows(
      db,
      paperRow,
      sql`select es.id::int as exam_subject_id, sub.name as subject_name, es.max_marks::float8 as max_marks,
          es.pass_marks::float8 as pass_marks, coalesce(ms.complete, false) as complete
        from exam_subjects es join subjects sub on sub.id = es.subject_id
          left join exam_mark_sheets ms on ms.exam_subject_id = es.id and ms.section_id = ${section.id}
        where es.school_id = ${user.schoolId} and es.exam_id = ${exam.id} and es.class_id = ${section.class_id}
        order by lower(sub.name), es.id`,
    ),
    sittingStudents(db, user.schoolId, section.id, exam),
  ]);
  const results = await resultsOf(
    db,
    user.schoolId,
    papers.map((p) => p.exam_subject_id),
    sitting.map((s) => s.student_id),
  );
  const byStudent = new Map<number, SectionResults['students'][number]['results']>();
  const entered = new Map<number, number>();
  for (const r of results) {
    const row = byStudent.get(r.student_id) ?? {};
    row[String(r.exam_subject_id)] = { state: r.state, marks: r.marks };
    byStudent.set(r.student_id, row);
    entered.set(r.exam_subject_id, (entered.get(r.exam_subject_id) ?? 0) + 1);
  }
  return {
    exam: { id: exam.id, name: exam.name, status: exam.status },
    section,
    subjects: papers.map((p) => ({ ...p, entered: entered.get(p.exam_subject_id) ?? 0 })),
    students: sitting.map((s) => ({ student_id: s.student_id, admission_no: s.admission_no, fullname: s.fullname, results: byStudent.get(s.student_id) ?? {} })),
  };
}
