import type { ExamSubjectsBulkInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { examSubjects } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { unprocessableAll } from '../../../lib/errors';
import { guardUnique } from '../../../lib/rows';
import { paperClass, paperExam, paperIssues, refuseDuplicates } from './paper-rules';
import { paperUnique } from './papers.service';

const row = (i: number) => `subjects.${i}.`;

/** A class's papers set at once: every line passes or nothing is written, each refusal at its line. */
export async function addClassPapers(db: DbOrTx, actor: Actor, input: ExamSubjectsBulkInput): Promise<number[]> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const exam = await paperExam(tx, actor.schoolId, input.exam_id);
        const cls = await paperClass(tx, actor, input.class_id);
        const issues = await paperIssues(tx, actor.schoolId, exam, cls, input.subjects, row);
        if (issues.length) throw unprocessableAll(issues);
        await refuseDuplicates(tx, exam, cls, input.subjects.map((s) => s.subject_id), row);
        const rows = await tx
          .insert(examSubjects)
          .values(
            input.subjects.map((s) => ({
              schoolId: actor.schoolId,
              examId: exam.id,
              classId: cls.id,
              subjectId: s.subject_id,
              maxMarks: s.max_marks,
              passMarks: s.pass_marks,
              date: s.date,
              gradingSystemId: s.grading_system_id,
            })),
          )
          .returning({ id: examSubjects.id });
        const ids = rows.map((r) => r.id);
        await audit(tx, actor, { action: 'create', entity: 'exam-subject', ids, detail: { exam_id: exam.id, class_id: cls.id, subjects: ids.length } });
        return ids;
      }),
    paperUnique,
  );
}
