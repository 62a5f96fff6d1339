import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_ROW_MESSAGE } from '@contract';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { FormActions } from './form-actions';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

type Room = { id: number; name: string; version: number };
const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty()) });

/** An edit form filled from a row the page reads with a query, saved through useAction. */
function RoomForm({ initial, send }: { initial?: Room; send: (body: unknown) => Promise<unknown> }) {
  const save = useAction({ mutationFn: send });
  const { Form, Field, read } = useSchemaForm(schema, { name: initial?.name ?? '' }, { row: initial });
  return (
    <Form onSubmit={(values) => save.mutate(read(values))}>
      <Field name="name">{(field, p) => <TextField label="Name" field={field} bindings={p} />}</Field>
      <FormActions />
    </Form>
  );
}

function Page({ fetchRoom, send }: { fetchRoom: () => Promise<Room>; send: (body: unknown) => Promise<unknown> }) {
  const room = useQuery({ queryKey: ['room'], queryFn: fetchRoom });
  return room.data ? <RoomForm initial={room.data} send={send} /> : null;
}

function renderPage(rows: Room[], send: (body: unknown) => Promise<unknown>) {
  const fetchRoom = vi.fn(async () => rows.shift()!);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Page fetchRoom={fetchRoom} send={send} />
    </QueryClientProvider>,
  );
  return { fetchRoom };
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const name = () => screen.getByLabelText('Name') as HTMLInputElement;

describe('row versions (ADR 017)', () => {
  it('an edit sends back the version of the row it was filled from; an add sends none', async () => {
    const send = vi.fn(async () => ({}));
    renderPage([{ id: 1, name: 'Room 1', version: 3 }], send);
    await screen.findByDisplayValue('Room 1');
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Room 1', version: 3 }));

    cleanup();
    const add = vi.fn(async () => ({}));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RoomForm send={add} />
      </QueryClientProvider>,
    );
    fireEvent.input(name(), { target: { value: 'Room 2' } });
    await save();
    await waitFor(() => expect(add).toHaveBeenCalledWith({ name: 'Room 2' }));
  });

  it('a save from a stale copy says so at the form with Reload, which refills the form from the fresh row', async () => {
    const toast = vi.spyOn(notify, 'error');
    const send = vi.fn(async (body: unknown) => {
      if ((body as { version: number }).version === 3) throw new HttpError(409, STALE_ROW_MESSAGE);
      return {};
    });
    const { fetchRoom } = renderPage(
      [
        { id: 1, name: 'Room 1', version: 3 },
        { id: 1, name: 'Room 1 (renamed elsewhere)', version: 4 },
      ],
      send,
    );
    await screen.findByDisplayValue('Room 1');
    fireEvent.input(name(), { target: { value: 'Room One' } });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE_ROW_MESSAGE);
    expect(toast).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(name().value).toBe('Room 1 (renamed elsewhere)'));
    expect(fetchRoom).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();

    await save();
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ name: 'Room 1 (renamed elsewhere)', version: 4 }));
  });

  it('a background refetch neither changes what the form shows nor the version it sends', async () => {
    const send = vi.fn(async () => ({}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = [{ id: 1, name: 'Room 1', version: 3 }, { id: 1, name: 'Newer', version: 4 }];
    render(
      <QueryClientProvider client={client}>
        <Page fetchRoom={async () => rows.shift()!} send={send} />
      </QueryClientProvider>,
    );
    await screen.findByDisplayValue('Room 1');
    await act(() => client.refetchQueries());
    expect(name().value).toBe('Room 1');
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Room 1', version: 3 }));
  });
});
