import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesSetOne } from '@contract';
import { RoomForm } from './room-form';

afterEach(cleanup);

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const touch = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
};

describe('RoomForm (the contract room, read from text)', () => {
  it('submits the contract input: the trimmed name and the capacity as a number, blank as 0', async () => {
    const onSubmit = vi.fn();
    render(<RoomForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    touch('Name', '  Room 12 ');
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Room 12', capacity: 0 }));
    touch('Capacity', '35');
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Room 12', capacity: 35 }));
  });

  it("shows the form's own wording for text and the contract's for the range", async () => {
    render(<RoomForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    touch('Name', '');
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    touch('Capacity', 'twelve');
    await waitFor(() => expect(screen.getByText('Capacity is a whole number.')).toBeTruthy());
    touch('Capacity', '20000');
    await waitFor(() => expect(screen.getByText('Capacity must be at most 10000.')).toBeTruthy());
    expect(save().disabled).toBe(true);
  });
});
