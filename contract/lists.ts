import * as v from 'valibot';
import { isoDate, noNul } from './fields';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;

/**
 * A whole number that may arrive as a query-string digit run. The bounds never pass the safe
 * integers, so an oversized value is a 400 here rather than a bigint overflow in the query.
 */
export const intParam = (label: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/, `${label} must be a whole number.`), v.transform(Number))], `${label} must be a whole number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(Math.min(max, Number.MAX_SAFE_INTEGER), `${label} must be at most ${Math.min(max, Number.MAX_SAFE_INTEGER)}.`),
  );

/** Paging, sorting and search shared by every list endpoint; `sortable` whitelists columns. */
export function listQuery<const S extends readonly [string, ...string[]], E extends v.ObjectEntries = Record<never, never>>(
  sortable: S,
  extra?: E,
) {
  return v.object({
    page: v.optional(intParam('Page', 1, 1_000_000), DEFAULT_PAGE),
    limit: v.optional(intParam('Items per page', 1, MAX_LIMIT), DEFAULT_LIMIT),
    search: v.optional(v.pipe(v.string(), noNul('Search'), v.trim(), v.maxLength(100, 'Search cannot be more than 100 characters long.'))),
    sort: v.optional(v.picklist(sortable, `Sort by one of: ${sortable.join(', ')}.`)),
    order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc.'), 'asc'),
    ...(extra ?? ({} as E)),
  });
}

/** A page of a list; `pageOf(row)` (answers.ts) is its schema. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** The `/date` lists: rows created between two dates, inclusive. */
export const dateRangeQuery = v.pipe(
  v.object({
    start: isoDate,
    end: isoDate,
  }),
  v.forward(
    v.check((r) => r.start <= r.end, 'The end date must not be before the start date.'),
    ['end'],
  ),
);
