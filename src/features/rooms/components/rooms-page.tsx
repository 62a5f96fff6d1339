import { useQuery } from '@tanstack/react-query';
import type { Profile, Room } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { EditorListPage } from '@/components/data-table/editor-list-page';
import type { ListState } from '@/components/data-table/list-state';
import { editColumn } from '@/components/data-table/row-action';
import { useEditor } from '@/components/dialogs/use-editor';
import { can } from '@/lib/can';
import { fetchRoomsPage, roomsQueryOptions, useSaveRoom } from '../api/rooms';
import { RoomForm } from '../forms/room-form';

export interface RoomsPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/** Settings › Rooms: the school's classrooms and how many they seat. */
export function RoomsPage({ user, state, onStateChange }: RoomsPageProps) {
  const list = useQuery(roomsQueryOptions(state));
  const editor = useEditor<Room>(list.data?.data);
  const save = useSaveRoom(editor.close);
  const canEdit = can(user, 'update-room');

  const columns: Column<Room>[] = [
    { id: 'name', header: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.name}</span>, text: (r) => r.name },
    { id: 'capacity', header: 'Capacity', sort: 'capacity', align: 'right', cell: (r) => r.capacity },
    editColumn(editor.openEdit, canEdit, 'update-room', (r) => r.name),
  ];

  return (
    <EditorListPage
      title="Rooms"
      noun="room"
      columns={columns}
      list={list}
      editor={editor}
      state={state}
      onStateChange={onStateChange}
      fetchPage={(s) => fetchRoomsPage(s)}
      emptyMessage="No rooms yet. Add the first one."
      canAdd={can(user, 'add-room')}
      addPrivilege="add-room"
      canEdit={canEdit}
      save={save}
      form={(form) => <RoomForm {...form} />}
    />
  );
}
