import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { roomEndpoints, roomListQuery, type RoomInput } from '@contract';
import { ROOM_FIELDS, roomKeys } from '@/api/rooms';
import { keepPage } from '@/api/rows';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const roomListSearch = searchSchemaOf(roomListQuery);
export type RoomListState = v.InferOutput<typeof roomListSearch>;

/** `classrooms` is the API's path for rooms. */
export const fetchRoomsPage = (state: ListState, signal?: AbortSignal) =>
  http.call(roomEndpoints.list, { query: toListParams(state) }, { signal }).then((p) => keepPage(p, ROOM_FIELDS));

/** One page of Settings › Rooms. Saved for offline. */
export const roomsQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: roomKeys.list(state),
    queryFn: ({ signal }) => fetchRoomsPage(state, signal),
    placeholderData: keepPreviousData,
    meta: { persist: true },
  });

export function useSaveRoom(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number | null; input: RoomInput }) =>
      id ? http.call(roomEndpoints.update, { params: { id }, body: input }) : http.call(roomEndpoints.create, { body: input }),
    // Section rows show their room's name.
    invalidates: [roomKeys.all, sectionKeys.all],
    success: (data) => data,
    onSuccess: onDone,
  });
}
