import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints as ep, type GenerationInput, type GenerationState } from '@contract';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { PLACEMENT_STALE } from './entries';

/** Still working: the run is asked again until it is done or failed. */
export const isWorking = (status: GenerationState | undefined) => status === 'queued' || status === 'running';

/** How often a running generator is asked how far it is. */
export const POLL_MS = 1000;

/** A generator run: its progress, then its proposal. Asked again every second while it works. */
export const generationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: timetableKeys.generation(id),
    queryFn: ({ signal }) => http.call(ep.generation, { params: { id } }, { signal }),
    refetchInterval: (query) => (isWorking(query.state.data?.status) ? POLL_MS : false),
  });

/** Start a run off the request thread; it writes nothing until accepted. */
export function useStartGeneration(onStarted: (id: number) => void) {
  return useAction({
    mutationFn: (input: GenerationInput) => http.call(ep.generate, { body: input }),
    onSuccess: (data) => onStarted(data.id),
  });
}

/** Accept a proposal: the scope's unlocked lessons are replaced by it, in one go. */
export function useAcceptGeneration() {
  return useAction({
    mutationFn: (id: number) => http.call(ep.accept, { params: { id } }),
    invalidates: (id) => [...PLACEMENT_STALE, timetableKeys.generation(id)],
    success: (data) => data.message,
  });
}

/** Discard a proposal: the week stays as it is. */
export function useDiscardGeneration() {
  return useAction({
    mutationFn: (id: number) => http.call(ep.discard, { params: { id } }),
    invalidates: (id) => [timetableKeys.generation(id)],
    success: (data) => data.message,
  });
}
