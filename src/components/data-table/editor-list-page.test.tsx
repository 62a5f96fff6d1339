import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, Profile } from '@contract';
import { page, userWith, withClient } from '@/lib/testing';
import { EditorListPage, useEditorList, type EditorFormProps, type SaveRow } from './editor-list-page';
import type { ListState } from './list-state';
import type { Column } from './types';

afterEach(cleanup);

interface Room {
  id: number;
  name: string;
  capacity: number;
}
interface RoomInput {
  name: string;
}

const lab = { id: 3, name: 'Science lab', capacity: 24 };
const hall = { id: 8, name: 'Main hall', capacity: 200 };

/** The server's page of rooms; each test says what it answers. */
const readRooms = vi.fn<(state: ListState) => Promise<Page<Room>>>();

/** The page's save, as a feature's `useAction` gives it: `mutate` sends, `onSaved` runs once the server answers. */
const mutate = vi.fn<SaveRow<RoomInput>['mutate']>();
let saved: () => void = () => undefined;
let savePending = false;
function useSaveRoom(onSaved: () => void): SaveRow<RoomInput> {
  saved = onSaved;
  return { isPending: savePending, mutate };
}

beforeEach(() => {
  readRooms.mockReset();
  readRooms.mockResolvedValue(page([lab, hall]));
  mutate.mockReset();
  savePending = false;
});

/** A row's form: the name, filled from the row being edited. */
function RoomForm({ initial, pending, onCancel, onSubmit }: EditorFormProps<Room, RoomInput>) {
  const [name, setName] = useState(initial?.name ?? '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name });
      }}
    >
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}

/** Settings › Rooms as the settings pages build it on the shared list. */
function RoomsPage({ user, addTitle }: { user: Profile; addTitle?: string }) {
  const [state, setState] = useState<ListState>({ page: 1, limit: 25 });
  const rooms = useEditorList(useQuery(queryOptions({ queryKey: ['rooms', state], queryFn: () => readRooms(state) })), useSaveRoom, readRooms);
  const columns: Column<Room>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name },
    { id: 'capacity', header: 'Capacity', align: 'right', cell: (r) => r.capacity },
  ];
  return (
    <EditorListPage
      user={user}
      state={state}
      onStateChange={setState}
      {...rooms}
      title="Rooms"
      addTitle={addTitle}
      columns={columns}
      record="room"
      rowName={(r) => r.name}
      form={(form) => <RoomForm {...form} />}
    />
  );
}

const keeper = userWith('list-room', 'add-room', 'update-room');
const show = (user: Profile = keeper, addTitle?: string) => render(<RoomsPage user={user} addTitle={addTitle} />, { wrapper: withClient(new QueryClient({ defaultOptions: { queries: { retry: false } } })) });
const addButton = () => screen.getByRole('button', { name: 'Add room' }) as HTMLButtonElement;
const dialog = (name: string) => screen.findByRole('dialog', { name });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('EditorListPage', () => {
  it('lists the rows the query read', async () => {
    show();
    expect(await screen.findByRole('cell', { name: 'Science lab' })).toBeTruthy();
    expect(within(rowOf('Main hall')).getByRole('cell', { name: '200' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it is loading until the first page comes', async () => {
    readRooms.mockReturnValue(new Promise(() => undefined));
    show();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('No rooms yet. Add the first one.')).toBeNull();
  });

  it('says so when there are no rows yet', async () => {
    readRooms.mockResolvedValue(page([]));
    show();
    expect(await screen.findByText('No rooms yet. Add the first one.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('"Add room" opens an empty "Add room" dialog; saving adds a row (id null) and closes once saved', async () => {
    show();
    await screen.findByRole('cell', { name: 'Science lab' });
    fireEvent.click(addButton());
    const box = await dialog('Add room');
    const name = within(box).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('');
    fireEvent.change(name, { target: { value: 'Art room' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(mutate).toHaveBeenCalledWith({ id: null, input: { name: 'Art room' } });
    // The dialog waits for the server: a refused save keeps what was typed.
    expect(screen.getByRole('dialog', { name: 'Add room' })).toBeTruthy();
    act(() => saved());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a row's Edit opens \"Edit room\" filled from that row; saving updates that row's id", async () => {
    show();
    await screen.findByRole('cell', { name: 'Main hall' });
    fireEvent.click(within(rowOf('Main hall')).getByRole('button', { name: /^Edit\s*Main hall$/ }));
    const box = await dialog('Edit room');
    const name = within(box).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Main hall');
    fireEvent.change(name, { target: { value: 'Great hall' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(mutate).toHaveBeenCalledWith({ id: 8, input: { name: 'Great hall' } });
    act(() => saved());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a row opens for editing from the table itself (double click) for a user who may edit', async () => {
    show();
    await screen.findByRole('cell', { name: 'Science lab' });
    fireEvent.doubleClick(rowOf('Science lab'));
    const box = await dialog('Edit room');
    expect((within(box).getByLabelText('Name') as HTMLInputElement).value).toBe('Science lab');
  });

  it('titles the new-row dialog with addTitle when the page gives one, and still "Edit room" for a row', async () => {
    show(keeper, 'Add a classroom');
    await screen.findByRole('cell', { name: 'Science lab' });
    fireEvent.click(addButton());
    fireEvent.click(within(await dialog('Add a classroom')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.doubleClick(rowOf('Science lab'));
    expect(await dialog('Edit room')).toBeTruthy();
  });

  it('Cancel closes the dialog without saving', async () => {
    show();
    await screen.findByRole('cell', { name: 'Science lab' });
    fireEvent.click(addButton());
    fireEvent.click(within(await dialog('Add room')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutate).not.toHaveBeenCalled();
  });

  it('hands the form the save in progress', async () => {
    savePending = true;
    show();
    await screen.findByRole('cell', { name: 'Science lab' });
    fireEvent.click(addButton());
    expect((within(await dialog('Add room')).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a user without add-room sees Add disabled, naming the privilege they lack', async () => {
    show(userWith('list-room', 'update-room'));
    await screen.findByRole('cell', { name: 'Science lab' });
    expect(addButton().disabled).toBe(true);
    expect(addButton().title).toBe('You need the “Add rooms” (add-room) privilege');
    fireEvent.click(addButton());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a user without update-room cannot open a row from the table', async () => {
    show(userWith('list-room', 'add-room'));
    await screen.findByRole('cell', { name: 'Science lab' });
    expect(addButton().disabled).toBe(false);
    fireEvent.doubleClick(rowOf('Science lab'));
    fireEvent.keyDown(rowOf('Science lab'), { key: 'Enter' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives each row an Edit button, disabled and naming update-room for a user who may only add', async () => {
    show(userWith('list-room', 'add-room'));
    const edit = within(await screen.findByRole('row', { name: /Science lab/ })).getByRole('button', { name: /Edit/ }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.title).toContain('update-room');
  });

  it('shows a reader who may neither add nor edit no Edit column at all', async () => {
    show(userWith('list-room'));
    await screen.findByRole('cell', { name: 'Science lab' });
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
