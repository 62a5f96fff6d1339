import { queryOptions } from '@tanstack/react-query';
import { roomEndpoints, type Room } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW, fieldsOf, keepFields } from './rows';

const all = ['rooms'] as const;
export const roomKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  options: () => [...all, 'options'] as const,
};

export const ROOM_FIELDS = fieldsOf<Room>()({ id: true, version: true, name: true, capacity: true, status: true });

/** Every room by name: the section form's room picker. Saved for offline. */
export const roomOptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: roomKeys.options(),
    queryFn: ({ signal }) =>
      http.call(roomEndpoints.list, { query: { ...EVERY_ROW, sort: 'name', order: 'asc' } }, { signal }).then((p) => p.data.map((r) => keepFields(r, ROOM_FIELDS))),
    enabled,
    meta: { persist: true },
  });
