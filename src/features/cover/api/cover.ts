import { coverEndpoints as ep, type CoverInput } from '@contract';
import { coverKeys } from '@/api/cover';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** The day's list changes, and the weeks of whoever gained or lost a cover lesson. */
const stale = (date: string) => [coverKeys.day(date), coverKeys.weeks()];

/** A teacher takes a lesson on a day; a lesson already covered passes to them. */
export function useAssignCover(date: string) {
  return useAction({
    mutationFn: (input: CoverInput) => http.call(ep.assign, { body: input }),
    invalidates: stale(date),
    success: (data) => data.message,
  });
}

/** The lesson is left without cover again. */
export function useRemoveCover(date: string, onDone?: () => void) {
  return useAction({
    mutationFn: (id: number) => http.call(ep.remove, { params: { id } }),
    invalidates: stale(date),
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
