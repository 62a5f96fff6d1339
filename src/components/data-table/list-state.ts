import * as v from 'valibot';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, type Page } from '@contract';
import { HttpError } from '@/lib/http-error';

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
/** The most rows a screen page renders; exports and prints read 500 at a time. */
const MAX_SCREEN_ROWS: number = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/**
 * What every list shows: its page, page size, search and sort. A list's own filters sit beside
 * these as flat keys (`class_id`, `status`), named and typed by its contract list query; the
 * whole state is the address's search (`?class_id=3&status=Active`).
 */
export interface ListState {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The keys every list has; any other key of a list state is one of its filters. */
export const LIST_KEYS = ['page', 'limit', 'search', 'sort', 'order'] as const;
const isListKey = (key: string) => (LIST_KEYS as readonly string[]).includes(key);

const num = (min: number, max: number, fallback: number) =>
  v.fallback(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback);

/** The router reads `?search=12` as the number 12: text keys take digits as text. */
const text = (max: number) => v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(max));

/** A list with no filters of its own: paging, search and sort, odd values falling back. */
export const listSearchSchema = v.object({
  page: num(1, 1_000_000, DEFAULT_PAGE),
  limit: num(1, MAX_SCREEN_ROWS, DEFAULT_LIMIT),
  search: v.fallback(v.optional(text(100)), undefined),
  sort: v.fallback(v.optional(text(40)), undefined),
  order: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});

type ListKey = (typeof LIST_KEYS)[number];
type Defined<T> = Exclude<T, undefined>;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * The flat state of a list whose contract query has entries E: paging and search, its sort
 * columns, and each of its filters as an optional key of the contract's type.
 */
export type SearchOf<E extends v.ObjectEntries> = Flat<
  Omit<ListState, 'sort'> & { sort?: 'sort' extends keyof E ? Defined<v.InferOutput<E['sort']>> : string } & {
    [K in Exclude<keyof E, ListKey>]?: Defined<v.InferOutput<E[K]>>;
  }
>;

type ObjectQuery<E extends v.ObjectEntries> = v.ObjectSchema<E, v.ErrorMessage<v.ObjectIssue> | undefined>;
/** A contract list query: `listQuery(...)`, or that object piped through cross-field checks. */
type ContractListQuery<E extends v.ObjectEntries> =
  | ObjectQuery<E>
  | v.SchemaWithPipe<readonly [ObjectQuery<E>, ...v.PipeItem<v.InferOutput<ObjectQuery<E>>, v.InferOutput<ObjectQuery<E>>, v.BaseIssue<unknown>>[]]>;

/** A contract entry made lenient for the address: a bad value becomes "not set". */
function lenient(schema: v.GenericSchema): v.GenericSchema {
  // The router reads digits as numbers; a text filter (a house called "12") must still match.
  const fromNumber = v.pipe(v.number(), v.transform(String), schema as v.GenericSchema<string>);
  return v.fallback(v.optional(v.union([schema, fromNumber])), undefined);
}

/**
 * A list route's validateSearch, from its contract list query: the same flat keys the API
 * takes, each value checked by the contract's own schema. The address is typed by hand, so a
 * bad value falls back to its default instead of failing the page, and a key the query does
 * not know (a misspelt filter) is dropped from the state and reported, never carried along.
 */
export function searchSchemaOf<E extends v.ObjectEntries>(query: ContractListQuery<E>, report: (keys: string[]) => void = warnDropped) {
  // A piped query (`v.pipe(listQuery(...), v.forward(...))`) is read for its entries; its
  // cross-field checks stay on the server, which answers a bad combination with its message.
  const contract = 'pipe' in query ? query.pipe[0] : query;
  const entries: v.ObjectEntries = { ...listSearchSchema.entries };
  for (const [key, schema] of Object.entries(contract.entries)) {
    if (key === 'sort') entries.sort = v.fallback(v.optional(schema), undefined);
    else if (!isListKey(key)) entries[key] = lenient(schema);
  }
  const known = v.object(entries);
  return v.pipe(
    // What may be written to the address: any sort text (an unknown one falls back), typed filters.
    v.custom<Partial<Omit<SearchOf<E>, 'sort'>> & { sort?: string }>((raw) => typeof raw === 'object' && raw !== null, 'The search must be an object.'),
    v.transform((raw): SearchOf<E> => {
      const unknown = Object.keys(raw).filter((key) => !(key in entries));
      if (unknown.length) report(unknown);
      // Every entry falls back, so this never throws; keys the query does not know are left out.
      return v.parse(known, raw) as SearchOf<E>;
    }),
  );
}

function warnDropped(keys: string[]): void {
  console.warn(`This list has no filter named ${keys.join(', ')}; it was left out of the search.`);
}

/** The list's filters: every key beside paging, search and sort that holds a value ("0" is All). */
export function activeFilters(state: ListState): [string, string][] {
  return Object.entries(state)
    .filter(([key, value]) => !isListKey(key) && value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value)])
    .filter(([, value]) => value !== '' && value !== '0');
}

/** The state with every filter cleared, back on page 1. */
export function withoutFilters<S extends ListState>(state: S): S {
  return { page: 1, limit: state.limit, search: state.search, sort: state.sort, order: state.order } as S;
}

/** Query params for the API: the state itself, empty values and "0" (All) left out. */
export function toListParams(state: ListState): Record<string, string | number | undefined> {
  return {
    page: state.page,
    limit: state.limit,
    search: state.search || undefined,
    sort: state.sort,
    order: state.sort ? (state.order ?? 'asc') : undefined,
    ...Object.fromEntries(activeFilters(state)),
  };
}

/** Every row that matches the current filters, page by page, for CSV and print. */
export async function fetchAllRows<T, S extends ListState>(fetchPage: (state: S) => Promise<Page<T>>, state: S): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage({ ...state, page, limit: MAX_LIMIT });
    rows.push(...result.data);
    if (result.data.length === 0 || rows.length >= result.total) return rows;
  }
}

/** A list's query as a DataTable reads it (a `useQuery` result of a page). */
export type ListQuery<T> = Parameters<typeof tableQueryProps<Page<T>>>[0];

/** What a DataTable reads from its list query: the page, whether it is loading, when it was
 * saved if it is shown offline or after a failed refresh, and whether it needs a connection. */
export function tableQueryProps<T>(list: { data: T | undefined; error: unknown; isFetching: boolean; isPaused: boolean; isError: boolean; dataUpdatedAt: number }) {
  return {
    rows: list.data,
    loading: list.isFetching,
    savedAt: list.isPaused || list.isError ? list.dataUpdatedAt : undefined,
    needsConnection: list.data === undefined && (list.isPaused || (list.error instanceof HttpError && list.error.isNetwork)),
  };
}
