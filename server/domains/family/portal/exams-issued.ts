import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CARD_TREATMENT, familyCardSummaryRow, issuedCardRow, type IssuedCard } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { FamilyViewer } from '../../../lib/family-session';

/**
 * The child's issued report cards (ADR 027 snapshots) as a family reads them: the latest version
 * per exam, of a Closed exam only (a card issued while marks are still being entered is a draft
 * to the family), in the child's school.
 */

const stamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const visible = (viewer: FamilyViewer, studentId: number) => sql`rc.school_id = ${viewer.schoolId} and rc.student_id = ${studentId} and ex.status = 'Closed'
  and not exists (select 1 from report_cards later
    where later.school_id = rc.school_id and later.exam_id = rc.exam_id and later.student_id = rc.student_id and later.version > rc.version)`;

const from = sql`report_cards rc join exams ex on ex.id = rc.exam_id and ex.school_id = rc.school_id`;

/** The child's latest card per closed exam, newest exam first. */
export async function childCards(db: DbOrTx, viewer: FamilyViewer, studentId: number) {
  return readRows(
    db,
    familyCardSummaryRow,
    sql`select rc.id::int, rc.exam_id::int, ex.name as exam_name, rc.version::int, ${stamp('rc.issued_at')} as issued_at
      from ${from} where ${visible(viewer, studentId)}
      order by ex.end_date desc, ex.id desc`,
  );
}

const storedCardRow = v.omit(issuedCardRow, ['treatment']);

/** One of those cards as it was frozen; any other id (another child's, school's, an older version) is 404. */
export async function issuedChildCard(db: DbOrTx, viewer: FamilyViewer, studentId: number, cardId: number): Promise<IssuedCard> {
  const [row] = await readRows(
    db,
    storedCardRow,
    sql`select rc.id::int, rc.student_id::int, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname, rc.version::int,
        ${stamp('rc.issued_at')} as issued_at, u.fullname as issued_by_name, true as latest,
        rc.exam_id::int, rc.section_id::int, rc.card, rc.grading
      from ${from}
      join students s on s.id = rc.student_id and s.school_id = rc.school_id
      join users u on u.id = rc.issued_by
      where rc.id = ${cardId} and ${visible(viewer, studentId)}`,
  );
  if (!row) throw notFound('Report card');
  return { ...row, treatment: CARD_TREATMENT };
}
