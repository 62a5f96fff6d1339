import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EXAM_STATES, type MarkSheetInput, type Result } from '@contract';
import { queryRows, readRows, type DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { bulkInsert } from '../../../lib/bulk-insert';
import { HttpError, notFound, unprocessable } from '../../../lib/errors';
import { marksLockedByDatabase } from './locks';
import { savedSheet, sheetLock, sheetStudents, type SheetPlace } from './sheet-reads';

/**
 * Saving a mark sheet (issue 16). The whole sheet travels in one PUT and is idempotent by
 * content: a save that would change nothing writes nothing and answers 200, so a double tap, a
 * retry or ten concurrent submits never make a second sheet. Saves of one sheet are serialised
 * by a lock on it; the exam and the paper are held for share meanwhile, so the exam cannot close
 * and the maximum cannot change under a save. A different sheet saved since the sender's
 * `base_version` is not overwritten: the caller answers 409 with it, to choose from.
 */
export type SaveOutcome = { kind: 'saved'; changed: number } | { kind: 'conflict' };

type Sent = MarkSheetInput['results'][number];

const sameResult = (sent: Sent, now: Result | null) =>
  !!now && sent.state === now.state && (sent.marks ?? null) === (now.marks ?? null) && (sent.remark ?? null) === (now.remark ?? null);

const heldPaperRow = v.object({ status: v.picklist(EXAM_STATES), max_marks: v.number() });

export async function saveMarkSheet(db: DbOrTx, actor: Actor, place: SheetPlace, input: MarkSheetInput): Promise<SaveOutcome> {
  const { paper, section } = place;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exam_mark_sheets'), hashtext(${`${paper.id}:${section.id}`}))`);
      const [held] = await readRows(
        tx,
        heldPaperRow,
        sql`select ex.status, es.max_marks::float8 as max_marks
          from exam_subjects es join exams ex on ex.id = es.exam_id
          where es.id = ${paper.id} and es.school_id = ${actor.schoolId}
          for share of es, ex`,
      );
      if (!held) throw notFound('Exam subject');
      const lock = sheetLock(held.status);
      if (lock) throw new HttpError(409, lock.reason, undefined, { code: 'locked' });
      const over = input.results.findIndex((r) => r.marks != null && r.marks > held.max_marks);
      if (over >= 0) throw unprocessable(`results.${over}.marks`, `Marks cannot be more than the paper's maximum, ${held.max_marks}.`);

      const students = await sheetStudents(tx, actor.schoolId, place);
      const now = new Map(students.map((s) => [s.student_id, s.result]));
      const stranger = input.results.findIndex((r) => !now.has(r.student_id));
      if (stranger >= 0) throw unprocessable(`results.${stranger}.student_id`, 'This student did not sit the exam in this section.');

      const sheet = await savedSheet(tx, actor.schoolId, paper.id, section.id);
      const changes = input.results.filter((r) => !sameResult(r, now.get(r.student_id) ?? null));
      const completeChanged = input.complete !== (sheet?.complete ?? false);
      const changed = changes.length + (completeChanged ? 1 : 0);
      if (!changed) return { kind: 'saved', changed: 0 } as const;
      if (sheet && input.base_version !== sheet.version) return { kind: 'conflict' } as const;

      if (changes.length) await writeResults(tx, actor, place, changes);
      const sheetId = await stampSheet(tx, actor, place, sheet?.id ?? null, input.complete);
      await audit(tx, actor, {
        action: sheet ? 'update' : 'create',
        entity: 'exam-mark-sheet',
        ids: [sheetId],
        detail: { exam_subject_id: paper.id, section_id: section.id, changed, complete: input.complete },
      });
      return { kind: 'saved', changed } as const;
    });
  } catch (err) {
    throw marksLockedByDatabase(err) ?? err;
  }
}

/** The sheet row carries the complete flag and who saved last; its version goes up by trigger on every save. */
async function stampSheet(tx: DbOrTx, actor: Actor, { paper, section }: SheetPlace, sheetId: number | null, complete: boolean): Promise<number> {
  if (sheetId) {
    await tx.execute(sql`update exam_mark_sheets set complete = ${complete}, updated_by = ${actor.id}, updated_at = now() where id = ${sheetId}`);
    return sheetId;
  }
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into exam_mark_sheets (school_id, exam_subject_id, section_id, complete, updated_by)
      values (${actor.schoolId}, ${paper.id}, ${section.id}, ${complete}, ${actor.id}) returning id::int`,
  );
  return row!.id;
}

/** The changed results in one upsert; a result saved from this section is the section's from now on. */
async function writeResults(tx: DbOrTx, actor: Actor, { paper, section }: SheetPlace, changes: Sent[]): Promise<void> {
  const rows = changes.map((r) => ({
    school_id: actor.schoolId,
    exam_subject_id: paper.id,
    student_id: r.student_id,
    section_id: section.id,
    state: r.state,
    marks: r.state === 'marked' ? r.marks : null,
    remark: r.remark ?? null,
    entered_by: actor.id,
  }));
  await bulkInsert(
    tx,
    'exam_results',
    { school_id: 'bigint', exam_subject_id: 'bigint', student_id: 'bigint', section_id: 'bigint', state: 'text', marks: 'numeric', remark: 'text', entered_by: 'bigint' },
    rows,
    '',
    `(school_id, exam_subject_id, student_id) do update set section_id = excluded.section_id, state = excluded.state,
      marks = excluded.marks, remark = excluded.remark, entered_by = excluded.entered_by, entered_at = now()`,
  );
}
