/** The header and cookie names both sides use, spelled once. */

/**
 * Every money mutation carries this header, made by the client once per form submission and
 * sent again on a retry: the same key and body answer with the first result, and a different
 * body under the same key is refused (409).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Set on an answer that repeats an earlier one (same key, or a sheet sent again unchanged). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Double-submit XSRF check: the cookie the API hands out, echoed in the header on mutations. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * On every report's answer (issue 34): the moment its data is from, as an ISO time. Earlier than
 * the answer's own `Date` when the report read a replica that runs behind; the page then says so.
 */
export const DATA_AS_OF_HEADER = 'Data-As-Of';
