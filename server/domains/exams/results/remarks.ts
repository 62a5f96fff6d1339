import { inArray, sql } from 'drizzle-orm';
import { cardRemarkRow, type CardRemark, type CardRemarksInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { bulkInsert } from '../../../lib/bulk-insert';
import { unprocessable } from '../../../lib/errors';
import { sittingStudents, type ExamRow, type ExamSectionRow } from '../scope';

/**
 * The class teacher's remark on each report card of a section (issue 16). Remarks are not
 * marks: they may be written while the exam is open and after it closes, before the cards are
 * issued. A save is idempotent by content, like a mark sheet; a blank remark removes one.
 */
interface Place {
  exam: ExamRow;
  section: ExamSectionRow;
}

async function remarksOf(db: DbOrTx, schoolId: number, examId: number, studentIds: number[]): Promise<Map<number, string>> {
  if (!studentIds.length) return new Map();
  const rows = await readRows(
    db,
    cardRemarkRow,
    sql`select student_id::int, remark from exam_card_remarks
      where school_id = ${schoolId} and exam_id = ${examId} and ${inArray(sql`student_id`, studentIds)}`,
  );
  return new Map(rows.map((r) => [r.student_id, r.remark]));
}

/** The remarks given to the students who sat the exam in the section, in the section's name order. */
export async function sectionRemarks(db: DbOrTx, schoolId: number, { exam, section }: Place): Promise<CardRemark[]> {
  const sitting = await sittingStudents(db, schoolId, section.id, exam);
  const remarks = await remarksOf(
    db,
    schoolId,
    exam.id,
    sitting.map((s) => s.student_id),
  );
  return sitting.flatMap((s) => {
    const remark = remarks.get(s.student_id);
    return remark === undefined ? [] : [{ student_id: s.student_id, remark }];
  });
}

/** Saves the remarks sent (a student left out keeps theirs); answers how many were added, changed or removed. */
export async function saveRemarks(db: DbOrTx, actor: Actor, { exam, section }: Place, input: CardRemarksInput): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exam_card_remarks'), hashtext(${`${exam.id}:${section.id}`}))`);
    const sitting = new Set((await sittingStudents(tx, actor.schoolId, section.id, exam)).map((s) => s.student_id));
    const stranger = input.remarks.findIndex((r) => !sitting.has(r.student_id));
    if (stranger >= 0) throw unprocessable(`remarks.${stranger}.student_id`, 'This student did not sit the exam in this section.');

    const now = await remarksOf(
      tx,
      actor.schoolId,
      exam.id,
      input.remarks.map((r) => r.student_id),
    );
    const changes = input.remarks.filter((r) => (r.remark ?? null) !== (now.get(r.student_id) ?? null));
    if (!changes.length) return 0;
    const removed = changes.filter((r) => r.remark == null).map((r) => r.student_id);
    const written = changes.filter((r): r is { student_id: number; remark: string } => r.remark != null);
    if (removed.length) {
      await tx.execute(sql`delete from exam_card_remarks where school_id = ${actor.schoolId} and exam_id = ${exam.id} and ${inArray(sql`student_id`, removed)}`);
    }
    if (written.length) {
      await bulkInsert(
        tx,
        'exam_card_remarks',
        { school_id: 'bigint', exam_id: 'bigint', student_id: 'bigint', remark: 'text', updated_by: 'bigint' },
        written.map((r) => ({ school_id: actor.schoolId, exam_id: exam.id, student_id: r.student_id, remark: r.remark, updated_by: actor.id })),
        '',
        '(school_id, exam_id, student_id) do update set remark = excluded.remark, updated_by = excluded.updated_by, updated_at = now()',
      );
    }
    await audit(tx, actor, {
      action: 'update',
      entity: 'exam-card-remarks',
      ids: [exam.id],
      detail: { section_id: section.id, students: changes.map((r) => r.student_id), written: written.length, removed: removed.length },
    });
    return changes.length;
  });
}
