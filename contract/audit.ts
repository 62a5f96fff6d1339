import * as v from 'valibot';
import { isoDate, noNul } from './fields';
import { intParam, listQuery } from './lists';

/**
 * The audit trail: one row per mutation, written in the change's own transaction. `module`
 * is the API module the change went through (its mount, e.g. `classrooms`), `entity` the
 * kind of row it touched. Values that hold secrets are never recorded.
 */
export interface AuditRow {
  id: number;
  at: string;
  user_id: number | null;
  username: string | null;
  fullname: string | null;
  module: string;
  action: string;
  entity: string;
  entity_ids: number[];
  request_id: string | null;
}

/** `GET /api/settings/audit`: newest first, filtered by user, module and date (inclusive). */
export const auditListQuery = v.pipe(
  listQuery(['at'], {
    // A trail is read from the latest change back.
    order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc.'), 'desc'),
    user_id: v.optional(intParam('User', 1, Number.MAX_SAFE_INTEGER)),
    module: v.optional(v.pipe(v.string(), noNul('Module'), v.trim(), v.maxLength(60, 'Module cannot be more than 60 characters long.'))),
    start: v.optional(isoDate),
    end: v.optional(isoDate),
  }),
  v.forward(
    v.check((q) => !q.start || !q.end || q.start <= q.end, 'The end date must not be before the start date.'),
    ['end'],
  ),
);
export type AuditListQuery = v.InferOutput<typeof auditListQuery>;
