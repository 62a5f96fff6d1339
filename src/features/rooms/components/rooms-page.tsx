import { useQuery } from '@tanstack/react-query';
import type { Profile, Room } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState, tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
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
  const canAdd = can(user, 'add-room');
  const canEdit = can(user, 'update-room');

  const columns: Column<Room>[] = [
    { id: 'name', header: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.name}</span>, text: (r) => r.name },
    { id: 'capacity', header: 'Capacity', sort: 'capacity', align: 'right', cell: (r) => r.capacity },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (r) => (
        <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-room')} onClick={() => editor.openEdit(r)}>
          Edit<span className="sr-only"> {r.name}</span>
        </Button>
      ),
      text: () => null,
    },
  ];

  return (
    <>
      <DataTable
        title="Rooms"
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(r) => r.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchRoomsPage(s)}
        emptyMessage="No rooms yet. Add the first one."
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-room')} onClick={editor.openNew}>
            Add room
          </Button>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add room' : 'Edit room'}>
        {editor.isOpen ? (
          <RoomForm
            initial={editor.editing}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </>
  );
}
