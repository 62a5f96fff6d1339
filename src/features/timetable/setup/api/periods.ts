import { timetableEndpoints as ep, type PeriodInput } from '@contract';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export type SavePeriod = { id: number | null; input: PeriodInput };

/** A period's times and days are in every week shown and every clash counted. */
const stale = [timetableKeys.periods(), timetableKeys.weeks(), timetableKeys.clashes()];

/** Add a period (`add-timetable`) or change one (`update-timetable`). */
export function useSavePeriod(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SavePeriod) =>
      id === null ? http.call(ep.createPeriod, { body: input }) : http.call(ep.updatePeriod, { params: { id }, body: input }),
    invalidates: stale,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Delete a period no lesson uses (the server refuses one that has lessons). */
export function useDeletePeriod(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.call(ep.deletePeriod, { params: { id } }),
    invalidates: [...stale, timetableKeys.unavailabilities()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
