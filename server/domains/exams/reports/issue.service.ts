import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CARD_TREATMENT, gradingScaleRow, issuedCardRow, issuedCardSummaryRow, reportCardRow, type IssueCardsInput, type IssuedCard, type IssuedCardSummary } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { bulkInsert } from '../../../lib/bulk-insert';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessableAll } from '../../../lib/errors';
import { examOf, sectionForExam } from '../scope';
import { canonicalJson } from './report-cards';
import type { SessionRecord } from '../../../lib/session';
import { sectionCards } from './cards.load';

/**
 * Issued report cards (ADR 027): a frozen snapshot of the card and the grading systems it was
 * graded with. Issuing stores a new version only for a card that differs from its latest issued
 * one, so issuing twice changes nothing and a correction makes a version beside the old one.
 */

export const cardsIssuedMessage = (issued: number, unchanged: number) =>
  issued
    ? `${issued} report card${issued === 1 ? '' : 's'} issued${unchanged ? `; ${unchanged} unchanged since last issued` : ''}`
    : 'Nothing to issue: every card is as it was last issued';

const stamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The latest issued version of a student's card, to tell whether issuing again changes anything. */
const latestCardRow = v.object({ student_id: v.number(), version: v.number(), card: reportCardRow, grading: v.array(gradingScaleRow) });
/** An issued card as stored: the answer but for the printed treatment, which is the same for every card. */
const storedCardRow = v.omit(issuedCardRow, ['treatment']);

export async function issueCards(db: DbOrTx, actor: Actor, input: IssueCardsInput) {
  const exam = await examOf(db, actor, input.exam_id);
  const section = await sectionForExam(db, actor, input.section_id, exam);
  return db.transaction(async (tx) => {
    // Issues of one section wait for each other, so two taps never make two versions.
    await tx.execute(sql`select id from sections where id = ${section.id} and school_id = ${actor.schoolId} for update`);
    const { answer } = await sectionCards(tx, actor.schoolId, exam, section);
    const byStudent = new Map(answer.cards.map((c) => [c.student.id, c]));
    const wanted = input.student_ids ?? answer.cards.map((c) => c.student.id);
    const strangers = (input.student_ids ?? []).flatMap((id, i) => (byStudent.has(id) ? [] : [{ path: `student_ids.${i}`, message: 'This student did not sit the exam in this section.' }]));
    if (strangers.length) throw unprocessableAll(strangers);

    const latest = wanted.length
      ? await readRows(
          tx,
          latestCardRow,
          sql`select distinct on (student_id) student_id::int, version::int, card, grading from report_cards
            where school_id = ${actor.schoolId} and exam_id = ${exam.id} and ${inArray(sql`student_id`, wanted)}
            order by student_id, version desc`,
        )
      : [];
    const last = new Map(latest.map((r) => [r.student_id, r]));
    const grading = canonicalJson(answer.grading);
    const fresh = [...new Set(wanted)].flatMap((id) => {
      const card = byStudent.get(id)!;
      const before = last.get(id);
      const same = before && canonicalJson(before.card) === canonicalJson(card) && canonicalJson(before.grading) === grading;
      return same ? [] : [{ student_id: id, version: (before?.version ?? 0) + 1, card }];
    });
    const unchanged = new Set(wanted).size - fresh.length;
    if (!fresh.length) return { issued: 0, unchanged, ids: [] as number[] };

    const inserted = await bulkInsert<{ id: number }>(
      tx,
      'report_cards',
      { school_id: 'bigint', exam_id: 'bigint', section_id: 'bigint', student_id: 'bigint', version: 'int', card: 'jsonb', grading: 'jsonb', issued_by: 'bigint' },
      fresh.map((f) => ({ school_id: actor.schoolId, exam_id: exam.id, section_id: section.id, ...f, grading: answer.grading, issued_by: actor.id })),
      'id::int',
    );
    const ids = inserted.map((r) => r.id);
    await audit(tx, actor, {
      action: 'issue',
      entity: 'report-card',
      ids,
      detail: { exam_id: exam.id, section_id: section.id, issued: ids.length, unchanged, students: fresh.map((f) => [f.student_id, f.version]) },
    });
    return { issued: ids.length, unchanged, ids };
  });
}

const summaryColumns = sql`rc.id::int, rc.student_id::int, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname, rc.version::int,
  ${stamp('rc.issued_at')} as issued_at, u.fullname as issued_by_name,
  not exists (select 1 from report_cards later where later.exam_id = rc.exam_id and later.student_id = rc.student_id and later.version > rc.version) as latest`;
const summaryFrom = sql`report_cards rc join students s on s.id = rc.student_id join users u on u.id = rc.issued_by`;

/** The section's issued cards: each student's versions, newest first. */
export async function issuedCards(db: DbOrTx, user: SessionRecord, q: { examId: number; sectionId: number }): Promise<IssuedCardSummary[]> {
  const exam = await examOf(db, user, q.examId);
  const section = await sectionForExam(db, user, q.sectionId, exam);
  return readRows(
    db,
    issuedCardSummaryRow,
    sql`select ${summaryColumns} from ${summaryFrom}
      where rc.school_id = ${user.schoolId} and rc.exam_id = ${exam.id} and rc.section_id = ${section.id}
      order by s.first_name, s.last_name, rc.student_id, rc.version desc`,
  );
}

/** One issued card as it was frozen; 404 for another school's or a section outside the user's classes. */
export async function issuedCard(db: DbOrTx, user: SessionRecord, id: number): Promise<IssuedCard> {
  const [row] = await readRows(
    db,
    storedCardRow,
    sql`select ${summaryColumns}, rc.exam_id::int, rc.section_id::int, rc.card, rc.grading from ${summaryFrom}
      where rc.id = ${id} and rc.school_id = ${user.schoolId}`,
  );
  if (!row) throw notFound('Report card');
  const exam = await examOf(db, user, row.exam_id);
  await sectionForExam(db, user, row.section_id, exam).catch(() => {
    throw notFound('Report card');
  });
  return { ...row, treatment: CARD_TREATMENT };
}
