import { API, type PeriodInput } from '@contract';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

type Message = { message: string };
export type SavePeriod = { id: number | null; input: PeriodInput };

/** A period's times and days are in every week shown and every clash counted. */
const stale = [timetableKeys.periods(), timetableKeys.weeks(), timetableKeys.clashes()];

/** Add a period (`add-timetable`) or change one (`update-timetable`). */
export function useSavePeriod(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SavePeriod) =>
      id === null ? http.post<Message & { id: number }>(API.timetablePeriods, input) : http.put<Message>(`${API.timetablePeriods}/${id}`, input),
    invalidates: stale,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** Delete a period no lesson uses (the server refuses one that has lessons). */
export function useDeletePeriod(onDone: () => void) {
  return useAction({
    mutationFn: (id: number) => http.delete<Message>(`${API.timetablePeriods}/${id}`),
    invalidates: [...stale, timetableKeys.unavailabilities()],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
