import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, REPLAYED_HEADER } from '@contract';
import { answer } from './endpoint';
import { HttpError } from './errors';

/** A money mutation's key and what it asked: the route and its validated body. */
export interface IdempotencyClaim {
  key: string;
  request: unknown;
}

const MISSING = `Send an ${IDEMPOTENCY_HEADER} header (8 to 100 letters, digits, dashes or underscores), made once per submission and sent again on a retry.`;

/**
 * The claim of a money mutation: the client's key, and what it asked (the route and the
 * validated body), so a retry is recognised and a different request under the same key is not.
 */
export function idempotencyClaim(c: Context, body: unknown): IdempotencyClaim {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, MISSING, [{ path: IDEMPOTENCY_HEADER, message: MISSING }]);
  return { key, request: { route: c.req.routePath, method: c.req.method, params: c.req.param(), body } };
}

/** A money mutation's answer: 201 the first time; a replay answers the same and says so. */
export function postedAnswer(c: Context, result: { entryId: number; replayed: boolean }, message: string) {
  if (result.replayed) c.header(REPLAYED_HEADER, 'true');
  return c.json({ message, entry_id: result.entryId }, 201);
}

/** The same answer for an endpoint router's handler (its endpoint says 201 and `postedAnswer`'s schema). */
export const posted = (result: { entryId: number; replayed: boolean }, message: string) =>
  answer({ message, entry_id: result.entryId }, result.replayed ? { headers: { [REPLAYED_HEADER]: 'true' } } : {});
