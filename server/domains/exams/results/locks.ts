import { MARKS_LOCKED_MESSAGE } from '@contract';
import { HttpError } from '../../../lib/errors';
import { sqlStateOf } from '../../../lib/log-error';

/**
 * The database's own refusal to write marks of a Closed exam (SQLSTATE SD423, migration 0017),
 * as the 409 the save answers when it sees the exam closed itself. The save checks first and
 * holds the exam meanwhile, so this is the backstop for any path that did not.
 */
export function marksLockedByDatabase(err: unknown): HttpError | null {
  return sqlStateOf(err) === 'SD423' ? new HttpError(409, MARKS_LOCKED_MESSAGE, undefined, { code: 'locked' }) : null;
}
