import type * as v from 'valibot';
import { roomEndpoints, roomListQuery } from '@contract';
import { pagedList, useSaveRecord } from '@/api/records';
import { ROOM_FIELDS, roomKeys } from '@/api/rooms';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf } from '@/components/data-table/list-state';

export const roomListSearch = searchSchemaOf(roomListQuery);
export type RoomListState = v.InferOutput<typeof roomListSearch>;

/** One page of Settings › Rooms (`classrooms` is the API's path for rooms). Saved for offline. */
export const roomPages = pagedList(roomEndpoints.list, roomKeys.list, ROOM_FIELDS);

/** Section rows show their room's name. */
export const useSaveRoom = (onDone: () => void) => useSaveRecord(roomEndpoints, [roomKeys.all, sectionKeys.all], onDone);
