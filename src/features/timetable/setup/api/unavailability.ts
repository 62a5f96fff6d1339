import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints as ep, type Unavailability, type UnavailabilityInput } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

const FIELDS = fieldsOf<Unavailability>()({ id: true, teacher_id: true, room_id: true, weekday: true, period_id: true, reason: true });
const keep = (rows: Unavailability[]) => rows.map((u) => keepFields(u, FIELDS));

export type Who = { teacher_id: number } | { room_id: number };

/** One teacher's or one room's unavailable periods: the availability editor. */
export const unavailabilityQueryOptions = (who: Who) =>
  queryOptions({
    queryKey: timetableKeys.unavailability(who),
    queryFn: ({ signal }) => http.call(ep.unavailability, { query: who }, { signal }).then(keep),
  });

/** Every teacher's and room's unavailable periods: the builder marks clashes with them live. */
export const everyUnavailabilityQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.unavailabilities(),
    queryFn: ({ signal }) => http.call(ep.unavailability, {}, { signal }).then(keep),
  });

/** The clash report counts unavailability too. */
const stale = [timetableKeys.unavailabilities(), timetableKeys.clashes()];

/** Mark a period unavailable. Quiet on success: the toggle itself shows it. */
export function useMarkUnavailable() {
  return useAction({ mutationFn: (input: UnavailabilityInput) => http.call(ep.markUnavailable, { body: input }), invalidates: stale });
}

/** Make a period available again. */
export function useMarkAvailable() {
  return useAction({ mutationFn: (id: number) => http.call(ep.deleteUnavailability, { params: { id } }), invalidates: stale });
}
