import { useQuery } from '@tanstack/react-query';
import type { Room } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { roomPages, useSaveRoom } from '../api/rooms';
import { RoomForm } from '../forms/room-form';

export type RoomsPageProps = ListPageProps;

/** Settings › Rooms: the school's classrooms and how many they seat. */
export function RoomsPage(props: RoomsPageProps) {
  const rooms = useEditorList(useQuery(roomPages.options(props.state)), useSaveRoom, roomPages.fetchPage);

  const columns: Column<Room>[] = [
    nameColumn(),
    { id: 'capacity', header: 'Capacity', sort: 'capacity', align: 'right', cell: (r) => r.capacity },
  ];

  return (
    <EditorListPage
      {...props}
      {...rooms}
      title="Rooms"
      columns={columns}
      record="room"
      rowName={(r) => r.name}
      form={(form) => <RoomForm {...form} />}
    />
  );
}
