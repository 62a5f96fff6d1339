import { queryOptions } from '@tanstack/react-query';
import { busFeeCategoryEndpoints, busZoneEndpoints, type FeeCategoryInput, type ZoneInput } from '@contract';
import { busKeys } from '@/api/bus';
import { EVERY_ROW } from '@/api/rows';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true });

/** Bus › Bus Fee's zones, by name: a school has a handful, every one in one read. Fetched live (ADR 024). */
export const busZonesQueryOptions = () =>
  queryOptions({
    queryKey: busKeys.zones(),
    queryFn: ({ signal }) => http.call(busZoneEndpoints.list, { query: EVERY_ROW }, { signal }).then((rows) => rows.sort(byName)),
  });

/** The fee categories, by zone then name, so a zone's ways of riding sit together. */
export const busFeeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: busKeys.categories(),
    queryFn: ({ signal }) =>
      http
        .call(busFeeCategoryEndpoints.list, { query: EVERY_ROW }, { signal })
        .then((rows) => rows.sort((a, b) => a.zone_name.localeCompare(b.zone_name, undefined, { numeric: true }) || byName(a, b))),
  });

export type Save<T> = { id: number | null; input: T };

/**
 * Add or edit a zone. A zone's fee is the rate of its categories that have none of their own,
 * so the categories are read again too (both sit under busKeys.all, with assignments and billing).
 */
export function useSaveZone(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: Save<ZoneInput>) =>
      id === null ? http.call(busZoneEndpoints.create, { body: input }) : http.call(busZoneEndpoints.update, { params: { id }, body: input }),
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Add or edit a fee category (`fee-categories`); months already billed keep their entries. */
export function useSaveFeeCategory(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: Save<FeeCategoryInput>) =>
      id === null ? http.call(busFeeCategoryEndpoints.create, { body: input }) : http.call(busFeeCategoryEndpoints.update, { params: { id }, body: input }),
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
