import type { Assignment } from '@contract';
import type { DbOrTx } from '../../db/client';
import type { SessionRecord } from '../../lib/session';
import { listAssignments } from './fleet/assignment-reads';

/** The student's bus assignment in force on the day (today unless named), with its bus, category and zone; null when none. */
export async function assignmentInForce(db: DbOrTx, user: SessionRecord, studentId: number, date?: string): Promise<Assignment | null> {
  const page = await listAssignments(db, user, { page: 1, limit: 1, order: 'asc', student_id: studentId, date });
  return page.data[0] ?? null;
}
