import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { busDriverEndpoints, busEndpoints, busListQuery, type BusInput } from '@contract';
import { busKeys } from '@/api/bus';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const busListSearch = searchSchemaOf(busListQuery);
export type BusListState = v.InferOutput<typeof busListSearch>;

const listKey = (state: ListState) => [...busKeys.buses(), 'list', state] as const;

export const fetchBusesPage = (state: ListState, signal?: AbortSignal) => http.call(busEndpoints.list, { query: toListParams(state) }, { signal });

/** One page of Bus › List, riders counted today. Fetched live: only a riders list is saved (ADR 024). */
export const busesQueryOptions = (state: ListState) =>
  queryOptions({ queryKey: listKey(state), queryFn: ({ signal }) => fetchBusesPage(state, signal), placeholderData: keepPreviousData });
export const busPages = { options: busesQueryOptions, fetchPage: fetchBusesPage };

/** The active employees of type driver, for the bus form; read only while it is open. */
export const busDriversQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: busKeys.drivers(),
    queryFn: ({ signal }) => http.call(busDriverEndpoints.list, {}, { signal }),
    enabled,
  });

/** Add (`POST /bus`) or edit (`PUT /bus/{id}`, with the row's version). */
export function useSaveBus(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: BusInput }) =>
      id === null ? http.call(busEndpoints.create, { body: input }) : http.call(busEndpoints.update, { params: { id }, body: input }),
    // A bus shows in assignments, billing, the report and its riders list: all under busKeys.all.
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
