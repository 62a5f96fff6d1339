import * as v from 'valibot';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, type Page } from '@contract';

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
/** The most rows a screen page renders; exports and prints read 500 at a time. */
const MAX_SCREEN_ROWS: number = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/** What a list shows: its page, page size, search, sort and column filters. Kept in the URL. */
export interface ListState {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters?: Record<string, string>;
}

const num = (min: number, max: number, fallback: number) =>
  v.fallback(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback);

/** For a route's validateSearch: anything odd in the address falls back to a sane default. */
export const listSearchSchema = v.object({
  page: num(1, 1_000_000, DEFAULT_PAGE),
  limit: num(1, MAX_SCREEN_ROWS, DEFAULT_LIMIT),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  order: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  filters: v.fallback(v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(100)))), undefined),
});

/** Query params for the API: filters flattened beside paging, empty and "0" (All) dropped. */
export function toListParams(state: ListState): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {
    page: state.page,
    limit: state.limit,
    search: state.search || undefined,
    sort: state.sort,
    order: state.sort ? (state.order ?? 'asc') : undefined,
  };
  for (const [key, value] of Object.entries(state.filters ?? {})) {
    if (value && value !== '0') params[key] = value;
  }
  return params;
}

/** Every row that matches the current filters, page by page, for CSV and print. */
export async function fetchAllRows<T>(fetchPage: (state: ListState) => Promise<Page<T>>, state: ListState): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage({ ...state, page, limit: MAX_LIMIT });
    rows.push(...result.data);
    if (result.data.length === 0 || rows.length >= result.total) return rows;
  }
}

/** What a DataTable reads from its list query: the page, whether it is loading, and when it
 * was saved if it is being shown offline or after a failed refresh. */
export function tableQueryProps<T>(list: { data: T | undefined; isFetching: boolean; isPaused: boolean; isError: boolean; dataUpdatedAt: number }) {
  return {
    rows: list.data,
    loading: list.isFetching,
    savedAt: list.isPaused || list.isError ? list.dataUpdatedAt : undefined,
  };
}
