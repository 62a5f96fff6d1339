import * as v from 'valibot';
import { pageOf } from './answers';
import { endpoint } from './endpoint';
import { isoDate, noNul } from './fields';
import { intParam, listQuery } from './lists';
import { API } from './paths';

/**
 * The audit trail: one row per mutation, written in the change's own transaction. `module`
 * is the API module the change went through (its mount, e.g. `classrooms`), `entity` the
 * kind of row it touched. Values that hold secrets are never recorded.
 */
export const auditRow = v.object({
  id: v.number(),
  /** UTC, to the second: `2026-03-01T08:15:00Z`. */
  at: v.string(),
  user_id: v.nullable(v.number()),
  username: v.nullable(v.string()),
  fullname: v.nullable(v.string()),
  module: v.string(),
  action: v.string(),
  entity: v.string(),
  entity_ids: v.array(v.number()),
  request_id: v.nullable(v.string()),
});
export type AuditRow = v.InferOutput<typeof auditRow>;

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

/** Admins only; nothing here writes. */
export const auditEndpoints = {
  list: endpoint({ mount: API.audit, method: 'GET', path: '/', query: auditListQuery, output: pageOf(auditRow), paged: true }),
  /** The modules that appear in the school's trail, for the page's filter. */
  modules: endpoint({ mount: API.audit, method: 'GET', path: '/modules', output: v.array(v.string()) }),
};
