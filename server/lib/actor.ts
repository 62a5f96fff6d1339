import type { SessionRecord } from './session';

/**
 * Who is acting: the signed-in user as read for this request, the request id and the API
 * module the request went through. Services take it whole, so a mutation can stamp its audit
 * row without the route putting the pieces back together.
 */
export interface Actor extends SessionRecord {
  requestId: string;
  module: string;
}

export function toActor(user: SessionRecord, requestId: string, module: string): Actor {
  return { ...user, requestId, module };
}
