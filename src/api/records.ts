import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { AnyEndpoint, MessageAnswer, Page } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { keepPage } from './rows';

/**
 * What the settings lists (academic years, classes, sections, rooms, subjects, roles, users)
 * do alike: read their table a page at a time, and save a record from their form dialog. Each
 * feature keeps its own names for these, and says which keys a save makes stale.
 */

/** A contract list: GET of its mount, one page of rows. */
type ListEndpoint<Row> = AnyEndpoint & { method: 'GET'; path: '/'; body?: undefined; output: v.GenericSchema<unknown, Page<Row>> };

/**
 * One page of a list's table under its key, the page shown kept while the next loads. With
 * `fields` (from src/api/<area>.ts) the rows are saved for offline holding only those fields;
 * without, the list is never saved.
 */
export function pagedList<Row>(endpoint: ListEndpoint<Row>, keyOf: (state: ListState) => QueryKey, fields?: readonly (keyof Row)[]) {
  const fetchPage = (state: ListState, signal?: AbortSignal): Promise<Page<Row>> => {
    const page = http.call(endpoint, { query: toListParams(state) }, { signal });
    return fields ? page.then((p) => keepPage(p, fields)) : page;
  };
  const options = (state: ListState) =>
    queryOptions({
      queryKey: keyOf(state),
      queryFn: ({ signal }) => fetchPage(state, signal),
      placeholderData: keepPreviousData,
      ...(fields && { meta: { persist: true } }),
    });
  return { fetchPage, options };
}

/** A record's create (POST to the mount) and update (PUT to `/:id`), which take the same input. */
type SaveEndpoint<Path, Input> = AnyEndpoint & { path: Path; body: v.GenericSchema<Input>; output: v.GenericSchema<unknown, MessageAnswer> };
interface SaveEndpoints<Input> {
  create: SaveEndpoint<'/', Input>;
  update: SaveEndpoint<'/:id', Input>;
}

/**
 * Saves a record from its form: an update when it has an id, else a create. Refreshes
 * `invalidates`, toasts the server's message, then `onDone` (the dialog closes).
 */
export function useSaveRecord<Input>(endpoints: SaveEndpoints<Input>, invalidates: readonly QueryKey[], onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      id ? http.call(endpoints.update, { params: { id }, body: input }) : http.call(endpoints.create, { body: input }),
    invalidates,
    success: (data) => data,
    onSuccess: onDone,
  });
}
