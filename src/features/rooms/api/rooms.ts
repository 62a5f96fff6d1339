import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, Room, RoomInput } from '@contract';
import { toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** `rooms` is meant for the persisted allowlist: room lists render offline. */
export const ROOMS_KEY = ['rooms'] as const;

/** `classrooms` is the API's path for rooms. */
export const fetchRoomsPage = (state: ListState, signal?: AbortSignal) =>
  http.list<Page<Room>>('classrooms', toListParams(state), { signal });

export const roomsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [...ROOMS_KEY, 'list', state],
    queryFn: ({ signal }) => fetchRoomsPage(state, signal),
    placeholderData: keepPreviousData,
  });

export function useSaveRoom(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: RoomInput }) =>
      id ? http.put<{ message: string }>(`classrooms/${id}`, input) : http.post<{ message: string }>('classrooms', input),
    // Section rows show their room's name.
    invalidates: [[...ROOMS_KEY], ['sections']],
    success: (data) => data,
    onSuccess: onDone,
  });
}
