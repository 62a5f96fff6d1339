import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParentForm } from './parent-form';

afterEach(cleanup);

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ParentForm (checked by the contract parent schema itself)', () => {
  it('says what the server would say about a bad phone', async () => {
    render(<ParentForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    type('Phone', 'call me');
    await waitFor(() => expect(screen.getByText('Phone may hold digits, spaces, +, - and brackets.')).toBeTruthy());
    type('Email', 'not an email');
    await waitFor(() => expect(screen.getByText('Valid email is required!.')).toBeTruthy());
  });

  it('submits the contract input: trimmed, blanks as null, Active by default', async () => {
    const onSubmit = vi.fn();
    render(<ParentForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    type('Full name', ' Amina Yusuf ');
    type('Phone', ' +252 61 000 1234 ');
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.click(save()));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        fullname: 'Amina Yusuf', phone: '+252 61 000 1234', phone2: null, email: null, address: null, occupation: null, status: 'Active',
      }),
    );
  });
});
