import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';

/** What a mutation did: never values that hold secrets (passwords, hashes, tokens). */
export interface Change {
  action: string;
  entity: string;
  ids: number[];
  detail?: Record<string, unknown>;
}

/** One audit row for `actor`'s change, written in the same transaction as the change. */
export async function audit(db: DbOrTx, actor: Actor, change: Change): Promise<void> {
  await db.insert(auditLog).values({
    schoolId: actor.schoolId,
    userId: actor.id,
    module: actor.module,
    action: change.action,
    entity: change.entity,
    entityIds: change.ids,
    detail: change.detail,
    requestId: actor.requestId,
  });
}

/** A change nobody signed in made (a school created from the command line or at first run). */
export async function auditSystem(db: DbOrTx, schoolId: number, module: string, change: Change): Promise<void> {
  await db.insert(auditLog).values({
    schoolId,
    userId: null,
    module,
    action: change.action,
    entity: change.entity,
    entityIds: change.ids,
    detail: change.detail,
  });
}

/** A parent's or pupil's own change (their password, a sign-out): no staff user, the family named in the detail. */
export async function auditFamily(
  db: DbOrTx,
  who: { kind: 'parent' | 'pupil'; id: number; schoolId: number },
  requestId: string,
  change: Pick<Change, 'action' | 'detail'>,
): Promise<void> {
  await db.insert(auditLog).values({
    schoolId: who.schoolId,
    userId: null,
    module: 'family',
    action: change.action,
    entity: who.kind === 'parent' ? 'parent' : 'student',
    entityIds: [who.id],
    detail: { ...change.detail, by: who.kind },
    requestId,
  });
}
