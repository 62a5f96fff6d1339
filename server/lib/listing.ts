import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page } from '@contract';
import { notFound } from './errors';
import { selectCounted } from '../db/select-rows';

/** The full row count beside each row, so one query answers a page and its total. */
export const totalRows = sql<number>`count(*) over()`.mapWith(Number);

export interface ListArgs {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order: 'asc' | 'desc';
}

export const offsetOf = (args: ListArgs) => (args.page - 1) * args.limit;

/** ORDER BY the whitelisted column, then by id so pages never shuffle between requests. */
export function orderOf(args: ListArgs, columns: Record<string, AnyColumn | SQL>, fallback: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const column = (args.sort && columns[args.sort]) || fallback;
  return [args.order === 'desc' ? desc(column) : asc(column), asc(id)];
}

/** Case-insensitive "contains" over several columns, with LIKE wildcards in the input escaped. */
export function searchOf(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

export function allOf(...parts: (SQL | undefined)[]): SQL | undefined {
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export function toPage<T extends { total: number }>(rows: T[], args: ListArgs): Page<Omit<T, 'total'>> {
  const total = rows[0]?.total ?? 0;
  return { data: rows.map(({ total: _t, ...row }) => row), total, page: args.page, limit: args.limit };
}

type PageQuery<T> = PromiseLike<T[]> & { prepare(name?: string): unknown };

/** One page of a list whose select carries the list's total on each row (`totalRows` or a count subquery). */
export async function selectPage<T extends { total: number }>(query: PageQuery<T>, args: ListArgs): Promise<Page<Omit<T, 'total'>>> {
  const { rows, total } = await selectCounted(query);
  return { data: rows, total: total ?? 0, page: args.page, limit: args.limit };
}

/** One page of a list query that selects `totalRows`: LIMIT and OFFSET from the args, the total beside the rows. */
export async function readPage<T extends { total: number }>(query: { limit(n: number): { offset(n: number): PageQuery<T> } }, args: ListArgs): Promise<Page<Omit<T, 'total'>>> {
  return selectPage(query.limit(args.limit).offset(offsetOf(args)), args);
}

/** The one row a list's own select found by id, without its `total`; a 404 naming `what` when none. */
export function foundRow<T extends { total: number }>(rows: T[], what: string): Omit<T, 'total'> {
  const [found] = rows;
  if (!found) throw notFound(what);
  const { total: _total, ...row } = found;
  return row;
}

/** Rows created within [start, end] in the school's calendar, for the `/date` lists. */
export function createdBetween(column: AnyColumn, start: string, end: string): SQL {
  return sql`${column} >= ${start}::date and ${column} < (${end}::date + 1)`;
}
