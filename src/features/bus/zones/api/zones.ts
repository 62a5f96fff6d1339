import { queryOptions } from '@tanstack/react-query';
import { API, type FeeCategory, type FeeCategoryInput, type Page, type Zone, type ZoneInput } from '@contract';
import { busKeys } from '@/api/bus';
import { EVERY_ROW } from '@/api/rows';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** A school has a handful of zones and categories: every row in one read, as a plain list or the first page. */
const everyRow = <T>(body: T[] | Page<T>): T[] => (Array.isArray(body) ? body : body.data);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true });

/** Bus › Bus Fee's zones, by name. Fetched live (ADR 024). */
export const busZonesQueryOptions = () =>
  queryOptions({
    queryKey: busKeys.zones(),
    queryFn: ({ signal }) => http.get<Zone[] | Page<Zone>>(API.busZones, EVERY_ROW, { signal }).then((body) => everyRow(body).sort(byName)),
  });

/** The fee categories, by zone then name, so a zone's ways of riding sit together. */
export const busFeeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: busKeys.categories(),
    queryFn: ({ signal }) =>
      http
        .get<FeeCategory[] | Page<FeeCategory>>(API.busFeeCategories, EVERY_ROW, { signal })
        .then((body) => everyRow(body).sort((a, b) => a.zone_name.localeCompare(b.zone_name, undefined, { numeric: true }) || byName(a, b))),
  });

export type Save<T> = { id: number | null; input: T };

const save = <T>(path: typeof API.busZones | typeof API.busFeeCategories) => ({ id, input }: Save<T>) =>
  id === null ? http.post<{ message: string; id: number }>(path, input) : http.put<{ message: string }>([path, id].join('/'), input);

/**
 * Add or edit a zone. A zone's fee is the rate of its categories that have none of their own,
 * so the categories are read again too (both sit under busKeys.all, with assignments and billing).
 */
export function useSaveZone(onDone: () => void) {
  return useAction({ mutationFn: save<ZoneInput>(API.busZones), invalidates: [busKeys.all], success: (data) => data.message, onSuccess: onDone });
}

/** Add or edit a fee category (`fee-categories`); months already billed keep their entries. */
export function useSaveFeeCategory(onDone: () => void) {
  return useAction({ mutationFn: save<FeeCategoryInput>(API.busFeeCategories), invalidates: [busKeys.all], success: (data) => data.message, onSuccess: onDone });
}
