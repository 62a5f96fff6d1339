import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesSetOne } from '@contract';
import { RoomForm } from './room-form';
import { saveButton, typeInto } from '@/lib/testing';

afterEach(cleanup);

describe('RoomForm (the contract room, read from text)', () => {
  it('submits the contract input: the trimmed name and the capacity as a number, blank as 0', async () => {
    const onSubmit = vi.fn();
    render(<RoomForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    typeInto('Name', '  Room 12 ');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Room 12', capacity: 0 }));
    typeInto('Capacity', '35');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Room 12', capacity: 35 }));
  });

  it("shows the form's own wording for text and the contract's for the range", async () => {
    render(<RoomForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    typeInto('Name', '');
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    typeInto('Capacity', 'twelve');
    await waitFor(() => expect(screen.getByText('Capacity is a whole number.')).toBeTruthy());
    typeInto('Capacity', '20000');
    await waitFor(() => expect(screen.getByText('Capacity must be at most 10000.')).toBeTruthy());
    expect(saveButton().disabled).toBe(true);
  });
});
